// Table tests of the drive's storage quotas (quota.ts): which quota an upload passes, the room
// left, the sizes and shares the drive shows, and the call's schema.
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ACCOUNT_QUOTA_BYTES,
  DEFAULT_MEMBER_QUOTA_BYTES,
  driveQuotaResponse,
  exceededQuota,
  formatStorageSize,
  roomLeft,
  usedPercent,
  type DriveQuota,
} from './quota.ts';

const usage = (memberUsed: number, memberQuota: number, accountUsed: number, accountQuota: number) =>
  ({
    member: { used: memberUsed, quota: memberQuota },
    account: { used: accountUsed, quota: accountQuota },
  }) satisfies DriveQuota;

describe('exceededQuota (an upload must fit under the member quota and the account quota)', () => {
  const rows: [string, DriveQuota, number, 'member' | 'account' | null][] = [
    ['an upload that fits both passes', usage(10, 100, 10, 1000), 50, null],
    ['exactly at the member quota is allowed', usage(60, 100, 60, 1000), 40, null],
    ['one byte past the member quota is refused by the member quota', usage(60, 100, 60, 1000), 41, 'member'],
    ['exactly at the account quota is allowed', usage(0, 100, 950, 1000), 50, null],
    ['past the account quota is refused by the account quota', usage(0, 100, 980, 1000), 21, 'account'],
    ['past both: the member quota is named first', usage(90, 100, 990, 1000), 20, 'member'],
    ['a member already past a lowered quota may add nothing', usage(150, 100, 150, 1000), 1, 'member'],
    ['an empty upload passes even when full', usage(100, 100, 1000, 1000), 0, null],
  ];
  it.each(rows)('%s', (_rule, current, incoming, expected) => {
    expect(exceededQuota(current, incoming)).toBe(expected);
  });
});

describe('roomLeft (the bytes an upload may still stream)', () => {
  const rows: [string, DriveQuota, number][] = [
    ['the smaller of the two rooms: the member', usage(30, 100, 0, 1000), 70],
    ['the smaller of the two rooms: the account', usage(0, 100, 960, 1000), 40],
    ['nothing when full', usage(100, 100, 100, 1000), 0],
    ['never negative past a lowered quota', usage(300, 100, 300, 1000), 0],
  ];
  it.each(rows)('%s', (_rule, current, expected) => {
    expect(roomLeft(current)).toBe(expected);
  });
});

describe('formatStorageSize and usedPercent (what the drive shows)', () => {
  it.each([
    [0, '0 bytes'],
    [1, '1 byte'],
    [1023, '1023 bytes'],
    [1024, '1 KiB'],
    [1536, '1.5 KiB'],
    [12.34 * 1024 * 1024, '12.3 MiB'],
    [DEFAULT_MEMBER_QUOTA_BYTES, '2 GiB'],
    [DEFAULT_ACCOUNT_QUOTA_BYTES, '50 GiB'],
  ])('%d bytes read %s', (bytes, text) => {
    expect(formatStorageSize(bytes)).toBe(text);
  });

  it.each([
    [0, 100, 0],
    [1, 3, 33.3],
    [100, 100, 100],
    [250, 100, 100],
  ])('%d of %d is %d%% (never past 100)', (used, quota, percent) => {
    expect(usedPercent({ used, quota })).toBe(percent);
  });
});

describe('driveQuotaResponse (GET /api/files/quota)', () => {
  it('is the member usage and the account usage, whole bytes, quotas above zero', () => {
    const answer = usage(5, DEFAULT_MEMBER_QUOTA_BYTES, 7, DEFAULT_ACCOUNT_QUOTA_BYTES);
    expect(driveQuotaResponse.parse(answer)).toEqual(answer);
    expect(driveQuotaResponse.safeParse(usage(-1, 100, 0, 100)).success).toBe(false);
    expect(driveQuotaResponse.safeParse(usage(0, 0, 0, 100)).success).toBe(false);
    expect(driveQuotaResponse.safeParse({ member: { used: 0, quota: 1 } }).success).toBe(false);
  });
});
