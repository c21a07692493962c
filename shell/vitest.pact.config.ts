import { defineConfig } from 'vitest/config';
import { pactConsumerTestOptions } from '../contracts/src/testing/pact/consumerConfig.ts';

// Pact consumer tests of the shell's own calls (the global notification banner, the sign-in, MFA and
// account pages, crash reports) -> svc-identity. Writes contracts/pacts/shell-svc-identity.json.
// shell/kit's calls have their own pact.
export default defineConfig({
  test: { ...pactConsumerTestOptions(), exclude: ['node_modules/**', 'kit/**'] },
});
