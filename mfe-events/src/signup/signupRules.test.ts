import { describe, expect, it } from 'vitest';
import { testEvent, viewerData } from '../testing/testEvents.tsx';
import { customFieldAccess, ownRecord, signupBody, startingDraft } from './signupRules.ts';

const H = 3600000;
const event = testEvent();
const MEET = event.meetDateTime;
const PICKUP = event.pickupDateTime;
const member = { type: 'CAPNHQMember' as const, id: 510003 };

describe('the sign-up body (events §5, §7)', () => {
  it("'planToUseCAPTransportation is kept true only if the event provides transportation'", () => {
    const draft = { ...startingDraft(event, null), planToUseCAPTransportation: true };
    expect(signupBody(event, member, draft).planToUseCAPTransportation).toBe(false);
    const withVan = testEvent({ transportationProvided: true, transportationDescription: 'Van' });
    expect(signupBody(withVan, member, draft).planToUseCAPTransportation).toBe(true);
  });

  it.each([
    ['inside the event', [MEET + H, MEET + 2 * H], [MEET + H, MEET + 2 * H]],
    ['reversed: swapped', [MEET + 2 * H, MEET + H], [MEET + H, MEET + 2 * H]],
    ['outside the event: clamped to meet and pickup', [MEET - H, PICKUP + H], [MEET, PICKUP]],
  ])('part-time shift sent clamped and swapped: %s', (_name, [a, d], [ea, ed]) => {
    const partTime = testEvent({ signUpPartTime: true });
    const draft = { ...startingDraft(partTime, null), shift: { arrivalTime: a!, departureTime: d! } };
    expect(signupBody(partTime, member, draft).shiftTime).toEqual({ arrivalTime: ea, departureTime: ed });
  });

  it('§5 "editable only with allowMemberToModify; managers see and edit all": only editable fields\' values are sent', () => {
    const withFields = testEvent({
      customAttendanceFields: [
        { type: 'TEXT', title: 'Shirt', preFill: 'M', displayToMember: true, allowMemberToModify: true },
        { type: 'QUAL', title: 'OPS Qual', preFill: '', displayToMember: true, allowMemberToModify: false },
        { type: 'TEXT', title: 'Staff', preFill: '', displayToMember: false, allowMemberToModify: true },
      ],
    });
    const draft = startingDraft(withFields, null);
    const titles = (manager: boolean) =>
      (signupBody(withFields, member, draft, manager).customAttendanceFieldValues ?? []).map((v) => v.title);
    expect(titles(false)).toEqual(['Shirt']);
    expect(titles(true)).toEqual(['Shirt', 'OPS Qual', 'Staff']);
  });

  it('a full-time event sends no shift (null: the whole event), whatever the draft holds', () => {
    const draft = {
      ...startingDraft(event, null),
      shift: { arrivalTime: MEET + H, departureTime: MEET + 2 * H },
    };
    expect(signupBody(event, member, draft).shiftTime).toBeNull();
  });

  it("§4 a new sign-up starts as 'I will attend' (COMMITTEDATTENDED) with the whole event as its shift", () => {
    const draft = startingDraft(testEvent({ signUpPartTime: true }), null);
    expect(draft.status).toBe('COMMITTEDATTENDED');
    expect(draft.shift).toEqual({ arrivalTime: MEET, departureTime: PICKUP });
  });
});

describe('custom field access and the own record', () => {
  it.each([
    [false, false, false, 'hidden'],
    [true, false, false, 'read'],
    [true, true, false, 'edit'],
    [false, true, false, 'hidden'],
    [false, false, true, 'edit'],
    [true, false, true, 'edit'],
  ] as const)(
    "displayToMember %s, allowMemberToModify %s, manager %s -> %s ('managers see and edit all')",
    (displayToMember, allowMemberToModify, manager, access) => {
      const field = { type: 'TEXT' as const, title: 'T', preFill: '', displayToMember, allowMemberToModify };
      expect(customFieldAccess(field, manager)).toBe(access);
    },
  );

  it('the own record is the attendee whose record.memberID is the session member (type and id)', () => {
    const record = (id: number | string, type: 'CAPNHQMember' | 'CAPProspectiveMember') => ({
      record: {
        timestamp: 1,
        memberID: { type, id } as typeof member,
        memberName: 'X',
        status: 'COMMITTEDATTENDED' as const,
        comments: String(id),
        shiftTime: null,
        planToUseCAPTransportation: false,
        canUsePhotos: false,
        customAttendanceFieldValues: [],
        summaryEmailSent: false,
        sourceAccountID: 'md001',
        sourceEventID: 42,
      },
      member: null,
      orgInformation: null,
    });
    const data = viewerData(event, {
      attendees: [record(510004, 'CAPNHQMember'), record(510003, 'CAPNHQMember')],
    });
    expect(ownRecord(data, member)?.comments).toBe('510003');
    expect(ownRecord(data, { type: 'CAPNHQMember', id: 510009 })).toBeNull();
    expect(ownRecord(data, null)).toBeNull();
  });
});
