/** Platform §2: embedded mode is on when the query string has an embed parameter. */
export function isEmbedded(search: string): boolean {
  return new URLSearchParams(search).has('embed');
}
