import { describe, expect, it } from 'vitest';
import type { Event, PointOfContact } from '../entities.ts';
import type { EventActor, EventPermissionTarget, EventPocLike } from './effectivePermission.ts';
import type { EventStatusValue } from './status.ts';
import {
  redactEventForViewer,
  redactPointOfContact,
  viewerRedaction,
  visibleDebriefs,
  type RedactableEvent,
  type RedactablePoc,
} from './viewerRules.ts';

const ctx = { superUserIds: [], now: Date.UTC(2026, 5, 1) };
const actor = (id: number, ManageEvent?: 'ADDDRAFTEVENTS' | 'FULL'): NonNullable<EventActor> => ({
  type: 'CAPNHQMember',
  id,
  permissions: ManageEvent ? { ManageEvent } : {},
  dutyPositions: [],
});
const flags = {
  receiveEventUpdates: true,
  receiveRoster: true,
  receiveSignUpUpdates: true,
  receiveUpdates: true,
};
const publicPoc = {
  type: 'EXTERNAL',
  name: 'Pub',
  email: 'pub@x.org',
  phone: '3015550100',
  publicDisplay: true,
  ...flags,
};
const privatePoc = {
  type: 'INTERNAL',
  memberReference: { type: 'CAPNHQMember' as const, id: 100050 },
  email: 'priv@x.org',
  phone: '3015550199',
  publicDisplay: false,
  ...flags,
};
const debriefs = [
  { debriefText: 'public', publicView: true, memberRef: { type: 'CAPNHQMember' as const, id: 100070 } },
  { debriefText: 'mine', publicView: false, memberRef: { type: 'CAPNHQMember' as const, id: 100001 } },
  {
    debriefText: 'other private',
    publicView: false,
    memberRef: { type: 'CAPNHQMember' as const, id: 100071 },
  },
];
const event = {
  author: { type: 'CAPNHQMember' as const, id: 100060 },
  memberComments: 'members only',
  administrationComments: 'admin',
  comments: 'public',
  pointsOfContact: [publicPoc, privatePoc],
  debrief: debriefs,
  attendance: [{ memberID: 1 }],
};

describe('§6 what each viewer may see of an event', () => {
  const rows: [string, EventActor, Record<string, boolean>][] = [
    [
      'anonymous: memberComments blank, author hidden, non-public POCs dropped, flags hidden, no attendance',
      null,
      {
        blankMemberComments: true,
        hideAuthor: true,
        dropNonPublicContacts: true,
        hideReceiveFlags: true,
        hideAttendance: true,
        showAllDebriefs: false,
        hideAdministrationComments: true,
      },
    ],
    [
      'member: sees memberComments, author and contact details; receive flags hidden',
      actor(100001),
      {
        blankMemberComments: false,
        hideAuthor: false,
        dropNonPublicContacts: false,
        hideReceiveFlags: true,
        hideAttendance: false,
        showAllDebriefs: false,
        hideAdministrationComments: true,
      },
    ],
    [
      'draft manager (non-FULL): receive flags still hidden ("all but full managers"), admin comments shown',
      actor(100001, 'ADDDRAFTEVENTS'),
      {
        blankMemberComments: false,
        hideReceiveFlags: true,
        showAllDebriefs: false,
        hideAdministrationComments: false,
      },
    ],
    [
      'full manager sees everything',
      actor(100001, 'FULL'),
      {
        blankMemberComments: false,
        hideAuthor: false,
        dropNonPublicContacts: false,
        hideReceiveFlags: false,
        hideAttendance: false,
        showAllDebriefs: true,
        hideAdministrationComments: false,
      },
    ],
    [
      'internal POC is FULL for the event: sees receive flags',
      actor(100050),
      { hideReceiveFlags: false, showAllDebriefs: true },
    ],
  ];
  it.each(rows)('%s', (_name, viewer, expected) => {
    expect(viewerRedaction(viewer, event, ctx)).toMatchObject(expected);
  });
});

describe('§6 applied to an event', () => {
  it('anonymous: memberComments blank, non-public contact dropped, public one keeps email and phone, flags false', () => {
    const out = redactEventForViewer(event, null, viewerRedaction(null, event, ctx));
    expect(out.memberComments).toBe('');
    expect(out.administrationComments).toBe('');
    expect(out.comments).toBe('public');
    expect(out.pointsOfContact).toEqual([
      {
        ...publicPoc,
        receiveEventUpdates: false,
        receiveRoster: false,
        receiveSignUpUpdates: false,
        receiveUpdates: false,
      },
    ]);
    expect(out.debrief).toEqual([]);
    expect(out.attendance).toEqual([]);
    expect(event.memberComments).toBe('members only'); // input untouched
  });
  it('member: both contacts with email and phone, flags false, public and own debriefs', () => {
    const viewer = actor(100001);
    const out = redactEventForViewer(event, viewer, viewerRedaction(viewer, event, ctx));
    expect(out.memberComments).toBe('members only');
    expect(out.pointsOfContact.map((p) => [p.email, p.phone, p.receiveRoster])).toEqual([
      ['pub@x.org', '3015550100', false],
      ['priv@x.org', '3015550199', false],
    ]);
    expect(out.debrief.map((d) => d.debriefText)).toEqual(['public', 'mine']);
    expect(out.attendance).toHaveLength(1);
  });
  it('full manager: everything as stored', () => {
    const viewer = actor(100001, 'FULL');
    expect(redactEventForViewer(event, viewer, viewerRedaction(viewer, event, ctx))).toEqual(event);
  });
  it('§6 "hide email and phone unless publicDisplay" when a non-public contact is kept', () => {
    const r = { ...viewerRedaction(null, event, ctx), dropNonPublicContacts: false };
    expect(redactPointOfContact(privatePoc, r)).toMatchObject({ email: '', phone: '', publicDisplay: false });
  });
  it('§6 debriefs hidden from others unless publicView or own, unless FULL', () => {
    const member = actor(100071);
    expect(
      visibleDebriefs(debriefs, member, viewerRedaction(member, event, ctx)).map((d) => d.debriefText),
    ).toEqual(['public', 'other private']);
  });
});

describe('the rules take the entity types of ../entities.ts as they are', () => {
  it('an Event fits the permission, status and redaction inputs (type check; fails at compile time)', () => {
    const fits = (e: Event): EventPermissionTarget & RedactableEvent & { status: EventStatusValue } => e;
    const pocFits = (p: PointOfContact): RedactablePoc & EventPocLike => p;
    expect(typeof fits).toBe('function');
    expect(typeof pocFits).toBe('function');
  });
});
