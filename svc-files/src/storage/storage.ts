// Where file bytes live (architecture: "a storage folder behind a small storage interface; an
// object store is the scale-out path"). Keys are made by svc-files (account id + random hex),
// never from a user-supplied name, so a name can never become a path.
import type { Readable } from 'node:stream';

export interface StoredObjectInfo {
  size: number;
}

export interface FileStorage {
  /** Writes the stream under `key` (replacing what was there) and answers its size. */
  put(key: string, body: Readable): Promise<StoredObjectInfo>;
  /** Reads the object, or the inclusive byte range [start, end]. Rejects with code ENOENT when missing. */
  get(key: string, range?: { start: number; end: number }): Promise<Readable>;
  /** Size of the object, or null when there is none. */
  stat(key: string): Promise<StoredObjectInfo | null>;
  /** Removes the object; a missing object is not an error. */
  remove(key: string): Promise<void>;
  /** Moves an object to another key (same storage), replacing what was there. */
  move(fromKey: string, toKey: string): Promise<void>;
}

/** A storage key: account id and hex segments only (checked by every implementation). */
export const STORAGE_KEY = /^[a-z0-9]{1,40}(\/[a-z0-9._-]{1,80}){1,3}$/;
export function assertStorageKey(key: string): void {
  if (!STORAGE_KEY.test(key) || key.includes('..')) throw new Error(`invalid storage key '${key}'`);
}
