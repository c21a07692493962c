// A Content-Disposition that can never be broken by a file name ("a safe
// Content-Disposition"): always `attachment`, an ASCII fallback in quotes with nothing that could
// end the quoted string or the header, and the real name as RFC 6266 / RFC 8187 `filename*`
// (UTF-8, percent-encoded). Control characters (CR, LF: header injection) are dropped.

/** Lone surrogates cannot be encoded as UTF-8: they become U+FFFD. */
function wellFormed(text: string): string {
  return text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
}

/** RFC 8187 attr-char: ALPHA / DIGIT / "!#$&+-.^_`|~"; everything else is %XX of its UTF-8 bytes. */
function encodeExtValue(text: string): string {
  return encodeURIComponent(text).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

export function attachmentDisposition(fileName: string): string {
  const name =
    wellFormed(fileName)
      .replace(/[\u0000-\u001f\u007f]/g, '')
      .trim() || 'download';
  const fallback = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\%]/g, '_');
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeExtValue(name)}`;
}
