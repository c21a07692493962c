// Vitest global setup of the pact run: mfe-events' pact is rewritten from this run's interactions
// (removed once here, so the test files, run one after another, merge into one fresh file and no
// stale interaction survives).
import fs from 'node:fs';
import { pactFiles } from './pactFile.ts';

export default function setup(): void {
  for (const file of pactFiles) fs.rmSync(file, { force: true });
}
