// The upload job's work on one file: read the temporary object, sniff its real type, refuse a name
// that lies about it, checksum it, make a thumbnail for images, move it into storage and mark the
// row ready. Every step can run again after a crash: the thumbnail is rewritten whole (storage puts
// are atomic), the move is skipped when it already happened, and the row is finished by one UPDATE
// that only a pending row takes, so a retried job never finishes a file twice.
import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Pool } from 'pg';
import type { Logger } from 'pino';
import sharp from 'sharp';
import type { UploadJob } from '@portal/contracts';
import type { FileStorage } from '../storage/storage.ts';
import { tempKeyOf } from './receiveParts.ts';
import { SNIFF_BYTES, TextCheck, canThumbnail, sniffType, typeMismatch } from './typeRules.ts';
import { loadFile, markFailed, markReady } from './uploadRepository.ts';

export const THUMBNAIL_MAX_PX = 256;
export const storageKeyOf = (accountID: string, fileID: string): string => `${accountID}/files/${fileID}`;
export const thumbnailKeyOf = (accountID: string, fileID: string): string => `${accountID}/thumbs/${fileID}`;

export type FinishOutcome = 'ready' | 'failed' | 'already-done' | 'gone';

export interface FinishDeps {
  db: Pool;
  storage: FileStorage;
  logger: Logger;
  /** Tests only: a slow step (ms) at a named point, so a test can kill the worker there. */
  pause?: { at: 'beforeMove' | 'beforeReady'; ms: number };
}

/** One pass over the bytes: SHA-256, size, the head for sniffing, and whether it is all text. */
async function readFacts(body: Readable) {
  const hash = createHash('sha256');
  const text = new TextCheck();
  const head: Buffer[] = [];
  let headBytes = 0;
  let size = 0;
  for await (const chunk of body as AsyncIterable<Buffer>) {
    hash.update(chunk);
    text.push(chunk);
    size += chunk.length;
    if (headBytes < SNIFF_BYTES) {
      head.push(chunk);
      headBytes += chunk.length;
    }
  }
  const headBytesAll = Buffer.concat(head).subarray(0, SNIFF_BYTES);
  return { checksum: hash.digest('hex'), size, head: headBytesAll, isText: text.result(true) };
}

async function pauseAt(deps: FinishDeps, at: 'beforeMove' | 'beforeReady', fileID: string) {
  if (deps.pause?.at !== at) return;
  deps.logger.info({ fileID, at }, 'upload test pause');
  await new Promise((resolve) => setTimeout(resolve, deps.pause!.ms));
}

export async function finishUpload(deps: FinishDeps, job: UploadJob): Promise<FinishOutcome> {
  const { accountID, fileID } = job;
  const { storage } = deps;
  const tempKey = tempKeyOf(accountID, fileID);
  const finalKey = storageKeyOf(accountID, fileID);
  const row = await loadFile(deps.db, accountID, fileID);
  if (!row || row.status !== 'pending') {
    // finished before (a retry after a crash past the UPDATE), refused, or deleted meanwhile
    await storage.remove(tempKey);
    return row ? 'already-done' : 'gone';
  }
  // After a crash between the move and the UPDATE the bytes are already in their final place.
  const sourceKey = (await storage.stat(tempKey))
    ? tempKey
    : (await storage.stat(finalKey))
      ? finalKey
      : null;
  if (!sourceKey) {
    await markFailed(deps.db, accountID, [fileID]);
    deps.logger.error({ fileID }, 'upload job found no bytes for a pending file');
    return 'failed';
  }

  const facts = await readFacts(await storage.get(sourceKey));
  const contentType = await sniffType(facts.head, facts.isText);
  if (typeMismatch(row.file_name, contentType)) {
    await markFailed(deps.db, accountID, [fileID]);
    await storage.remove(sourceKey);
    deps.logger.warn({ fileID, contentType }, 'upload refused: the contents do not match the extension');
    return 'failed';
  }

  let thumbnailKey: string | null = null;
  if (canThumbnail(contentType)) {
    try {
      const resize = sharp()
        .resize(THUMBNAIL_MAX_PX, THUMBNAIL_MAX_PX, { fit: 'inside', withoutEnlargement: true })
        .png();
      const source = await storage.get(sourceKey);
      const written = storage.put(thumbnailKeyOf(accountID, fileID), resize);
      await Promise.all([pipeline(source, resize), written]);
      thumbnailKey = thumbnailKeyOf(accountID, fileID);
    } catch (error) {
      // a broken image is still a file: stored, without a thumbnail
      deps.logger.warn({ fileID, err: String(error) }, 'no thumbnail for an image');
      await storage.remove(thumbnailKeyOf(accountID, fileID));
    }
  }

  await pauseAt(deps, 'beforeMove', fileID);
  if (sourceKey === tempKey) await storage.move(tempKey, finalKey);
  await pauseAt(deps, 'beforeReady', fileID);
  const finished = await markReady(deps.db, {
    accountID,
    id: fileID,
    size: facts.size,
    checksum: facts.checksum,
    contentType,
    storageKey: finalKey,
    thumbnailKey,
  });
  if (!finished) {
    // the row was deleted (or finished) while we worked: keep no bytes nobody points at
    const now = await loadFile(deps.db, accountID, fileID);
    if (!now) {
      await storage.remove(finalKey);
      if (thumbnailKey) await storage.remove(thumbnailKey);
      return 'gone';
    }
    return 'already-done';
  }
  return 'ready';
}
