import { describe, expect, it } from 'vitest';
import { presetFor } from '../permissions/presets.ts';
import { fixtureMember } from '../testing/memberFixture.ts';
import { isScanAddSessionFor, scanAddRequest } from './scanAdd.ts';

const member = fixtureMember(510001, 'Alex', 'Administrator', {
  memberRank: 'Maj',
  orgid: 1,
  permissions: presetFor('Admin', 'CAPSQUADRON'),
});

describe('events §7 "Scan mode POST /member/session/scanadd {eventID}"', () => {
  it.each([
    [{ eventID: 42 }, true],
    [{ eventID: 42, token: 'csrf' }, true],
    [{ eventID: 0 }, false],
    [{ eventID: -3 }, false],
    [{ eventID: 4.5 }, false],
    [{ eventID: '42' }, false],
    [{}, false],
  ])('the request %j is accepted: %s', (body, ok) => {
    expect(scanAddRequest.safeParse(body).success).toBe(ok);
  });

  it('a missing event gives a clear message', () => {
    const r = scanAddRequest.safeParse({});
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe('An event is required for scan mode');
  });

  const session = (type: 'Regular' | 'ScanAdd', scanAddEventID?: number) => ({
    id: 'key',
    type,
    expires: 0,
    ...(scanAddEventID === undefined ? {} : { scanAddEventID }),
  });

  it.each([
    ['a ScanAdd session of its own event', session('ScanAdd', 42), member, 42, true],
    ['a ScanAdd session of another event', session('ScanAdd', 43), member, 42, false],
    ['a ScanAdd session without an event', session('ScanAdd'), member, 42, false],
    ['a ScanAdd session without a member', session('ScanAdd', 42), null, 42, false],
    ['a Regular session (signed in the ordinary way instead)', session('Regular'), member, 42, false],
    ['no session', null, null, 42, false],
  ] as const)(
    '"Only Regular (and ScanAdd for scan-add calls) counts as signed in": %s -> %s',
    (_what, s, m, eventID, expected) => {
      expect(isScanAddSessionFor({ session: s, member: m }, eventID)).toBe(expected);
    },
  );
});
