import { describe, expect, it } from 'vitest';
import { filePercents, pendingListDisplay, planFolderUpload, uploadPercent } from './uploadHelpers.ts';

describe('platform §2 upload: the pending list shows at most three entries, then "..."', () => {
  it.each([
    [[], []],
    [['a'], ['a']],
    [
      ['a', 'b', 'c'],
      ['a', 'b', 'c'],
    ],
    [
      ['a', 'b', 'c', 'd'],
      ['a', 'b', 'c', '...'],
    ],
    [
      ['a', 'b', 'c', 'd', 'e'],
      ['a', 'b', 'c', '...'],
    ],
  ])('%j -> %j', (names, shown) => {
    expect(pendingListDisplay(names)).toEqual(shown);
  });
});

describe('upload progress in whole percents', () => {
  it('rounds, clamps to 0..100, and is 0 while the total is unknown', () => {
    expect(uploadPercent(0, 100)).toBe(0);
    expect(uploadPercent(333, 1000)).toBe(33);
    expect(uploadPercent(50, 0)).toBe(0);
    expect(uploadPercent(120, 100)).toBe(100);
  });

  it('per file: the files of one request fill in turn', () => {
    expect(filePercents([100, 100], 0, 200)).toEqual([0, 0]);
    expect(filePercents([100, 100], 50, 200)).toEqual([50, 0]);
    expect(filePercents([100, 100], 150, 200)).toEqual([100, 50]);
    expect(filePercents([100, 100, 0], 200, 200)).toEqual([100, 100, 100]);
  });
});

describe('folder upload plan: folders first, parents before children', () => {
  it('creates each folder once and groups files by folder', () => {
    const f = (path: string) => ({ name: path.split('/').pop()!, webkitRelativePath: path });
    const plan = planFolderUpload([f('trip/b/deep.txt'), f('trip/a.png'), f('trip/b/c.png')]);
    expect(plan.folders).toEqual(['trip', 'trip/b']);
    expect(plan.files.get('trip')!.map((x) => x.name)).toEqual(['a.png']);
    expect(plan.files.get('trip/b')!.map((x) => x.name)).toEqual(['deep.txt', 'c.png']);
  });

  it('a plain selection goes into the current folder', () => {
    const plan = planFolderUpload([{ name: 'x.txt', webkitRelativePath: '' }]);
    expect(plan.folders).toEqual([]);
    expect(plan.files.get('')!.map((x) => x.name)).toEqual(['x.txt']);
  });
});
