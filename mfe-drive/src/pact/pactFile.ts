// Where the mfe-drive -> svc-files pact is written (svc-files' provider verification reads it).
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const pactDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../contracts/pacts');
export const pactFile = path.join(pactDir, 'mfe-drive-svc-files.json');
