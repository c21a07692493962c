// Pure rules of the reminder jobs: when they fire, which window a sign-up is in,
// and ids BullMQ 6 accepts (no ':') that tell different records apart.
import { describe, expect, it } from 'vitest';
import {
  digestWindow,
  DIGEST_GRACE_MS,
  memberReminderJobId,
  reminderDelay,
  signupDigestJobId,
} from './reminderJobs.ts';

const HOUR = 3_600_000;
const NOW = Date.UTC(2026, 10, 23, 12, 0, 0);

describe('reminderDelay: 24 hours before the meet; a late sign-up at once if > 2 h away', () => {
  it.each([
    ['a week ahead: 24 h before the meet', NOW + 7 * 24 * HOUR, 6 * 24 * HOUR],
    ['exactly 24 h and 1 ms ahead', NOW + 24 * HOUR + 1, 1],
    ['20 h ahead (lead time passed): at once', NOW + 20 * HOUR, 0],
    ['2 h 1 min ahead: at once', NOW + 2 * HOUR + 60_000, 0],
    ['exactly 2 h ahead: none', NOW + 2 * HOUR, null],
    ['1 h ahead: none', NOW + HOUR, null],
    ['in the past: none', NOW - HOUR, null],
  ])('%s', (_, meet, expected) => {
    expect(reminderDelay(meet, NOW)).toBe(expected);
  });
});

describe('digestWindow: sign-ups of one 15-minute window share a digest fired after it closes', () => {
  const W = 15 * 60_000;
  const start = Math.floor(NOW / W) * W;
  it.each([
    ['the start of a window', start, start],
    ['the last ms of the window', start + W - 1, start],
    ['the next window', start + W, start + W],
  ])('%s', (_, at, windowStart) => {
    expect(digestWindow(at, at).windowStart).toBe(windowStart);
  });
  it('fires the grace time after the window closes, at once for a window long past', () => {
    expect(digestWindow(start + 60_000, start + 60_000).delay).toBe(W - 60_000 + DIGEST_GRACE_MS);
    expect(digestWindow(start, start + 2 * W).delay).toBe(0);
  });
});

describe("job ids: no ':' (BullMQ 6), distinct per record and meet time", () => {
  const base = { accountID: 'md001', eventID: 42, meetDateTime: NOW };
  const nhq = memberReminderJobId({ ...base, member: { type: 'CAPNHQMember', id: 542488 } });
  const prospective = memberReminderJobId({
    ...base,
    member: { type: 'CAPProspectiveMember', id: 'md001:7 x' },
  });
  it('names account, event, member and meet time', () => {
    expect(nhq).toBe(`reminder-md001-42-CAPNHQMember-542488-${NOW}`);
  });
  it("encodes a ':' or blank in a part", () => {
    expect(prospective).toBe(`reminder-md001-42-CAPProspectiveMember-md001%3A7%20x-${NOW}`);
    expect(prospective).not.toContain(':');
  });
  it('a moved meet time is another id', () => {
    expect(
      memberReminderJobId({ ...base, meetDateTime: NOW + 1, member: { type: 'CAPNHQMember', id: 542488 } }),
    ).not.toBe(nhq);
  });
  it('a promotion from the waitlist is a job of its own', () => {
    const member = { type: 'CAPNHQMember', id: 542488 } as const;
    const promoted = { ...base, member, promoted: true as const };
    expect(memberReminderJobId(promoted)).toBe(`${nhq}-promoted`);
  });
  it('a digest per event and window', () => {
    expect(signupDigestJobId({ accountID: 'md001', eventID: 42, windowStart: NOW })).toBe(
      `signupdigest-md001-42-${NOW}`,
    );
  });
});
