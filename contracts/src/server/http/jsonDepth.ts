// How deep a JSON text nests, found before JSON.parse: JSON.stringify, zod and our own code walk a
// parsed body recursively, so a body of 100,000 nested arrays overflows the stack there (a 500 and
// a crash report). A loop over the characters, no recursion, stopping at the first level too many.

/**
 * The deepest nesting of arrays and objects a JSON body may have. The deepest call body of the
 * contracts nests 4 levels; 32 leaves room for any body a page builds.
 */
export const MAX_JSON_DEPTH = 32;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;

/**
 * Whether `text` opens more than `maxDepth` arrays or objects inside one another. Brackets inside
 * strings do not count (a backslash escapes the next character, so `\"` does not end a string).
 * Text that closes more than it opened is malformed: the scan stops and leaves it to JSON.parse.
 */
export function exceedsJsonDepth(text: string, maxDepth: number = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) {
      inString = true;
    } else if (c === OPEN_ARRAY || c === OPEN_OBJECT) {
      if (++depth > maxDepth) return true;
    } else if (c === CLOSE_ARRAY || c === CLOSE_OBJECT) {
      if (--depth < 0) return false;
    }
  }
  return false;
}
