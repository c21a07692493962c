// Where mfe-drive's pacts are written: mfe-drive -> svc-files (svc-files' provider verification reads
// it) and mfe-drive -> svc-identity (the sharing dialog's team and member lists, the CSRF token;
// svc-identity's provider verification reads every *-svc-identity.json).
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const pactDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../contracts/pacts');
export const pactFile = path.join(pactDir, 'mfe-drive-svc-files.json');
export const identityPactFile = path.join(pactDir, 'mfe-drive-svc-identity.json');
/** Every pact this run writes (the global setup removes them all first). */
export const pactFiles = [pactFile, identityPactFile] as const;
