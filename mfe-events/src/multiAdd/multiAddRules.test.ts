import type { Member } from '@portal/contracts';
import { testMember } from '@portal/kit/testing';
import { describe, expect, it } from 'vitest';
import { parseMemberNumber, scannedMemberNumber } from './memberNumber.ts';
import {
  alreadyInAttendanceTitle,
  attendedKeys,
  filterMultiAddMembers,
  memberNumberRecord,
  multiAddComment,
  multiAddRecord,
  NO_MULTI_ADD_FILTERS,
} from './multiAddRules.ts';

function m(
  id: number,
  nameFirst: string,
  nameLast: string,
  memberRank: string,
  seniorMember: boolean,
): Member {
  return testMember(id, nameFirst, nameLast, { memberRank, seniorMember, orgid: 1 });
}

const basic = m(520001, 'Avery', 'Basic', 'C/AB', false);
const airman = m(520002, 'Casey', 'Cadet', 'C/A1C', false);
const colonel = m(520003, 'Cody', 'Colonel', 'C/Col', false);
const captain = m(510002, 'Morgan', 'Manager', 'Capt', true);
const general = m(510009, 'Gale', 'General', 'Gen', true);
const all = [basic, airman, colonel, captain, general];
const ids = (list: Member[]) => list.map((x) => x.id);

describe('events §5 bulk selection filters', () => {
  it.each([
    ['cadet', [airman.id]],
    ['CADET', [airman.id]],
    ['^c', [airman.id, colonel.id]],
    ['manager|general', [captain.id, general.id]],
    // "an invalid one passes everything"
    ['(unclosed', ids(all)],
    ['[', ids(all)],
    ['', ids(all)],
  ])(
    '"Name filter is a case-insensitive regular expression; an invalid one passes everything": %s',
    (pattern, expected) => {
      expect(ids(filterMultiAddMembers(all, { ...NO_MULTI_ADD_FILTERS, namePattern: pattern }))).toEqual(
        expected,
      );
    },
  );

  it.each([
    ['C/AB', 'C/A1C', [basic.id, airman.id]],
    ['c/a1c', '', [airman.id, colonel.id, captain.id, general.id]],
    ['', 'C/Col', [basic.id, airman.id, colonel.id]],
    ['Capt', 'Gen', [captain.id, general.id]],
    ['2nd Lt', 'Capt', [captain.id]],
    // "unknown rank text means no filtering"
    ['Admiral', '', ids(all)],
    ['Admiral', 'nonsense', ids(all)],
  ])(
    '"Rank filters use an ordered rank list from cadet airman basic to general; unknown rank text means no filtering": %s to %s',
    (rankFrom, rankTo, expected) => {
      expect(ids(filterMultiAddMembers(all, { ...NO_MULTI_ADD_FILTERS, rankFrom, rankTo }))).toEqual(
        expected,
      );
    },
  );

  it.each([
    ['CADETS', [basic.id, airman.id, colonel.id]],
    ['SENIORS', [captain.id, general.id]],
    ['ALL', ids(all)],
  ] as const)('"Member type filter: Cadets, Senior Members, All": %s', (memberType, expected) => {
    expect(ids(filterMultiAddMembers(all, { ...NO_MULTI_ADD_FILTERS, memberType }))).toEqual(expected);
  });

  it('"members already in attendance ... are greyed with the title \'This member is already in attendance\'"', () => {
    const attended = attendedKeys([{ memberID: { type: 'CAPNHQMember', id: 520002 } }]);
    expect(alreadyInAttendanceTitle(attended, airman)).toBe('This member is already in attendance');
    expect(alreadyInAttendanceTitle(attended, basic)).toBeUndefined();
    // a prospective member with the same digits is another member
    expect(
      alreadyInAttendanceTitle(attended, { type: 'CAPProspectiveMember', id: String(airman.id) }),
    ).toBeUndefined();
  });
});

describe('events §9 multi add defaults', () => {
  // 2026-11-23 01:30 UTC is still 11/22 in New York
  const lateEvening = Date.UTC(2026, 10, 23, 1, 30);

  it("\"comment 'Multi add by' the adding member's name 'on' the date\" (the date in the events' zone)", () => {
    expect(multiAddComment('Capt Morgan Manager', lateEvening)).toBe(
      'Multi add by Capt Morgan Manager on 11/22/2026',
    );
  });

  it("the comment's date is the account's (registry Website.Timezone), not always New York's", () => {
    // 2026-11-23 06:30 UTC: 01:30 on 11/23 in New York, still 22:30 on 11/22 in Los Angeles
    const night = Date.UTC(2026, 10, 23, 6, 30);
    expect(multiAddComment('Capt Morgan Manager', night)).toBe(
      'Multi add by Capt Morgan Manager on 11/23/2026',
    );
    expect(multiAddComment('Capt Morgan Manager', night, 'America/Los_Angeles')).toBe(
      'Multi add by Capt Morgan Manager on 11/22/2026',
    );
  });

  it('"canUsePhotos true; no transport; no shift time" (committed)', () => {
    expect(multiAddRecord(airman, 'Multi add by X on 11/22/2026')).toEqual({
      memberID: { type: 'CAPNHQMember', id: airman.id },
      comments: 'Multi add by X on 11/22/2026',
      status: 'COMMITTEDATTENDED',
      canUsePhotos: true,
      planToUseCAPTransportation: false,
      shiftTime: null,
      customAttendanceFieldValues: [],
    });
  });

  it('"A member number add uses the event\'s start and pickup as the shift."', () => {
    const record = memberNumberRecord(520002, { startDateTime: 1000, pickupDateTime: 9000 });
    expect(record.memberID).toEqual({ type: 'CAPNHQMember', id: 520002 });
    expect(record.shiftTime).toEqual({ arrivalTime: 1000, departureTime: 9000 });
  });
});

describe('events §5/§9 member numbers', () => {
  it.each([
    ['100000', 100000],
    ['999999', 999999],
    [' 520002 ', 520002],
  ])('"Manual add by member number: a number from 100000 to 999999": %s is accepted', (text, id) => {
    expect(parseMemberNumber(text)).toEqual({ ok: true, id });
  });

  it.each([['99999'], ['1000000'], ['abc'], [''], ['52000a'], ['1e5'], ['-100000'], ['123456.0']])(
    '"else \'Invalid CAP ID\'": %s',
    (text) => {
      expect(parseMemberNumber(text)).toEqual({ ok: false, message: 'Invalid CAP ID' });
    },
  );

  it.each([
    ['100000', null],
    ['100001', 100001],
    ['999999', 999999],
    ['1000000', null],
    ['5200x2', null],
  ])(
    '"the scanner accepts greater than 100000 up to 999999 and submits nothing otherwise": %s',
    (text, id) => {
      expect(scannedMemberNumber(text)).toBe(id);
    },
  );
});
