// Where mfe-events' pact is written: mfe-events -> svc-events (svc-events' provider verification
// reads every contracts/pacts/*-svc-events.json whose provider is svc-events).
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const pactDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../contracts/pacts');
export const pactFile = path.join(pactDir, 'mfe-events-svc-events.json');
/** Every pact this run writes (the global setup removes them all first). */
export const pactFiles = [pactFile] as const;
