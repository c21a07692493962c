// Where mfe-events' pacts are written: mfe-events -> svc-events (svc-events' provider verification
// reads every contracts/pacts/*-svc-events.json whose provider is svc-events) and mfe-events ->
// svc-identity (the scanner's scan-mode call; verified by svc-identity's provider test) and
// mfe-events -> svc-files (the home page's photo banner; verified by svc-files' provider test).
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const pactDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../contracts/pacts');
export const pactFile = path.join(pactDir, 'mfe-events-svc-events.json');
export const identityPactFile = path.join(pactDir, 'mfe-events-svc-identity.json');
export const filesPactFile = path.join(pactDir, 'mfe-events-svc-files.json');
/** Every pact this run writes (the global setup removes them all first). */
export const pactFiles = [pactFile, identityPactFile, filesPactFile] as const;
