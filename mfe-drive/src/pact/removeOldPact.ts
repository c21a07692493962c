// Vitest global setup of the pact run: every pact file of mfe-drive is rewritten from the
// interactions of this run (both at once, so neither test file deletes the other's pact).
import fs from 'node:fs';
import { pactFiles } from './pactFile.ts';

export default function setup(): void {
  for (const file of pactFiles) fs.rmSync(file, { force: true });
}
