// Table tests of the type rules (415 for "a type that does not match the name's extension
// for types where that matters") and of the stored name (names never become paths).
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { extensionOf, looksLikeText, sniffType, typeMismatch, canThumbnail } from './typeRules.ts';
import { partFileName, safeBaseName } from './fileName.ts';

describe('typeMismatch: extensions where the type matters', () => {
  it.each([
    ['photo.png', 'image/png', false],
    ['photo.PNG', 'image/png', false],
    ['photo.png', 'image/jpeg', true],
    ['photo.jpeg', 'image/jpeg', false],
    ['photo.jpg', 'text/plain', true],
    ['minutes.pdf', 'application/pdf', false],
    ['minutes.pdf', 'image/png', true],
    ['letter.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', false],
    ['letter.docx', 'application/zip', false], // a docx is a zip container; the head may show only that
    ['letter.docx', 'text/plain', true],
    ['budget.xls', 'application/x-cfb', false],
    ['budget.xls', 'application/pdf', true],
    ['archive.zip', 'application/zip', false],
    ['archive.zip', 'application/octet-stream', true],
    // no rule: whatever it is, it is recorded as sniffed
    ['notes.txt', 'image/png', false],
    ['data.csv', 'text/plain', false],
    ['README', 'application/octet-stream', false],
  ])('%s sniffed as %s → mismatch %s', (name, type, expected) => {
    expect(typeMismatch(name, type)).toBe(expected);
  });

  it('takes the last extension, lower-cased; a leading dot is no extension', () => {
    expect(extensionOf('a.tar.GZ')).toBe('gz');
    expect(extensionOf('.png')).toBe('');
    expect(extensionOf('noext')).toBe('');
  });
});

describe('sniffType', () => {
  it('finds real types by their bytes, text by UTF-8, else application/octet-stream', async () => {
    const png = await sharp({ create: { width: 1, height: 1, channels: 3, background: 'red' } })
      .png()
      .toBuffer();
    expect(await sniffType(png)).toBe('image/png');
    expect(await sniffType(Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n', 'latin1'))).toBe('application/pdf');
    expect(await sniffType(Buffer.from('plain words, ünïcödé ✓'))).toBe('text/plain');
    expect(await sniffType(Buffer.from([0xc3, 0x28, 0x41]))).toBe('application/octet-stream');
    expect(await sniffType(Buffer.from('a\u0000b'))).toBe('application/octet-stream');
  });

  it('a head that cuts a multi-byte character is still text; a whole file ending in one is not', () => {
    const cut = Buffer.from('é').subarray(0, 1);
    expect(looksLikeText(Buffer.concat([Buffer.from('abc'), cut]), false)).toBe(true);
    expect(looksLikeText(Buffer.concat([Buffer.from('abc'), cut]), true)).toBe(false);
  });

  it('thumbnails only images sharp reads', () => {
    expect(canThumbnail('image/png')).toBe(true);
    expect(canThumbnail('image/jpeg')).toBe(true);
    expect(canThumbnail('application/pdf')).toBe(false);
  });
});

describe('stored names: only the base name, never a path', () => {
  it.each([
    ['../../etc/passwd', 'passwd'],
    ['a/b.txt', 'b.txt'],
    ['..\\..\\win.ini', 'win.ini'],
    ['nu\u0000l.txt', 'nul.txt'],
    ['  spaced.txt  ', 'spaced.txt'],
    ['dir/', null],
    ['..', null],
    ['.', null],
    ['', null],
  ])('%j → %j', (raw, expected) => {
    expect(safeBaseName(raw)).toBe(expected);
  });

  it("reads 'file-{name}' part names; other parts are not files; an empty name falls back to the part's filename", () => {
    expect(partFileName('file-report.pdf', 'x')).toBe('report.pdf');
    expect(partFileName('file-', 'from-filename.txt')).toBe('from-filename.txt');
    expect(partFileName('token', 'x')).toBeUndefined();
    expect(partFileName(undefined, 'x')).toBeUndefined();
    expect(partFileName('file-../', 'x')).toBeNull();
    expect(safeBaseName('x'.repeat(300))).toHaveLength(255);
  });
});
