// Where consumer pact tests write their pacts. A run writes into a folder of its own (made by the
// global setup in pactRun.ts) that replaces the committed files at the end of the run.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The folder this pact run writes its pact files into. */
    pactRunDir: string;
  }
}

/** contracts/pacts: the committed pacts the provider verifications and can-i-deploy read. */
export const PACT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../pacts');

/** A pact's file name: `<consumer>-<provider>.json`, as pact-js writes it. */
export function pactFileName(consumer: string, provider: string): string {
  return `${consumer}-${provider}.json`;
}

/**
 * The options of a consumer's pact (PactV3 or MessageConsumerPact) in a pact run: the names and
 * the run's folder. Every test file of the run merges its interactions into the same fresh file.
 */
export function pactOptions(consumer: string, provider: string) {
  const dir = inject('pactRunDir');
  if (!dir)
    throw new Error(
      'pact consumer tests run with a vitest.pact.config.ts (its global setup names the folder)',
    );
  return { consumer, provider, dir, logLevel: 'warn' as const };
}
