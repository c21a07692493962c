// The custom-field values a writer may send with an attendance record (events §5).
import { describe, expect, it } from 'vitest';
import type { CustomAttendanceField, CustomAttendanceFieldValue } from '../entities.ts';
import { checkCustomFieldValues } from './rules.ts';

describe('§5 "editable only with allowMemberToModify; managers see and edit all": the values a writer may send', () => {
  const field = (title: string, display: boolean, modify: boolean): CustomAttendanceField => ({
    type: 'TEXT',
    title,
    preFill: `pre ${title}`,
    displayToMember: display,
    allowMemberToModify: modify,
  });
  const qual: CustomAttendanceField = {
    type: 'QUAL',
    title: 'OPS Qual',
    preFill: '',
    displayToMember: true,
    allowMemberToModify: false,
  };
  const file: CustomAttendanceField = {
    type: 'FILE',
    title: 'Medical form',
    preFill: [],
    displayToMember: true,
    allowMemberToModify: true,
  };
  const age: CustomAttendanceField = {
    type: 'NUMBER',
    title: 'Age',
    preFill: 0,
    displayToMember: true,
    allowMemberToModify: false,
  };
  const fields = [field('Shirt', true, true), field('Staff', false, true), qual, file, age];
  const t = (title: string, value: string): CustomAttendanceFieldValue => ({ type: 'TEXT', title, value });
  const q = (value: string): CustomAttendanceFieldValue => ({ type: 'QUAL', title: 'OPS Qual', value });
  const FILE_ID = '0123456789abcdef0123456789abcdef';
  const stored = [q('Scanner')];

  it.each([
    ['a member changes a field they may modify', [t('Shirt', 'L')], false, null],
    ['a member echoes the stored manager-only value', [q('Scanner')], false, null],
    ["a member echoes a hidden field's preFill", [t('Staff', 'pre Staff')], false, null],
    [
      'a member attaches files to a file field',
      [{ type: 'FILE', title: 'Medical form', value: [FILE_ID] }],
      false,
      null,
    ],
    [
      'a member sends null for a manager-only number (ignored)',
      [{ type: 'NUMBER', title: 'Age', value: null }],
      false,
      null,
    ],
    ['a member changes the manager-only OPS Qual', [q('Mission Pilot')], false, 'notModifiable'],
    ['a member changes a hidden field', [t('Staff', 'forged')], false, 'notModifiable'],
    [
      'a member changes a manager-only number',
      [{ type: 'NUMBER', title: 'Age', value: 15 }],
      false,
      'notModifiable',
    ],
    ['a manager changes the OPS Qual', [q('Mission Pilot')], true, null],
    ['a manager changes a hidden field', [t('Staff', 'ok')], true, null],
    ['a title the event does not define', [t('Unknown', 'x')], true, 'notEventField'],
    [
      'a value of another type than its field',
      [{ type: 'CHECKBOX', title: 'Shirt', value: true }],
      true,
      'notEventField',
    ],
    ['one field twice', [t('Shirt', 'L'), t('Shirt', 'M')], true, 'notEventField'],
  ] as const)('%s: %s', (_name, sent, manager, refusal) => {
    const answer = checkCustomFieldValues(
      fields,
      sent as readonly CustomAttendanceFieldValue[],
      stored,
      manager,
    );
    expect(answer?.refusal ?? null).toBe(refusal);
  });

  it('names the refused field', () => {
    expect(checkCustomFieldValues(fields, [q('Mission Pilot')], stored, false)).toEqual({
      refusal: 'notModifiable',
      title: 'OPS Qual',
    });
  });
});
