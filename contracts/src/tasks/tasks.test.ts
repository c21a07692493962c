import { describe, expect, it } from 'vitest';
import type { MemberReference } from '../entities/memberReference.ts';
import { presetFor } from '../permissions/presets.ts';
import type { PermissionSet } from '../permissions/permissionSet.ts';
import { parseBody } from '../validation/parseBody.ts';
import {
  isOverdue,
  isCalendarDate,
  mayCreateTask,
  mayEditTask,
  mayRecordResult,
  mayViewTask,
  parseTaskID,
  taskRequest,
  taskResultRequest,
  taskStatus,
  TASK_MESSAGES,
  type TaskViewer,
} from './index.ts';

const ref = (id: number): MemberReference => ({ type: 'CAPNHQMember', id });
const viewer = (id: number, permissions: PermissionSet): TaskViewer => ({ ...ref(id), permissions });
const preset = (level: 'Member' | 'CadetStaff' | 'Manager' | 'Admin') => presetFor(level, 'CAPSQUADRON');

// staff (510003) tasked cadet (510004) and member 510021
const TASK = { tasker: ref(510003), results: [{ tasked: ref(510004) }, { tasked: ref(510021) }] };
const SUPER_USER = 510099;

describe('platform §6 "Task visible to the tasker, tasked members, or anyone with AssignTasks YES"', () => {
  const cases: [string, TaskViewer, boolean][] = [
    ['the tasker (staff)', viewer(510003, preset('CadetStaff')), true],
    ['the tasker who has since lost AssignTasks', viewer(510003, preset('Member')), true],
    ['a tasked member without AssignTasks (cadet)', viewer(510004, preset('Member')), true],
    ['another tasked member', viewer(510021, {}), true],
    ['admin (AssignTasks YES), neither tasker nor tasked', viewer(510001, preset('Admin')), true],
    ['manager (AssignTasks YES), neither tasker nor tasked', viewer(510002, preset('Manager')), true],
    ['AssignTasks YES alone', viewer(510030, { AssignTasks: 'YES' }), true],
    [
      'a member neither tasker nor tasked without AssignTasks (senior)',
      viewer(510005, preset('Member')),
      false,
    ],
    ['AssignTasks NO, not tasked', viewer(510030, { AssignTasks: 'NO', ManageTeam: 'FULL' }), false],
    [
      'a prospective member with the same id text',
      { type: 'CAPProspectiveMember', id: '510004', permissions: {} },
      false,
    ],
    ['an anonymous visitor', null, false],
    ['a super user without any permission', viewer(SUPER_USER, {}), true],
  ];
  it.each(cases)('%s -> %s', (_name, v, visible) => {
    expect(mayViewTask(v, TASK, [SUPER_USER])).toBe(visible);
  });
});

describe('who creates, edits and deletes a task, and who records a result (designed; README "Tasks")', () => {
  const cases: [string, TaskViewer, { create: boolean; edit: boolean; record: boolean }][] = [
    ['admin', viewer(510001, preset('Admin')), { create: true, edit: true, record: false }],
    ['manager', viewer(510002, preset('Manager')), { create: true, edit: true, record: false }],
    ['staff, the tasker', viewer(510003, preset('CadetStaff')), { create: true, edit: true, record: false }],
    [
      'the tasker without AssignTasks now',
      viewer(510003, preset('Member')),
      { create: false, edit: true, record: false },
    ],
    ['cadet, tasked', viewer(510004, preset('Member')), { create: false, edit: false, record: true }],
    ['senior, not tasked', viewer(510005, preset('Member')), { create: false, edit: false, record: false }],
    ['anonymous', null, { create: false, edit: false, record: false }],
    ['a super user', viewer(SUPER_USER, {}), { create: true, edit: true, record: false }],
  ];
  it.each(cases)('%s', (_name, v, allowed) => {
    expect({
      create: mayCreateTask(v, [SUPER_USER]),
      edit: mayEditTask(v, TASK, [SUPER_USER]),
      record: mayRecordResult(v, TASK),
    }).toEqual(allowed);
  });
});

describe('the derived status: open until every tasked member is done', () => {
  it.each([
    [[], 'OPEN'],
    [[{ done: false }], 'OPEN'],
    [[{ done: true }, { done: false }], 'OPEN'],
    [[{ done: true }, { done: true }], 'DONE'],
  ] as const)('%j -> %s', (results, status) => {
    expect(taskStatus(results)).toBe(status);
  });

  it('an open task is overdue after its due date, a done one never', () => {
    expect(isOverdue({ dueDate: '2026-03-01', status: 'OPEN' }, '2026-03-02')).toBe(true);
    expect(isOverdue({ dueDate: '2026-03-01', status: 'OPEN' }, '2026-03-01')).toBe(false);
    expect(isOverdue({ dueDate: '2026-03-01', status: 'DONE' }, '2026-04-01')).toBe(false);
    expect(isOverdue({ dueDate: null, status: 'OPEN' }, '2026-04-01')).toBe(false);
  });
});

describe('task payloads (§5-style messages)', () => {
  const good = {
    title: ' Inventory ',
    details: 'Count the supply room',
    dueDate: '2026-03-01',
    tasked: [ref(510004)],
  };

  it('a good request is trimmed; details and due date may be left out', () => {
    const parsed = parseBody(taskRequest, good);
    expect(parsed).toEqual({ ok: true, value: { ...good, title: 'Inventory' } });
    const minimal = parseBody(taskRequest, { title: 'x', tasked: [ref(1)] });
    expect(minimal).toEqual({
      ok: true,
      value: { title: 'x', details: '', dueDate: null, tasked: [ref(1)] },
    });
  });

  it.each([
    ['an empty title', { ...good, title: '  ' }, TASK_MESSAGES.titleEmpty],
    ['a title too long', { ...good, title: 'x'.repeat(201) }, TASK_MESSAGES.titleTooLong],
    ['no title', { ...good, title: undefined }, 'title is required'],
    ['a number as title', { ...good, title: 5 }, 'title must be a string'],
    ['no tasked member', { ...good, tasked: [] }, TASK_MESSAGES.noTasked],
    ['a member tasked twice', { ...good, tasked: [ref(1), ref(1)] }, TASK_MESSAGES.taskedTwice],
    [
      'too many tasked',
      { ...good, tasked: Array.from({ length: 101 }, (_, i) => ref(i + 1)) },
      TASK_MESSAGES.tooManyTasked,
    ],
    ['tasked not an array', { ...good, tasked: 'cadet' }, 'tasked must be an array'],
    [
      'a bad member reference',
      { ...good, tasked: [{ type: 'Nobody', id: 1 }] },
      'tasked[0].type did not match one of the required types',
    ],
    ['a due date that is no day', { ...good, dueDate: '2026-02-30' }, TASK_MESSAGES.dueDateInvalid],
    ['a due date in another format', { ...good, dueDate: '03/01/2026' }, TASK_MESSAGES.dueDateInvalid],
  ])('%s is refused with its message', (_name, body, message) => {
    const parsed = parseBody(taskRequest, body);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error).toMatchObject({ code: 'VALIDATION', message });
  });

  it('a result needs done as a boolean; comments are trimmed and limited', () => {
    expect(parseBody(taskResultRequest, { done: true })).toEqual({
      ok: true,
      value: { done: true, comments: '' },
    });
    expect(parseBody(taskResultRequest, { done: 'yes' })).toMatchObject({
      ok: false,
      error: { message: 'done must be a boolean' },
    });
    expect(parseBody(taskResultRequest, { done: false, comments: 'x'.repeat(2001) })).toMatchObject({
      ok: false,
      error: { message: TASK_MESSAGES.commentsTooLong },
    });
  });

  it('calendar dates and task ids', () => {
    expect(['2024-02-29', '2026-12-31'].every(isCalendarDate)).toBe(true);
    expect(['2026-02-29', '2026-13-01', '26-01-01', '2026-1-1', ''].some(isCalendarDate)).toBe(false);
    expect(parseTaskID('12')).toBe(12);
    expect(['0', '-1', 'abc', '1.5', '012', '99999999999999999'].map(parseTaskID)).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });
});
