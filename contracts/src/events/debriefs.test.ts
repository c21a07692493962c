import { describe, expect, it } from 'vitest';
import type { EventActor } from './rules/effectivePermission.ts';
import { viewerRedaction } from './rules/viewerRules.ts';
import {
  addDebriefRequest,
  DEBRIEF_MESSAGES,
  freeDebriefTimestamp,
  mayAddDebrief,
  mayDeleteDebrief,
  parseDebriefTimestamp,
  visibleDebriefs,
} from './debriefs.ts';

const ctx = { superUserIds: [900001], now: Date.UTC(2026, 5, 1) };
const ref = (id: number) => ({ type: 'CAPNHQMember' as const, id });
const actor = (id: number, ManageEvent?: 'ADDDRAFTEVENTS' | 'FULL'): NonNullable<EventActor> => ({
  ...ref(id),
  permissions: ManageEvent ? { ManageEvent } : {},
  dutyPositions: [],
});
const event = {
  author: ref(100001),
  pointsOfContact: [],
  status: 'CONFIRMED' as const,
  pickupDateTime: ctx.now - 1,
};
const item = (id: number, publicView: boolean, timeSubmitted: number) => ({
  debriefText: `by ${id}`,
  publicView,
  memberName: `M ${id}`,
  memberRef: ref(id),
  timeSubmitted,
});
const items = [item(200001, true, 1), item(200002, false, 2), item(200003, false, 3)];

describe('§6 "Debrief items are hidden from others unless publicView or the viewer\'s own, unless the viewer has FULL"', () => {
  const cases: [string, EventActor, number[]][] = [
    ['anonymous: public items only', null, [1]],
    ['a member: public items and their own', actor(200002), [1, 2]],
    ['another member: public items only', actor(200009), [1]],
    ['the intermediate level (not FULL): public and own', actor(200003, 'ADDDRAFTEVENTS'), [1, 3]],
    ['FULL: all', actor(200009, 'FULL'), [1, 2, 3]],
    ['the event author (FULL for the event): all', actor(100001), [1, 2, 3]],
    ['a super user: all', actor(900001), [1, 2, 3]],
  ];
  it.each(cases)('%s', (_name, who, expected) => {
    const shown = visibleDebriefs(items, who, viewerRedaction(who, event, ctx));
    expect(shown.map((d) => d.timeSubmitted)).toEqual(expected);
  });
});

describe('§6 "debrief submission (allowed when the pickup time has passed or the event is cancelled)"', () => {
  const cases: [string, boolean, { pickupDateTime: number; status: 'CONFIRMED' | 'CANCELLED' }, boolean][] = [
    ['signed in, pickup passed', true, { pickupDateTime: ctx.now - 1, status: 'CONFIRMED' }, true],
    [
      'signed in, pickup exactly now (not passed)',
      true,
      { pickupDateTime: ctx.now, status: 'CONFIRMED' },
      false,
    ],
    ['signed in, pickup ahead', true, { pickupDateTime: ctx.now + 1, status: 'CONFIRMED' }, false],
    [
      'signed in, pickup ahead but cancelled',
      true,
      { pickupDateTime: ctx.now + 1, status: 'CANCELLED' },
      true,
    ],
    ['anonymous, pickup passed', false, { pickupDateTime: ctx.now - 1, status: 'CONFIRMED' }, false],
  ];
  it.each(cases)('%s', (_name, signedIn, e, expected) => {
    expect(mayAddDebrief(signedIn, e, ctx.now)).toBe(expected);
  });
});

describe('§6 "Any non-NONE level: ... all debrief items with delete"', () => {
  const cases: [string, ReturnType<typeof ref> | null, 'NONE' | 'ADDDRAFTEVENTS' | 'FULL', boolean][] = [
    ['anonymous', null, 'NONE', false],
    ['another member (NONE)', ref(200009), 'NONE', false],
    ["the item's own member (decision)", ref(200002), 'NONE', true],
    ['intermediate level', ref(200009), 'ADDDRAFTEVENTS', true],
    ['FULL', ref(200009), 'FULL', true],
  ];
  it.each(cases)('%s', (_name, viewer, level, expected) => {
    expect(mayDeleteDebrief(viewer, level, items[1]!)).toBe(expected);
  });
});

describe('addDebriefRequest', () => {
  it('§5 "Debrief: default visibility is managers only (publicView false)"', () => {
    expect(addDebriefRequest.parse({ debriefText: 'Went well' }).publicView).toBe(false);
  });
  it.each([[''], ['   '], [undefined]])(
    'refuses an empty text (%j) with the designed words',
    (debriefText) => {
      const result = addDebriefRequest.safeParse({ debriefText, publicView: true });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(DEBRIEF_MESSAGES.textRequired);
    },
  );
  it('refuses a non-boolean publicView', () => {
    expect(addDebriefRequest.safeParse({ debriefText: 'x', publicView: 'yes' }).success).toBe(false);
  });
});

describe('parseDebriefTimestamp and freeDebriefTimestamp', () => {
  it.each([
    ['1700000000000', 1700000000000],
    ['0', 0],
    ['-1', null],
    ['12a', null],
    ['1.5', null],
    ['', null],
    ['99999999999999999', null],
  ])('%j -> %j', (segment, expected) => {
    expect(parseDebriefTimestamp(segment)).toBe(expected);
  });
  it('gives the next unused millisecond so the delete path names one item', () => {
    expect(freeDebriefTimestamp(items, 4)).toBe(4);
    expect(freeDebriefTimestamp(items, 2)).toBe(4);
  });
});
