import { describe, expect, it } from 'vitest';
import { boundedMemo } from './boundedMemo.ts';

describe('boundedMemo', () => {
  it('computes each input once and answers repeats from the table, null results included', () => {
    const calls: string[] = [];
    const memo = boundedMemo((input) => {
      calls.push(input);
      return input === 'unknown' ? null : input.toUpperCase();
    }, 10);
    expect([memo('a'), memo('a'), memo('unknown'), memo('unknown')]).toEqual(['A', 'A', null, null]);
    expect(calls).toEqual(['a', 'unknown']);
  });

  it('is bounded: a full table starts over instead of growing with client-chosen inputs', () => {
    const calls: string[] = [];
    const memo = boundedMemo((input) => {
      calls.push(input);
      return input.length;
    }, 2);
    memo('a');
    memo('bb');
    memo('ccc'); // full: the table starts over with this one
    memo('a');
    expect(calls).toEqual(['a', 'bb', 'ccc', 'a']);
  });
});
