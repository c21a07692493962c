import { describe, expect, it } from 'vitest';
import { file } from '../testing/driveTesting.tsx';
import { mergeByID, validSelection } from './selection.ts';

const a = file('a0000000000000000000000000000001', 'a.png');
const b = file('a0000000000000000000000000000002', 'b.txt');

describe('platform §2 file picker selection', () => {
  it('merges by id without duplicates, keeping the order of first selection', () => {
    expect(mergeByID([a], [b, a, b]).map((f) => f.fileName)).toEqual(['a.png', 'b.txt']);
    expect(mergeByID([], [])).toEqual([]);
  });

  it('drops the files the filter refuses when the picker returns', () => {
    expect(validSelection([a, b], (f) => f.fileName.endsWith('.png'))).toEqual([a]);
    expect(validSelection([a, b])).toEqual([a, b]);
  });
});
