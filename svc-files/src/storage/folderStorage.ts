// FileStorage in a folder on this machine (FILES_DIR, default ./data/files). Writes go to a
// temporary name first and are renamed into place, so a crash never leaves a half file under a key.
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { pipeline } from 'node:stream/promises';
import { assertStorageKey, type FileStorage } from './storage.ts';

export function createFolderStorage(root: string): FileStorage {
  const base = resolve(root);
  const pathOf = (key: string) => {
    assertStorageKey(key);
    return join(base, ...key.split('/'));
  };
  return {
    async put(key, body) {
      const target = pathOf(key);
      await mkdir(dirname(target), { recursive: true });
      const temporary = `${target}.${randomBytes(6).toString('hex')}.part`;
      const out = createWriteStream(temporary, { flags: 'wx' });
      try {
        await pipeline(body, out);
        await rename(temporary, target);
      } catch (error) {
        // A body that fails at once can fail before the file is even opened: the open finishes
        // (creating the file) after the pipeline rejected. Wait for the stream to close first.
        if (!out.closed) await once(out, 'close').catch(() => {});
        await rm(temporary, { force: true });
        throw error;
      }
      return { size: (await stat(target)).size };
    },
    async get(key, range) {
      const path = pathOf(key);
      await stat(path); // rejects with ENOENT before a stream is handed out
      return createReadStream(path, range ? { start: range.start, end: range.end } : {});
    },
    async stat(key) {
      try {
        return { size: (await stat(pathOf(key))).size };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
    async move(fromKey, toKey) {
      const target = pathOf(toKey);
      await mkdir(dirname(target), { recursive: true });
      await rename(pathOf(fromKey), target);
    },
  };
}
