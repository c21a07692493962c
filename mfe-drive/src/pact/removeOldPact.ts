// Vitest global setup of the pact run: the pact file is rewritten from the interactions of this run.
import fs from 'node:fs';
import { pactFile } from './pactFile.ts';

export default function setup(): void {
  fs.rmSync(pactFile, { force: true });
}
