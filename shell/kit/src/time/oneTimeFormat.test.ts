// One way to show time: every front end (the shell, its kit, the remotes) shows moments as
// 'HH:MM on MM/DD/YYYY' in the account's zone through the kit's DateTimeText / useViewerTimes (or
// contracts' formatViewerDateTime), never with the browser's locale formats or its zone. This scan
// fails when a source file formats a date or time another way; the few files listed may, each for
// the reason given.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

/** Ways of turning a moment into text (or wall-clock numbers) with the browser's locale or zone. */
const OTHER_WAYS: readonly [string, RegExp][] = [
  ['toLocaleString', /\.toLocaleString\(/],
  ['toLocaleDateString', /\.toLocaleDateString\(/],
  ['toLocaleTimeString', /\.toLocaleTimeString\(/],
  ['Intl.DateTimeFormat', /Intl\.DateTimeFormat\b/],
  ['getHours', /\.getHours\(/],
  ['getMinutes', /\.getMinutes\(/],
];

/** Files that may, and why. Paths from the repository root. */
export const ALLOWED: Readonly<Record<string, string>> = {
  'shell/src/frame/eventCrumbs.ts': "a month's name in the calendar crumb ('July 2026'), no moment",
  'mfe-admin/src/forms/dateInputs.ts': 'the values of <input type="date"> and datetime-local, not text',
  'mfe-admin/src/members/absence.ts': "the Absent? widget's date on its own ('June 30, 2027'), no time",
};

const FRONT_ENDS = ['shell/src', 'shell/kit/src'];
for (const name of readdirSync(ROOT)) if (name.startsWith('mfe-')) FRONT_ENDS.push(`${name}/src`);

/** Source files a member's browser runs: tests and test helpers left out. */
function sources(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (name !== 'testing' && name !== 'node_modules') out.push(...sources(path));
    } else if (/\.tsx?$/.test(name) && !/\.(test|pact\.test)\.tsx?$/.test(name) && !name.endsWith('.d.ts')) {
      out.push(path);
    }
  }
  return out;
}

/** `file: way` for every other way of formatting time found in `files` (outside ALLOWED). */
export function otherTimeFormats(files: readonly { path: string; text: string }[]): string[] {
  const found: string[] = [];
  for (const { path, text } of files) {
    if (path in ALLOWED) continue;
    for (const [way, pattern] of OTHER_WAYS) if (pattern.test(text)) found.push(`${path}: ${way}`);
  }
  return found;
}

describe("one way to show time: 'HH:MM on MM/DD/YYYY' in the account's zone on every page", () => {
  it('the scan finds a page that shows a time with the browser locale', () => {
    const page = 'const when = (ms: number) => new Date(ms).toLocaleString();';
    const intl = "const f = new Intl.DateTimeFormat('en-US', { timeStyle: 'short' });";
    expect(
      otherTimeFormats([
        { path: 'mfe-x/src/a.tsx', text: page },
        { path: 'mfe-x/src/b.ts', text: intl },
        { path: 'mfe-x/src/c.ts', text: 'formatViewerDateTime(ms, zone)' },
      ]),
    ).toEqual(['mfe-x/src/a.tsx: toLocaleString', 'mfe-x/src/b.ts: Intl.DateTimeFormat']);
  });

  it('no front end formats a date or time another way (outside the files allowed, with reasons)', () => {
    const files = FRONT_ENDS.flatMap((dir) => sources(join(ROOT, dir))).map((path) => ({
      path: relative(ROOT, path),
      text: readFileSync(path, 'utf8'),
    }));
    expect(files.length).toBeGreaterThan(100);
    expect(otherTimeFormats(files)).toEqual([]);
  });

  it('every allowed file still exists and still needs its exception', () => {
    for (const path of Object.keys(ALLOWED)) {
      const text = readFileSync(join(ROOT, path), 'utf8');
      expect(
        OTHER_WAYS.some(([, pattern]) => pattern.test(text)),
        path,
      ).toBe(true);
    }
  });
});
