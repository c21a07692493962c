// A file name can never break the Content-Disposition header (quotes, newlines, unicode).
import { describe, expect, it } from 'vitest';
import { attachmentDisposition } from './contentDisposition.ts';

describe('attachmentDisposition', () => {
  it('is always an attachment with a quoted fallback and the UTF-8 name', () => {
    expect(attachmentDisposition('report.pdf')).toBe(
      `attachment; filename="report.pdf"; filename*=UTF-8''report.pdf`,
    );
  });

  it('replaces quotes and backslashes in the fallback and percent-encodes them in filename*', () => {
    expect(attachmentDisposition('a"b\\c.txt')).toBe(
      `attachment; filename="a_b_c.txt"; filename*=UTF-8''a%22b%5Cc.txt`,
    );
  });

  it('drops CR and LF, so no header can be injected', () => {
    const value = attachmentDisposition('evil\r\nSet-Cookie: x=1.txt');
    expect(value).not.toMatch(/[\r\n]/);
    expect(value).toBe(
      `attachment; filename="evilSet-Cookie: x=1.txt"; filename*=UTF-8''evilSet-Cookie%3A%20x%3D1.txt`,
    );
  });

  it('gives unicode as UTF-8 percent-encoding and an ASCII fallback', () => {
    expect(attachmentDisposition('Übung ✈.txt')).toBe(
      `attachment; filename="_bung _.txt"; filename*=UTF-8''%C3%9Cbung%20%E2%9C%88.txt`,
    );
  });

  it("percent-encodes the characters RFC 8187 does not allow raw (' ( ) *)", () => {
    expect(attachmentDisposition("it's (1)*.txt")).toContain(`filename*=UTF-8''it%27s%20%281%29%2A.txt`);
  });

  it('survives a lone surrogate and an empty name', () => {
    expect(attachmentDisposition('\uD800x')).toContain(`filename*=UTF-8''%EF%BF%BDx`);
    expect(attachmentDisposition('\n')).toBe(`attachment; filename="download"; filename*=UTF-8''download`);
  });
});
