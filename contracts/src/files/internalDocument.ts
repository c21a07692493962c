// svc-files' internal call that stores a document another service made (svc-events: the signed
// CAPF 60-80 of a guardian's online signature). Service to service only: /internal paths are never
// routed by the gateway; the signed context (session null) names the account the file goes into.
//
// The file lands in a folder of the drive's Events folder (made on first use) and is shared by the
// drive's own rules: its owner and USER READ entries for the readers the caller names, nobody else
// (FileManagement FULL and the privileged user read every file). Idempotent by `key`: the file id
// is derived from the account and the key, so the same document sent again (a retry, a redelivery)
// answers the file stored the first time and stores nothing new.
//
// The calling service reads a stored document back by the same key (internalDocumentPath): it
// serves it under its own rules (svc-events: the event's managers and the cadet), which the drive
// does not know. Only files this call stored are answered, since only they have ids made from a key.
import { z } from 'zod';
import { MemberReference } from '../entities/memberReference.ts';
import { FOLDER_NAME_MAX } from './calls.ts';
import { ORDINARY_FILE_ID } from './file.ts';

/** POST: store one document (internalDocumentRequest) -> 200 internalDocumentResponse. */
export const INTERNAL_DOCUMENT_PATH = '/internal/files/documents';

/** GET: one stored document's bytes (its stored type), by the key it was sent with; 404 if none. */
export const internalDocumentPath = (key: string): string =>
  `${INTERNAL_DOCUMENT_PATH}/${encodeURIComponent(key)}`;

/** The largest document taken, in bytes (a one- or two-page PDF is well under it). */
export const INTERNAL_DOCUMENT_MAX_BYTES = 512 * 1024;

/** A business key's shape: letters, digits and `.:_-`, at most 200 characters. */
export const INTERNAL_DOCUMENT_KEY = /^[A-Za-z0-9.:_-]{1,200}$/;

/** Business keys: what makes two sends the same document (letters, digits and `.:_-`). */
const DocumentKey = z
  .string()
  .min(1)
  .max(200)
  .regex(INTERNAL_DOCUMENT_KEY, 'A document key holds letters, digits and . : _ - only');

export const internalDocumentRequest = z.object({
  key: DocumentKey,
  /** The folder under Events it goes into, found again by its key (made with this name if new). */
  folder: z.object({ key: DocumentKey, name: z.string().trim().min(1).max(FOLDER_NAME_MAX) }),
  fileName: z
    .string()
    .trim()
    .min(1)
    .max(255)
    .regex(/^[^/\\\u0000-\u001f]+\.pdf$/i, 'A document name is a plain file name ending .pdf'),
  contentType: z.literal('application/pdf'),
  /** Who owns the file (full control, as the drive gives any owner). */
  owner: MemberReference,
  /** Members who may read it (USER READ entries). */
  readers: z.array(MemberReference).max(100),
  /** The bytes, base64; a PDF (they start with `%PDF-`) of at most INTERNAL_DOCUMENT_MAX_BYTES. */
  content: z
    .string()
    .max(Math.ceil(INTERNAL_DOCUMENT_MAX_BYTES / 3) * 4)
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'content is base64'),
});
export type InternalDocumentRequest = z.infer<typeof internalDocumentRequest>;

export const internalDocumentResponse = z.object({
  /** The stored file (a drive file id: download it with GET /api/files/{id}/download). */
  id: z.string().regex(ORDINARY_FILE_ID),
  /** false: the key was stored before and nothing new was written. */
  created: z.boolean(),
});
export type InternalDocumentResponse = z.infer<typeof internalDocumentResponse>;
