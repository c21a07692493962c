// The file picker's selection (platform §2 File picker): a merge by id keeps the first copy and adds
// no duplicates; files the filter refuses are dropped when the picker returns.
import type { DriveFile } from '@portal/contracts';

export function mergeByID<T extends { id: string }>(existing: readonly T[], added: readonly T[]): T[] {
  const seen = new Set(existing.map((f) => f.id));
  const out = [...existing];
  for (const file of added) {
    if (seen.has(file.id)) continue;
    seen.add(file.id);
    out.push(file);
  }
  return out;
}

export type FileFilter = (file: DriveFile) => boolean;

export const validSelection = (files: readonly DriveFile[], filter?: FileFilter): DriveFile[] =>
  filter ? files.filter((f) => filter(f)) : [...files];
