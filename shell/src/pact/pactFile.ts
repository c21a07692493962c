// Where the shell -> svc-identity pact is written (svc-identity's provider verification reads it).
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const pactDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../contracts/pacts');
export const pactFile = path.join(pactDir, 'shell-svc-identity.json');
