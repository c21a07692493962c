// Vitest global setup of the shell's pact run: the pact file is rewritten from this run's interactions
// (the test files then merge theirs into it one by one).
import fs from 'node:fs';
import { pactFile } from './pactFile.ts';

export default function setup(): void {
  fs.rmSync(pactFile, { force: true });
}
