// The folder storage never leaves a temporary '.part' file behind, even when the body fails before
// the file is opened (the upload's 415 "nothing stored" depends on it).
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { createFolderStorage } from './folderStorage.ts';

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((d) => rm(d, { recursive: true, force: true })));
});

async function listAll(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => e.name);
}

function failingBody(): Readable {
  return new Readable({
    read() {
      this.destroy(new Error('refused at once'));
    },
  });
}

describe('folder storage put', () => {
  it('a body failing before the file opens leaves no .part file (nothing half written)', async () => {
    const root = await mkdtemp(join(tmpdir(), 'folder-storage-'));
    dirs.push(root);
    const storage = createFolderStorage(root);
    for (let i = 0; i < 20; i++) {
      await expect(storage.put(`md001/tmp/file${i}`, failingBody())).rejects.toThrow('refused at once');
    }
    expect(await listAll(root)).toEqual([]);
  });

  it('a whole body is stored under its key', async () => {
    const root = await mkdtemp(join(tmpdir(), 'folder-storage-'));
    dirs.push(root);
    const storage = createFolderStorage(root);
    expect(await storage.put('md001/files/a', Readable.from([Buffer.from('hello')]))).toEqual({ size: 5 });
    expect(await listAll(root)).toEqual(['a']);
  });
});
