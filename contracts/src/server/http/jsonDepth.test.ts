// The nesting-depth scan every service runs on a JSON body before JSON.parse (jsonBody.ts): it
// counts brackets outside strings, so brackets inside strings and escaped quotes do not count.
import { describe, expect, it } from 'vitest';
import { API_ERRORS } from '../../errors/apiError.ts';
import { exceedsJsonDepth, MAX_JSON_DEPTH } from './jsonDepth.ts';

const arrays = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);
const objects = (levels: number) => '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);

const CASES: ReadonlyArray<[label: string, text: string, max: number, exceeds: boolean]> = [
  ['a flat object', '{"a":1,"b":"x"}', 1, false],
  ['a scalar', '42', 0, false],
  ['an empty string', '', 0, false],
  ['arrays exactly at the limit', arrays(32), 32, false],
  ['arrays one past the limit', arrays(33), 32, true],
  ['objects exactly at the limit', objects(32), 32, false],
  ['objects one past the limit', objects(33), 32, true],
  ['arrays and objects mixed past the limit', '[{"a":[{"b":[1]}]}]', 4, true],
  ['siblings do not add up', '[[1],[2],[3],[4],[5]]', 2, false],
  ['100,000 nested arrays', arrays(100_000), 32, true],
  ['brackets inside a string', `["${'['.repeat(100)}"]`, 1, false],
  ['braces inside a key', `{"${'{'.repeat(100)}":1}`, 1, false],
  ['an escaped quote keeps the string open', `["\\"${'['.repeat(100)}"]`, 1, false],
  ['an escaped backslash closes the string', `["\\\\",${arrays(3)}]`, 3, true],
  ['an escaped backslash then brackets at the limit', `["\\\\",${arrays(2)}]`, 3, false],
  ['a unicode escape of a quote is not a quote', `["\\u0022${'['.repeat(10)}"]`, 1, false],
  ['closing brackets first (malformed) stop the count', `]]]]${arrays(5)}`, 2, false],
];

describe('exceedsJsonDepth: arrays and objects nested past the limit, outside strings', () => {
  it.each(CASES)('%s', (_label, text, max, exceeds) => {
    expect(exceedsJsonDepth(text, max)).toBe(exceeds);
  });

  it('agrees with JSON.parse on what is nested how deep', () => {
    for (const levels of [2, 5, 31, 32, 33, 40]) {
      const text = JSON.stringify({ list: JSON.parse(arrays(levels - 1)) as unknown, s: '[[{"' });
      expect(exceedsJsonDepth(text, MAX_JSON_DEPTH)).toBe(levels > MAX_JSON_DEPTH);
    }
  });

  it("the catalogue's words name the limit the services apply", () => {
    expect(API_ERRORS.tooDeep.message).toContain(`${MAX_JSON_DEPTH} levels`);
  });
});
