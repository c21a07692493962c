import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleZip } from './sample.ts';

describe('the sample zip (job id = sha256 of the file)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('the same files give the same bytes whenever the zip is made (a double submit is the same job)', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-23T10:00:00Z'));
    const first = sampleZip();
    vi.setSystemTime(new Date('2026-11-23T10:00:07Z'));
    const second = sampleZip();
    expect(Buffer.from(second).equals(Buffer.from(first))).toBe(true);
  });
});
