// GET /api/files/{id}/download and /export (platform §7). Download needs §6 READ and always answers
// an attachment whose Content-Type is the type the upload job sniffed from the bytes (stored on the
// row; never the uploader's claim; HTML, SVG, XML and script types as text/plain, servedType.ts)
// with nosniff and a sandboxing CSP, so a file can never run as a page of the host. Single byte
// ranges are honoured (206 / 416). Export answers the thumbnail the upload job made (image/png),
// 404 when there is none.
import { isFolder } from '@portal/contracts';
import { HttpError } from '@portal/contracts/server';
import { Router, type Request, type Response } from 'express';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { attachmentDisposition } from './contentDisposition.ts';
import { DRIVE_MESSAGES, invalid } from './errors.ts';
import { loadFile, requireRead, type DriveDeps } from './guards.ts';
import { parseRange } from './range.ts';
import { servedContentType } from './servedType.ts';
import { viewerOf } from './viewer.ts';

const missing = (message: string) => new HttpError(404, 'NOT_FOUND', message);

function safetyHeaders(res: Response): void {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
  res.setHeader('Cache-Control', 'private, no-cache');
}

async function send(
  deps: DriveDeps,
  req: Request,
  res: Response,
  body: () => Promise<Readable>,
): Promise<void> {
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  const stream = await body();
  try {
    await pipeline(stream, res);
  } catch (error) {
    // the client went away or the disk failed mid-stream: nothing more can be said to it
    deps.logger.warn({ err: String(error) }, 'file stream ended early');
    res.destroy();
  }
}

export function driveDownloadRoutes(deps: DriveDeps): Router {
  const router = Router();

  router.get('/api/files/:id/download', async (req, res) => {
    const viewer = viewerOf(res, deps);
    const { file, row } = await loadFile(deps, viewer, req.params.id);
    await requireRead(deps, viewer, file);
    if (!row || isFolder(file)) throw invalid(DRIVE_MESSAGES.notDownloadable);
    if (row.status === 'pending') throw new HttpError(409, 'FILE_NOT_READY', DRIVE_MESSAGES.notReady);
    if (row.status === 'failed') throw new HttpError(409, 'UPLOAD_FAILED', DRIVE_MESSAGES.uploadFailed);
    const key = row.storage_key;
    const info = key ? await deps.storage.stat(key) : null;
    if (!key || !info) throw missing(DRIVE_MESSAGES.contentMissing);

    const etag = row.checksum ? `"${row.checksum.trim()}"` : undefined;
    const ifRange = req.get('if-range');
    const range =
      ifRange && ifRange !== etag ? { kind: 'full' as const } : parseRange(req.get('range'), info.size);
    safetyHeaders(res);
    res.setHeader('Accept-Ranges', 'bytes');
    if (etag) res.setHeader('ETag', etag);
    if (range.kind === 'unsatisfiable') {
      res.setHeader('Content-Range', `bytes */${info.size}`);
      throw new HttpError(416, 'RANGE_NOT_SATISFIABLE', 'The requested range is not in the file');
    }
    res.setHeader('Content-Type', servedContentType(file.contentType));
    res.setHeader('Content-Disposition', attachmentDisposition(file.fileName));
    if (range.kind === 'partial') {
      res.status(206);
      res.setHeader('Content-Range', `bytes ${range.start}-${range.end}/${info.size}`);
      res.setHeader('Content-Length', String(range.end - range.start + 1));
      await send(deps, req, res, () => deps.storage.get(key, range));
      return;
    }
    res.setHeader('Content-Length', String(info.size));
    await send(deps, req, res, () => deps.storage.get(key));
  });

  router.get('/api/files/:id/export', async (req, res) => {
    const viewer = viewerOf(res, deps);
    const { file, row } = await loadFile(deps, viewer, req.params.id);
    await requireRead(deps, viewer, file);
    const key = row?.thumbnail_key;
    const info = key ? await deps.storage.stat(key) : null;
    if (!key || !info) throw missing(DRIVE_MESSAGES.noThumbnail);
    safetyHeaders(res);
    res.setHeader('Content-Type', 'image/png');
    res.setHeader('Content-Length', String(info.size));
    await send(deps, req, res, () => deps.storage.get(key));
  });

  return router;
}
