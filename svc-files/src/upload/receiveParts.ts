// Streams the parts of an upload request (multipart, one part per file named 'file-{name}') into
// temporary storage, `{account}/tmp/{fileID}`, one part at a time, never holding a file in memory.
// Each part: its first bytes are sniffed before anything is stored (a name whose extension lies →
// 415, nothing stored), then the rest follows under a per-file size limit (→ 413) and the room
// left under the storage quotas for the whole request (→ 413, counted as each chunk arrives, before
// it is stored). On any refusal every temporary object of the request is removed.
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import type { Request } from 'express';
import busboy from 'busboy';
import { FILE_MESSAGES } from '@portal/contracts';
import { HttpError } from '@portal/contracts/server';
import type { FileStorage } from '../storage/storage.ts';
import { partFileName } from './fileName.ts';
import { SNIFF_BYTES, looksLikeText, sniffType, typeMismatch } from './typeRules.ts';

export interface ReceivedFile {
  id: string;
  fileName: string;
  /** The type sniffed from the first bytes (the job sniffs again over the whole file). */
  contentType: string;
  size: number;
  tempKey: string;
}

export const tempKeyOf = (accountID: string, fileID: string): string => `${accountID}/tmp/${fileID}`;
export const newFileID = (): string => randomBytes(16).toString('hex');

/** Limits of one request besides the per-file size: enough for a folder's worth of files. */
const MAX_FILES = 1000;
const MAX_FIELDS = 20;

/** One part's bytes: the sniffed head first, then the rest; throws a refusal as soon as it knows. */
async function* guardedPart(
  file: Readable & { truncated?: boolean },
  fileName: string,
  maxBytes: number,
  onSniffed: (type: string) => void,
  countBytes: (bytes: number) => void,
): AsyncGenerator<Buffer> {
  const head: Buffer[] = [];
  let headBytes = 0;
  let sniffed = false;
  const check = async (complete: boolean) => {
    const bytes = Buffer.concat(head);
    const type = await sniffType(bytes, looksLikeText(bytes, complete));
    if (typeMismatch(fileName, type)) throw new HttpError(415, 'TYPE_MISMATCH', FILE_MESSAGES.typeMismatch);
    onSniffed(type);
    sniffed = true;
    return bytes;
  };
  for await (const chunk of file as AsyncIterable<Buffer>) {
    countBytes(chunk.length);
    if (sniffed) {
      yield chunk;
      continue;
    }
    head.push(chunk);
    headBytes += chunk.length;
    if (headBytes >= SNIFF_BYTES) yield await check(false);
  }
  if (!sniffed) yield await check(true);
  // busboy stops a part at the limit and marks it truncated
  if (file.truncated) {
    throw new HttpError(
      413,
      'TOO_LARGE',
      `${FILE_MESSAGES.tooLarge}: '${fileName}' is over the limit of ${formatBytes(maxBytes)}`,
    );
  }
}

export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024 && bytes % (1024 * 1024) === 0) return `${bytes / (1024 * 1024)} MiB`;
  if (bytes >= 1024 && bytes % 1024 === 0) return `${bytes / 1024} KiB`;
  return `${bytes} bytes`;
}

export interface ReceiveOptions {
  storage: FileStorage;
  accountID: string;
  maxBytes: number;
  /** Judges the request's bytes so far (all parts): a refusal stops it before they are stored. */
  checkTotal?: (totalBytes: number) => HttpError | null;
}

export function receiveParts(req: Request, options: ReceiveOptions): Promise<ReceivedFile[]> {
  const { storage, accountID, maxBytes, checkTotal } = options;
  let totalBytes = 0;
  const countBytes = (bytes: number) => {
    totalBytes += bytes;
    const refusal = checkTotal?.(totalBytes);
    if (refusal) throw refusal;
  };
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        // busboy counts a part that reaches its limit as cut: one byte more tells "over" from "exactly"
        limits: { fileSize: maxBytes + 1, files: MAX_FILES, fields: MAX_FIELDS, fieldSize: 64 * 1024 },
      });
    } catch {
      reject(new HttpError(400, 'BAD_REQUEST', 'An upload must be sent as multipart/form-data'));
      return;
    }
    const received: ReceivedFile[] = [];
    const started: string[] = [];
    const writes: Promise<void>[] = [];
    const active = new Set<Readable>();
    let refusal: Error | null = null;
    let finished = false;

    // Settles once every started write has settled: resolve with the files, or remove every
    // temporary object of the request and reject.
    const finish = () => {
      if (finished) return;
      finished = true;
      void Promise.allSettled(writes).then(async () => {
        if (refusal) {
          await removeAll(storage, started);
          reject(refusal);
        } else if (received.length === 0) {
          reject(new HttpError(400, 'NO_FILES', 'No files were uploaded'));
        } else {
          // the parts' order, as the response lists them
          received.sort((a, b) => started.indexOf(a.tempKey) - started.indexOf(b.tempKey));
          resolve(received);
        }
      });
    };

    const fail = (error: Error) => {
      if (refusal) return;
      refusal = error;
      // stop parsing; what the client still sends is read and dropped, so it can read our answer
      req.unpipe(parser);
      req.resume();
      for (const file of active) file.destroy();
      finish();
    };

    parser.on('file', (fieldName: string | undefined, file, info) => {
      const fileName = partFileName(fieldName, info.filename);
      if (refusal || fileName === undefined) {
        file.resume(); // not a file part ('token' or the like), or we are already refusing
        return;
      }
      if (fileName === null) {
        file.resume();
        fail(new HttpError(400, 'INVALID_FILE_NAME', 'Each uploaded file needs a name'));
        return;
      }
      const id = newFileID();
      const tempKey = tempKeyOf(accountID, id);
      started.push(tempKey);
      active.add(file);
      let contentType = '';
      const onSniffed = (type: string) => (contentType = type);
      const body = Readable.from(guardedPart(file, fileName, maxBytes, onSniffed, countBytes));
      writes.push(
        storage.put(tempKey, body).then(
          ({ size }) => {
            active.delete(file);
            received.push({ id, fileName, contentType, size, tempKey });
          },
          (error: Error) => {
            active.delete(file);
            file.resume(); // a part that failed must not stall the parser
            fail(error);
          },
        ),
      );
    });
    parser.on('filesLimit', () =>
      fail(new HttpError(400, 'TOO_MANY_FILES', `At most ${MAX_FILES} files can be uploaded at once`)),
    );
    parser.on('error', (error: Error) =>
      fail(new HttpError(400, 'BAD_REQUEST', `The upload could not be read: ${error.message}`)),
    );
    req.on('close', () => {
      if (!req.complete) fail(new HttpError(400, 'ABORTED', 'The upload was interrupted'));
    });
    parser.on('close', () => {
      if (!refusal) finish();
    });
    req.pipe(parser);
  });
}

async function removeAll(storage: FileStorage, keys: string[]): Promise<void> {
  await Promise.allSettled(keys.map((key) => storage.remove(key)));
}
