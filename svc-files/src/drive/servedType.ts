// The Content-Type a download is served with. The stored type is the one the upload job sniffed
// from the bytes, but some real types are documents a browser runs script in when it opens them
// on our origin: HTML, XHTML, SVG and other XML (file-type reports any file starting '<?xml' as
// application/xml, an SVG among them), JavaScript. Those go out as text/plain: shown as text if
// ever opened, never run (beside attachment, nosniff and the sandbox CSP of downloadRoutes.ts).
const scriptableTypes = new Set([
  'text/html',
  'text/xml',
  'text/xsl',
  'text/javascript',
  'text/ecmascript',
  'application/xml',
  'application/xhtml+xml',
  'application/xslt+xml',
  'application/javascript',
  'application/ecmascript',
  'application/x-javascript',
  'image/svg+xml',
]);

export const INERT_TEXT_TYPE = 'text/plain';

const baseType = (contentType: string) => (contentType.split(';')[0] ?? '').trim().toLowerCase();

/** HTML, XML (any '+xml' too), SVG and script types, whatever their parameters or case. */
export function isScriptableType(contentType: string): boolean {
  const base = baseType(contentType);
  return scriptableTypes.has(base) || base.endsWith('+xml') || base.endsWith('/html');
}

export function servedContentType(storedType: string): string {
  if (!baseType(storedType)) return 'application/octet-stream';
  return isScriptableType(storedType) ? INERT_TEXT_TYPE : storedType;
}
