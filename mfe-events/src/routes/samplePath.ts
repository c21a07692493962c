/** A concrete path matching a route pattern: ':id' -> '1', a trailing '*' -> 'abc'. */
export function samplePath(pattern: string): string {
  return pattern.replace(/:[A-Za-z]+/g, '1').replace(/\/\*$/, '/abc');
}
