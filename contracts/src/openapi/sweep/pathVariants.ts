// Invalid path parameters: each `{param}` of a path template in turn replaced by
// junk (not a number, negative, huge, traversal, broken or odd percent-encoding, unicode, long),
// the others keeping a plausible value. Deterministic.
import { templateParams } from '../pathTemplate.ts';

export interface PathVariant {
  label: string;
  path: string;
  /** The parameter is free text (a folder name, a search term): the service may accept the junk. */
  acceptable: boolean;
}

/** Already percent-encoded, as it goes on the wire. */
export const PATH_JUNK: ReadonlyArray<[string, string]> = [
  ['not a number', 'abc'],
  ['negative', '-1'],
  ['zero-padded negative zero', '-0'],
  ['huge', '99999999999999999999999999'],
  ['2^53+1', '9007199254740993'],
  ['1e308', '1e308'],
  ['fraction', '1.5'],
  ['NaN', 'NaN'],
  ['hex', '0x10'],
  ['dot-dot', '..'],
  ['encoded traversal', '..%2F..%2Fetc%2Fpasswd'],
  ['NUL byte', 'a%00b'],
  ['broken percent-encoding', '%ZZ'],
  ['lone surrogate (invalid UTF-8)', '%ED%A0%80'],
  ['right-to-left override', '%E2%80%AEabc'],
  ['emoji', '%F0%9F%9B%A9%EF%B8%8F'],
  ['SQL-looking', "1'%20OR%20'1'%3D'1"],
  ['4 KB long', 'c'.repeat(4096)],
];

/**
 * Params that are free text, where any junk is a legal (if odd) value: a folder called '..' is just
 * a name, and the member search keeps an undecodable segment as literal text (its empty marker, a
 * bare '%', is not valid percent-encoding either).
 */
export const FREE_TEXT_PARAMS: ReadonlySet<string> = new Set([
  'discordID',
  'unitName',
  'lastName',
  'firstName',
  'dutyName',
  'includeAssts',
  'name',
]);

/** `values`: plausible values per param (default '1'), so the junk one is the only thing wrong. */
export function fillPath(template: string, values: Readonly<Record<string, string>> = {}): string {
  return template.replace(/\{([^}]+)\}/g, (_m, name: string) => values[name] ?? '1');
}

export function pathVariants(template: string, values: Readonly<Record<string, string>> = {}): PathVariant[] {
  const out: PathVariant[] = [];
  for (const param of templateParams(template)) {
    for (const [label, junk] of PATH_JUNK) {
      out.push({
        label: `path {${param}}: ${label}`,
        path: fillPath(template, { ...values, [param]: junk }),
        acceptable: FREE_TEXT_PARAMS.has(param),
      });
    }
  }
  return out;
}
