// RFC 9110 single byte ranges: what the download honours, ignores, or refuses (416).
import { describe, expect, it } from 'vitest';
import { parseRange, type RangeAnswer } from './range.ts';

describe('parseRange', () => {
  const rows: [string, string | undefined, number, RangeAnswer][] = [
    ['no header: the whole file', undefined, 100, { kind: 'full' }],
    ['first-last', 'bytes=0-9', 100, { kind: 'partial', start: 0, end: 9 }],
    ['open end runs to the last byte', 'bytes=90-', 100, { kind: 'partial', start: 90, end: 99 }],
    [
      'a last byte past the end is cut to the end',
      'bytes=95-500',
      100,
      { kind: 'partial', start: 95, end: 99 },
    ],
    ['suffix: the last n bytes', 'bytes=-10', 100, { kind: 'partial', start: 90, end: 99 }],
    [
      'a suffix longer than the file is the whole file as a range',
      'bytes=-500',
      100,
      { kind: 'partial', start: 0, end: 99 },
    ],
    ['spaces are tolerated', 'bytes = 1 - 2', 100, { kind: 'partial', start: 1, end: 2 }],
    ['a start at the size is unsatisfiable', 'bytes=100-', 100, { kind: 'unsatisfiable' }],
    ['a start past the size is unsatisfiable', 'bytes=200-300', 100, { kind: 'unsatisfiable' }],
    ['a zero suffix is unsatisfiable', 'bytes=-0', 100, { kind: 'unsatisfiable' }],
    ['any range of an empty file is unsatisfiable', 'bytes=0-', 0, { kind: 'unsatisfiable' }],
    ['a backwards range is ignored (whole file)', 'bytes=9-2', 100, { kind: 'full' }],
    ['several ranges are ignored (whole file)', 'bytes=0-1,5-6', 100, { kind: 'full' }],
    ['another unit is ignored', 'items=0-1', 100, { kind: 'full' }],
    ['garbage is ignored', 'bytes=abc', 100, { kind: 'full' }],
    ['a bare dash is ignored', 'bytes=-', 100, { kind: 'full' }],
  ];
  it.each(rows)('%s', (_rule, header, size, expected) => {
    expect(parseRange(header, size)).toEqual(expected);
  });
});
