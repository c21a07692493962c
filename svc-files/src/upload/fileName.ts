// The stored name of an uploaded part ("user-supplied names never become paths"). The part
// is named 'file-{name}' (platform §7); a folder upload's relative path ('a/b.txt') or a hostile
// one ('../../etc/passwd') keeps only its base name. The name is only ever data: storage keys are
// made of the account id and the random file id (src/storage/storage.ts), never of this.
import { uploadPartName } from '@portal/contracts';

export const FILE_NAME_MAX = 255;
const PART_PREFIX = uploadPartName('');

/**
 * The base name of a part's file name: after the last '/' or '\', without control characters
 * (NUL included), trimmed, at most FILE_NAME_MAX characters. Null when nothing usable is left
 * ('', '.', '..').
 */
export function safeBaseName(raw: string): string | null {
  const cleaned = raw.replace(/[\u0000-\u001f\u007f]/g, '');
  const base = cleaned.slice(Math.max(cleaned.lastIndexOf('/'), cleaned.lastIndexOf('\\')) + 1).trim();
  if (base === '' || base === '.' || base === '..') return null;
  return [...base].slice(0, FILE_NAME_MAX).join('');
}

/**
 * The name of an upload part: the field name after 'file-' (§7); when that is empty, the part's
 * own filename. Null for parts that are not files (other fields are ignored).
 */
export function partFileName(
  fieldName: string | undefined,
  filename: string | undefined,
): string | null | undefined {
  if (typeof fieldName !== 'string' || !fieldName.startsWith(PART_PREFIX)) return undefined;
  const fromField = fieldName.slice(PART_PREFIX.length);
  return safeBaseName(fromField !== '' ? fromField : (filename ?? ''));
}
