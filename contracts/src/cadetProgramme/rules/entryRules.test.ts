// "a manager can also enter them": the entry schemas' messages, who may enter
// (PromotionManagement FULL or a super user), for whom (national cadets), and the entry rules.
import { describe, expect, it } from 'vitest';
import { presetFor } from '../../permissions/presets.ts';
import { parseBody } from '../../validation/parseBody.ts';
import {
  CadetRecordEntryInput,
  CADET_ENTRY_MESSAGES as M,
  type CadetRecordEntryInput as Input,
} from '../entries.ts';
import { NOW } from '../testRecords.ts';
import {
  cadetEntryProblem,
  cadetEntryTargetProblem,
  describeCadetEntry,
  mayEnterCadetRecords,
} from './entryRules.ts';

const nhq = (level: 'Member' | 'CadetStaff' | 'Manager' | 'Admin', id = 510001) => ({
  type: 'CAPNHQMember' as const,
  id,
  permissions: presetFor(level, 'CAPSQUADRON'),
});

describe('who may enter cadet records: PromotionManagement FULL (Admin preset) or a super user', () => {
  it.each([
    ['Admin preset', nhq('Admin'), [], true],
    ['Manager preset (no PromotionManagement)', nhq('Manager'), [], false],
    ['Cadet Staff preset', nhq('CadetStaff'), [], false],
    ['Member preset', nhq('Member'), [], false],
    ['Member preset who is a super user', nhq('Member', 542488), [542488], true],
    [
      'a Custom set with PromotionManagement FULL only',
      {
        ...nhq('Member'),
        permissions: { ...presetFor('Member', 'CAPSQUADRON'), PromotionManagement: 'FULL' },
      },
      [],
      true,
    ],
    [
      'a prospective member with the Admin preset',
      { ...nhq('Admin'), type: 'CAPProspectiveMember' as const, id: 'md001-1' },
      [],
      true,
    ],
    ['nobody signed in', null, [], false],
  ] as const)('%s -> %s', (_case, member, superUserIDs, may) => {
    expect(mayEnterCadetRecords({ member: member as never, superUserIDs })).toBe(may);
  });
});

describe('whose records: national cadets only', () => {
  it.each([
    [{ type: 'CAPNHQMember', seniorMember: false }, null],
    [{ type: 'CAPNHQMember', seniorMember: true }, 'Cadet records can be entered only for cadets'],
    [
      { type: 'CAPProspectiveMember', seniorMember: false },
      'Cadet records can be entered only for national members (with a CAPID)',
    ],
    [{ type: 'CAPProspectiveMember', seniorMember: true }, 'Cadet records can be entered only for cadets'],
  ] as const)('%j -> %s', (member, problem) => {
    expect(cadetEntryTargetProblem(member)).toBe(problem);
  });
});

const parse = (body: unknown) => parseBody(CadetRecordEntryInput, body);

describe('the entry schema: one clear message per mistake (400 VALIDATION)', () => {
  it.each([
    [{ kind: 'ges', date: '2026-11-01' }],
    [{ kind: 'encampment', date: '2026-07-20' }],
    [{ kind: 'requirement', achievement: 3, requirement: 'aerospace', date: '2026-11-01' }],
    [{ kind: 'approval', achievement: 21, status: 'APR', date: '2026-11-01' }],
    [{ kind: 'fitness', date: '2026-11-01', passed: false }],
    [
      {
        kind: 'fitness',
        date: '2026-11-01',
        passed: true,
        pacer: '32',
        mileRun: '9:45',
        curlUps: '20',
        pushUps: '12',
        sitAndReach: '10.5',
      },
    ],
    [{ kind: 'oflight', syllabus: 10, date: '2026-11-01', outcome: 'CANCELLED' }],
  ])('accepts %j', (body) => {
    const parsed = parse({ ...body, token: 'csrf' });
    expect(parsed).toEqual({ ok: true, value: body });
  });

  it.each([
    ['no kind', { date: '2026-11-01' }, M.kind],
    ['an unknown kind', { kind: 'award', date: '2026-11-01' }, M.kind],
    ['no date', { kind: 'ges' }, M.date],
    ['a US date', { kind: 'ges', date: '11/01/2026' }, M.date],
    ['a day that does not exist', { kind: 'ges', date: '2026-02-30' }, M.date],
    ['achievement 0', { kind: 'approval', achievement: 0, status: 'APR', date: '2026-11-01' }, M.achievement],
    [
      'achievement 22',
      { kind: 'approval', achievement: 22, status: 'APR', date: '2026-11-01' },
      M.achievement,
    ],
    [
      'achievement as text',
      { kind: 'approval', achievement: '3', status: 'APR', date: '2026-11-01' },
      M.achievement,
    ],
    ['status INC', { kind: 'approval', achievement: 3, status: 'INC', date: '2026-11-01' }, M.status],
    [
      'an unknown requirement',
      { kind: 'requirement', achievement: 3, requirement: 'swim', date: '2026-11-01' },
      M.requirement,
    ],
    ['passed missing', { kind: 'fitness', date: '2026-11-01' }, M.passed],
    [
      'a pacer score of words',
      { kind: 'fitness', date: '2026-11-01', passed: true, pacer: 'lots' },
      M.count('pacer'),
    ],
    [
      'a mile run in seconds',
      { kind: 'fitness', date: '2026-11-01', passed: true, mileRun: '585' },
      M.mileRun,
    ],
    [
      'sit and reach in cm',
      { kind: 'fitness', date: '2026-11-01', passed: true, sitAndReach: '25 cm' },
      M.sitAndReach,
    ],
    ['syllabus 11', { kind: 'oflight', syllabus: 11, date: '2026-11-01', outcome: 'FLOWN' }, M.syllabus],
    [
      'an unknown outcome',
      { kind: 'oflight', syllabus: 1, date: '2026-11-01', outcome: 'SCRUBBED' },
      M.outcome,
    ],
  ])('%s: %j -> %s', (_case, body, message) => {
    const parsed = parse(body);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error).toMatchObject({ code: 'VALIDATION', message });
  });
});

describe('the entry rules: not in the future, after 1900, a requirement the achievement asks for', () => {
  const today = '2026-11-23';
  it.each<[string, Input, string | null]>([
    ['today', { kind: 'ges', date: today }, null],
    ['tomorrow (a manager west of UTC may already be there)', { kind: 'ges', date: '2026-11-24' }, null],
    ['the day after tomorrow', { kind: 'ges', date: '2026-11-25' }, M.future],
    ['1900', { kind: 'encampment', date: '1900-12-31' }, M.tooOld],
    ['1901', { kind: 'encampment', date: '1901-01-01' }, null],
    [
      'Curry (1) asks for leadership',
      { kind: 'requirement', achievement: 1, requirement: 'leadership', date: today },
      null,
    ],
    [
      'Curry (1) has no aerospace',
      { kind: 'requirement', achievement: 1, requirement: 'aerospace', date: today },
      'Curry (1) does not ask for Aerospace',
    ],
    [
      'Wright Brothers (4) has no SDA',
      { kind: 'requirement', achievement: 4, requirement: 'staffService', date: today },
      'Wright Brothers (4) does not ask for SDA staff service',
    ],
    ['an approval of any award', { kind: 'approval', achievement: 21, status: 'PND', date: today }, null],
  ])('%s -> %s', (_case, entry, problem) => {
    expect(cadetEntryProblem(entry, NOW)).toBe(problem);
  });
});

describe('what the editor lists', () => {
  it.each<[Input, string]>([
    [
      { kind: 'requirement', achievement: 3, requirement: 'aerospace', date: '2026-11-01' },
      'Aerospace for Feik (3)',
    ],
    [{ kind: 'approval', achievement: 3, status: 'APR', date: '2026-11-01' }, 'Feik (3) approved'],
    [{ kind: 'approval', achievement: 3, status: 'PND', date: '2026-11-01' }, 'Feik (3) pending approval'],
    [{ kind: 'fitness', date: '2026-11-01', passed: false }, 'Fitness test failed'],
    [
      { kind: 'fitness', date: '2026-11-01', passed: true, pacer: '30', mileRun: '9:45' },
      'Fitness test passed: pacer 30, mile 9:45',
    ],
    [
      { kind: 'oflight', syllabus: 6, date: '2026-11-01', outcome: 'CANCELLED' },
      'Orientation flight syllabus 6 cancelled',
    ],
    [{ kind: 'encampment', date: '2026-11-01' }, 'Encampment completed'],
    [{ kind: 'ges', date: '2026-11-01' }, 'GES qualified'],
  ])('%j -> %s', (entry, text) => {
    expect(describeCadetEntry(entry)).toBe(text);
  });
});
