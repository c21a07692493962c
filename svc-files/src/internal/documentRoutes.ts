// POST /internal/files/documents (contracts/src/files/internalDocument.ts): another service stores
// a document it made (svc-events: a guardian's signed CAPF 60-80) in this account's drive. Behind
// createServiceApp's signed-context check like every route and never routed by the gateway; the
// account is the context's.
//
// The file goes into a folder under Events (made on first use, owner the document's owner, no
// entries: the drive's managers see it in the drive) and reads by the drive's rules alone: its owner,
// a USER READ entry per reader, FileManagement FULL and the privileged user. Ids are derived from
// the account and the caller's keys, so sending the same document again stores nothing new and
// answers the first file: a retried or redelivered store never makes a duplicate. Bytes are
// written before the row (atomic storage writes), so a crash in between leaves no row without bytes
// and the retry writes them again. Like the demo seed, the file is written ready: the bytes are a
// PDF made on the server (checked here by its signature), not a member's upload to sniff.
//
// GET /internal/files/documents/{key} answers a stored document's bytes to the service that sent
// it, found by the same key: that service serves it under its own rules (svc-events: the event's
// managers and the cadet, whom the drive does not know as such). Only this call's files can be
// reached (their ids are made from keys; an upload's id is random), and only in the context's
// account; a key with nothing stored, a folder's key or a file not ready is 404.
import { createHash } from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import {
  FILE_PERMISSION_BITS,
  FOLDER_CONTENT_TYPE,
  INTERNAL_DOCUMENT_KEY,
  INTERNAL_DOCUMENT_MAX_BYTES,
  INTERNAL_DOCUMENT_PATH,
  internalDocumentRequest,
  type InternalDocumentResponse,
} from '@portal/contracts';
import { contextOf, parseOrThrow } from '@portal/contracts/server';
import { Router } from 'express';
import type { Pool } from 'pg';
import type { Logger } from 'pino';
import { invalid, notFound } from '../drive/errors.ts';
import { findRow } from '../drive/repository.ts';
import { seedItem } from '../seed/seedFiles.ts';
import type { FileStorage } from '../storage/storage.ts';

/** A drive id (32 hex) for a caller's key in an account: the same key, the same file. */
export const documentFileID = (accountID: string, kind: 'file' | 'folder', key: string): string =>
  createHash('sha256').update(`document-${kind}:${accountID}:${key}`).digest('hex').slice(0, 32);

export const DOCUMENT_MESSAGES = {
  notPdf: 'The document is not a PDF',
  tooLarge: `The document is over ${INTERNAL_DOCUMENT_MAX_BYTES / 1024} KiB`,
} as const;

export function internalDocumentRoutes(deps: { db: Pool; storage: FileStorage; logger?: Logger }): Router {
  const router = Router();
  router.post(INTERNAL_DOCUMENT_PATH, async (req, res) => {
    const body = parseOrThrow(internalDocumentRequest, req.body);
    const bytes = Buffer.from(body.content, 'base64');
    if (bytes.length > INTERNAL_DOCUMENT_MAX_BYTES) throw invalid(DOCUMENT_MESSAGES.tooLarge);
    if (bytes.subarray(0, 5).toString('latin1') !== '%PDF-') throw invalid(DOCUMENT_MESSAGES.notPdf);
    const accountID = contextOf(res).accountID;
    const folderID = documentFileID(accountID, 'folder', body.folder.key);
    await seedItem(deps.db, deps.storage, {
      accountID,
      id: folderID,
      parentID: 'events',
      fileName: body.folder.name,
      owner: body.owner,
      permissions: [],
    });
    const id = documentFileID(accountID, 'file', body.key);
    const created = await seedItem(deps.db, deps.storage, {
      accountID,
      id,
      parentID: folderID,
      fileName: body.fileName,
      owner: body.owner,
      contentType: body.contentType,
      bytes,
      permissions: body.readers.map((reference) => ({
        type: 'USER' as const,
        reference,
        permission: FILE_PERMISSION_BITS.READ,
      })),
    });
    const answer: InternalDocumentResponse = { id, created };
    res.json(answer);
  });

  // contracts' internalDocumentPath
  router.get(`${INTERNAL_DOCUMENT_PATH}/:key`, async (req, res) => {
    const key = req.params.key;
    const accountID = contextOf(res).accountID;
    const row = INTERNAL_DOCUMENT_KEY.test(key)
      ? await findRow(deps.db, accountID, documentFileID(accountID, 'file', key))
      : null;
    if (!row || row.status !== 'ready' || row.content_type === FOLDER_CONTENT_TYPE || !row.storage_key)
      throw notFound();
    const stream = await deps.storage.get(row.storage_key);
    res.setHeader('Content-Type', row.content_type);
    res.setHeader('Content-Length', String(row.size));
    try {
      await pipeline(stream, res);
    } catch (error) {
      // the caller went away or the disk failed mid-stream: nothing more can be said to it
      deps.logger?.warn({ err: String(error) }, 'document stream ended early');
      res.destroy();
    }
  });
  return router;
}
