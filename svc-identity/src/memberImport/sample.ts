// The fictional sample export (fixtures/sample, README.md "Sample"), zipped for tests and the bench.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { strToU8, zipSync } from 'fflate';

export const SAMPLE_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'sample');

/** The sample's files by name; `changes` replaces a file's text, or removes it with null. */
export function sampleFiles(changes: Record<string, string | null> = {}): Record<string, string> {
  const files: Record<string, string> = {};
  for (const name of readdirSync(SAMPLE_DIR)) files[name] = readFileSync(path.join(SAMPLE_DIR, name), 'utf8');
  for (const [name, text] of Object.entries(changes)) {
    if (text === null) delete files[name];
    else files[name] = text;
  }
  return files;
}

// A fixed modification time: the same files must give the same bytes (the import's job id is the
// file's sha256), whichever second the zip is made in.
const SAMPLE_MTIME = new Date('2024-01-01T00:00:00Z');

export function zipFiles(files: Record<string, string>): Uint8Array {
  return zipSync(Object.fromEntries(Object.entries(files).map(([name, text]) => [name, strToU8(text)])), {
    mtime: SAMPLE_MTIME,
  });
}

export function sampleZip(changes: Record<string, string | null> = {}): Uint8Array {
  return zipFiles(sampleFiles(changes));
}

/** What importing the sample into md001 (org id 9001) gives. */
export const SAMPLE_COUNTS = {
  members: 12,
  contacts: 41,
  dutyPositions: 8,
  organizations: 3,
  cadetRecords: 19,
} as const;
