// What an uploaded file really is, and when its name may not lie about it ("a type that
// does not match the name's extension for types where that matters → 415"). Pure functions; the
// table test is typeRules.test.ts.
import { fileTypeFromBuffer } from 'file-type';

/** How many leading bytes are sniffed (file-type reads at most ~4 KB for nearly every format). */
export const SNIFF_BYTES = 64 * 1024;

export const TEXT_TYPE = 'text/plain';
export const BINARY_TYPE = 'application/octet-stream';

const OOXML_ZIP = ['application/zip'];
const CFB = ['application/x-cfb'];

/**
 * Extensions where the type matters: the kinds a browser or an office program opens and renders
 * (images, PDF, office documents, archives). A file named like one of these must sniff as one of
 * the listed types. Office Open XML and OpenDocument files are zip containers; from the first
 * bytes file-type may only see the zip, so the container type is accepted for them too. Other
 * extensions (txt, csv, md, …) carry no rule: the sniffed type is recorded and served as is.
 */
export const EXTENSION_TYPES: Readonly<Record<string, readonly string[]>> = {
  png: ['image/png'],
  jpg: ['image/jpeg'],
  jpeg: ['image/jpeg'],
  gif: ['image/gif'],
  webp: ['image/webp'],
  bmp: ['image/bmp'],
  tif: ['image/tiff'],
  tiff: ['image/tiff'],
  avif: ['image/avif'],
  heic: ['image/heic', 'image/heif'],
  ico: ['image/x-icon', 'image/vnd.microsoft.icon'],
  pdf: ['application/pdf'],
  zip: ['application/zip'],
  docx: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', ...OOXML_ZIP],
  xlsx: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', ...OOXML_ZIP],
  pptx: ['application/vnd.openxmlformats-officedocument.presentationml.presentation', ...OOXML_ZIP],
  odt: ['application/vnd.oasis.opendocument.text', ...OOXML_ZIP],
  ods: ['application/vnd.oasis.opendocument.spreadsheet', ...OOXML_ZIP],
  odp: ['application/vnd.oasis.opendocument.presentation', ...OOXML_ZIP],
  doc: CFB,
  xls: CFB,
  ppt: CFB,
};

/** The lower-case extension of a (base) name, or '' when it has none. */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot <= 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

/** True when the name's extension carries a rule and the sniffed type breaks it. */
export function typeMismatch(fileName: string, sniffedType: string): boolean {
  const allowed = EXTENSION_TYPES[extensionOf(fileName)];
  return allowed !== undefined && !allowed.includes(sniffedType);
}

/**
 * Streaming text check: valid UTF-8 without NUL bytes reads as text; anything else is binary.
 * Chunks may split a multi-byte character (the decoder keeps the tail between chunks).
 */
export class TextCheck {
  private readonly decoder = new TextDecoder('utf-8', { fatal: true });
  private text = true;

  push(chunk: Uint8Array): void {
    if (!this.text) return;
    if (chunk.includes(0)) {
      this.text = false;
      return;
    }
    try {
      this.decoder.decode(chunk, { stream: true });
    } catch {
      this.text = false;
    }
  }

  /** The verdict; `complete` false when only a head was seen (a cut character at its end is fine). */
  result(complete = true): boolean {
    if (this.text && complete) {
      try {
        this.decoder.decode();
      } catch {
        this.text = false;
      }
    }
    return this.text;
  }
}

export function looksLikeText(bytes: Uint8Array, complete = true): boolean {
  const check = new TextCheck();
  check.push(bytes);
  return check.result(complete);
}

/**
 * The type of the bytes: file-type's magic numbers first; else text/plain for text, else
 * application/octet-stream. `head` is the first SNIFF_BYTES (or all) of the file; `isText` lets the
 * worker pass its verdict over the whole file instead of the head's.
 */
export async function sniffType(head: Uint8Array, isText: boolean = looksLikeText(head)): Promise<string> {
  const found = await fileTypeFromBuffer(head);
  if (found) return found.mime;
  return isText ? TEXT_TYPE : BINARY_TYPE;
}

/** Image types sharp turns into a thumbnail. */
const THUMBNAIL_SOURCES = new Set([
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/tiff',
  'image/avif',
]);
export const canThumbnail = (contentType: string): boolean => THUMBNAIL_SOURCES.has(contentType);
