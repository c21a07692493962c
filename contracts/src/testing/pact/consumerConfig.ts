// The vitest options every package's vitest.pact.config.ts shares: the consumer pact tests, one file
// at a time (they merge into the same pact files), with the global setup that writes each pact once.
import { fileURLToPath } from 'node:url';

export function pactConsumerTestOptions() {
  return {
    include: ['src/**/*.pact.test.ts'],
    environment: 'node',
    globalSetup: [fileURLToPath(new URL('./pactRun.ts', import.meta.url))],
    testTimeout: 60_000,
    fileParallelism: false,
  };
}
