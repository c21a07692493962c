import { describe, expect, it } from 'vitest';
import { parseBody } from '../validation/parseBody.ts';
import {
  applyQualRule,
  AttendanceRecord,
  AuditItem,
  blankPointOfContact,
  CUSTOM_FIELD_TYPE_LABELS,
  CustomAttendanceField,
  type CustomAttendanceFieldType,
  emptyCheckboxGroup,
  Event,
  EventContent,
  hasChoice,
  internalPointOfContactFor,
  LinkResult,
  newCustomAttendanceField,
  newEventContent,
  PointOfContact,
  ViewerData,
} from './entities.ts';
import { ACTIVITY_OPTIONS, LODGING_OPTIONS, MEALS_OPTIONS, REQUIRED_FORMS_OPTIONS } from './options.ts';

const NOW = Date.UTC(2026, 10, 23, 18, 0);
const AUTHOR = { type: 'CAPNHQMember', id: 510020 } as const;

const storedEvent = () => ({
  ...newEventContent(NOW),
  name: 'Weekly meeting',
  id: 7,
  accountID: 'md001',
  type: 'REGULAR',
  author: AUTHOR,
  debrief: [],
  targetAccountID: null,
  targetEventID: null,
});

describe('§3 Checkbox option lists (word for word)', () => {
  it.each<[string, readonly string[], string[]]>([
    [
      'Activity',
      ACTIVITY_OPTIONS,
      [
        'Squadron Meeting',
        'Classroom/Tour/Light',
        'Backcountry',
        'Flying',
        'Physically Rigorous',
        'Recurring Meeting',
      ],
    ],
    ['Meals', MEALS_OPTIONS, ['No meals provided', 'Meals provided', 'Bring own food', 'Bring money']],
    [
      'Lodging',
      LODGING_OPTIONS,
      ['Hotel or individual room', 'Open bay building', 'Large tent', 'Individual tent'],
    ],
  ])('%s', (_name, list, expected) => {
    expect([...list]).toEqual(expected);
  });

  it('Required forms: seven named forms', () => {
    expect(REQUIRED_FORMS_OPTIONS).toHaveLength(7);
  });
});

describe('§3 Event', () => {
  it('a new event: status Draft, desired participants 8 (§9), fee 0 (§9), is valid content', () => {
    const e = newEventContent(NOW);
    expect([e.status, e.desiredNumberOfParticipants, e.participationFee.feeAmount]).toEqual(['DRAFT', 8, 0]);
    expect(EventContent.safeParse(e).success).toBe(true);
  });

  it('a stored event with id, accountID, type, author, debrief and link fields parses', () => {
    expect(Event.safeParse(storedEvent()).success).toBe(true);
  });

  it.each<[string, Record<string, unknown>, string]>([
    [
      'status outside the §3 list',
      { status: 'POSTPONED' },
      "status must be an element of the enum 'EventStatus'",
    ],
    ['type outside REGULAR/LINKED', { type: 'COPIED' }, "type must be an element of the enum 'EventType'"],
    [
      'echelon event number outside 0..4',
      { groupEventNumber: { selection: 5, otherValueSelected: false, otherValue: '' } },
      "groupEventNumber.selection must be an element of the enum 'EchelonEventNumber'",
    ],
    ['times are milliseconds (numbers)', { meetDateTime: '2026-11-23' }, 'meetDateTime must be a number'],
    ['fileIDs are drive file ids', { fileIDs: ['../etc/passwd'] }, 'Invalid file ID'],
    ['author is a member reference', { author: undefined }, 'author is required'],
  ])('§5 generic messages name the field and enum: %s', (_rule, change, message) => {
    const r = parseBody(Event, { ...storedEvent(), ...change });
    expect(r.ok ? null : r.error.message).toBe(message);
  });

  it('§3 checkbox groups: "other" counts as a choice only with a text', () => {
    const g = emptyCheckboxGroup(ACTIVITY_OPTIONS);
    expect(hasChoice(g)).toBe(false);
    expect(hasChoice({ ...g, otherSelected: true, otherValue: ' ' })).toBe(false);
    expect(hasChoice({ ...g, otherSelected: true, otherValue: 'Ski trip' })).toBe(true);
    expect(hasChoice({ ...g, values: g.values.map((_, i) => i === 2) })).toBe(true);
  });
});

describe('§3 Point of contact', () => {
  it('a contact added by member number: empty position, all receive flags false, publicDisplay true', () => {
    const poc = internalPointOfContactFor(AUTHOR, 'a@example.com', '3015550100');
    expect(poc).toMatchObject({
      type: 'INTERNAL',
      memberReference: AUTHOR,
      position: '',
      publicDisplay: true,
      receiveEventUpdates: false,
      receiveRoster: false,
      receiveSignUpUpdates: false,
      receiveUpdates: false,
    });
    expect(PointOfContact.safeParse(poc).success).toBe(true);
  });

  it('§5 changing the contact type resets it to a blank record of that type', () => {
    expect(blankPointOfContact('EXTERNAL')).toEqual({
      type: 'EXTERNAL',
      name: '',
      email: '',
      phone: '',
      position: '',
      publicDisplay: true,
      receiveEventUpdates: false,
      receiveRoster: false,
      receiveSignUpUpdates: false,
      receiveUpdates: false,
    });
  });

  it.each<[string, unknown]>([
    ['internal without memberReference', { ...blankPointOfContact('EXTERNAL'), type: 'INTERNAL' }],
    ['external without name', { ...internalPointOfContactFor(AUTHOR), type: 'EXTERNAL' }],
  ])('rejects %s', (_name, poc) => {
    expect(PointOfContact.safeParse(poc).success).toBe(false);
  });
});

describe('§3 Custom attendance field', () => {
  it.each<[CustomAttendanceFieldType, string, unknown]>([
    ['TEXT', 'Text', ''],
    ['NUMBER', 'Number', 0],
    ['DATE', 'Date', NOW],
    ['CHECKBOX', 'Checkbox', false],
    ['FILE', 'File', []],
    ['QUAL', 'OPS Qual', ''],
  ])('prefill of %s (form label %s) is %j', (type, label, preFill) => {
    const field = newCustomAttendanceField(type, NOW);
    expect(field.preFill).toEqual(preFill);
    expect(CUSTOM_FIELD_TYPE_LABELS[type]).toBe(label);
    expect(CustomAttendanceField.safeParse({ ...field, title: 'x' }).success).toBe(true);
  });

  it('a qual field forces allowMemberToModify false and displayToMember true', () => {
    const q = applyQualRule({
      type: 'QUAL',
      title: 'GES',
      preFill: '',
      displayToMember: false,
      allowMemberToModify: true,
    } as const);
    expect([q.allowMemberToModify, q.displayToMember]).toEqual([false, true]);
    expect(newCustomAttendanceField('QUAL', NOW)).toMatchObject({
      allowMemberToModify: false,
      displayToMember: true,
    });
  });

  it('the preFill must have the type of its field', () => {
    const r = CustomAttendanceField.safeParse({
      ...newCustomAttendanceField('NUMBER', NOW),
      preFill: 'five',
    });
    expect(r.success).toBe(false);
  });
});

describe('§3 Attendance record, Audit item, Viewer data, Link result', () => {
  const record = {
    timestamp: NOW,
    memberID: AUTHOR,
    memberName: 'C/Amn Doe',
    status: 'COMMITTEDATTENDED',
    comments: '',
    shiftTime: null,
    planToUseCAPTransportation: false,
    canUsePhotos: true,
    customAttendanceFieldValues: [
      { type: 'FILE', title: 'Forms', value: [] },
      { type: 'NUMBER', title: 'Shirt size', value: null },
    ],
    summaryEmailSent: false,
    sourceAccountID: 'md001',
    sourceEventID: 7,
  };

  it('an attendance record parses; status uses the viewer words', () => {
    expect(AttendanceRecord.safeParse(record).success).toBe(true);
    const r = parseBody(AttendanceRecord, { ...record, status: 'CommittedAttended' });
    expect(r.ok ? null : r.error.message).toBe("status must be an element of the enum 'AttendanceStatus'");
  });

  it.each<[string, unknown, boolean]>([
    [
      'Add with objectData',
      { type: 'Add', timestamp: NOW, actor: AUTHOR, actorName: 'A', objectData: {} },
      true,
    ],
    [
      'Modify with per-field old and new',
      {
        type: 'Modify',
        timestamp: NOW,
        actor: AUTHOR,
        actorName: 'A',
        changes: { name: { oldValue: 'a', newValue: 'b' } },
      },
      true,
    ],
    [
      'Delete with objectData',
      { type: 'Delete', timestamp: NOW, actor: null, actorName: 'A', objectData: {} },
      true,
    ],
    ['Modify without changes', { type: 'Modify', timestamp: NOW, actor: AUTHOR, actorName: 'A' }, false],
  ])('audit item: %s', (_name, item, ok) => {
    expect(AuditItem.safeParse(item).success).toBe(ok);
  });

  it('viewer data with an attendee, linked events and no source', () => {
    const data = {
      event: storedEvent(),
      attendees: [{ record, member: null, orgInformation: null }],
      pointsOfContact: [],
      authorFullName: null,
      linkedEvents: [{ id: 3, accountID: 'md000', name: 'Weekly meeting', accountName: 'Maryland Wing' }],
      sourceAccountName: null,
    };
    expect(ViewerData.safeParse(data).success).toBe(true);
  });

  it.each<[unknown, boolean]>([
    [{ id: 3, accountID: 'md000' }, true],
    [{ message: 'Event already linked' }, true],
    [{ id: 3 }, false],
  ])('link result %j', (value, ok) => {
    expect(LinkResult.safeParse(value).success).toBe(ok);
  });
});
