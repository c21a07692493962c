// The "Add an entry" form as the call's body (contracts CadetRecordEntryInput), and the contract's
// words for what is missing or malformed.
import { describe, expect, it } from 'vitest';
import { emptyEntryForm, entryFromForm, type EntryFormState } from './entryForm.ts';

const form = (fields: Partial<EntryFormState>): EntryFormState => ({ ...emptyEntryForm(), ...fields });

describe('entryFromForm', () => {
  it.each([
    [
      { kind: 'ges', date: '2026-11-01' },
      { kind: 'ges', date: '2026-11-01' },
    ],
    [
      { kind: 'encampment', date: '2026-07-20' },
      { kind: 'encampment', date: '2026-07-20' },
    ],
    [
      { kind: 'requirement', achievement: '3', requirement: 'drill', date: '2026-11-01' },
      { kind: 'requirement', achievement: 3, requirement: 'drill', date: '2026-11-01' },
    ],
    [
      { kind: 'approval', achievement: '3', status: 'PND', date: '2026-11-01' },
      { kind: 'approval', achievement: 3, status: 'PND', date: '2026-11-01' },
    ],
    [
      { kind: 'fitness', date: '2026-11-01', passed: 'no', pacer: ' 12 ', mileRun: '', sitAndReach: '9.5' },
      { kind: 'fitness', date: '2026-11-01', passed: false, pacer: '12', sitAndReach: '9.5' },
    ],
    [
      { kind: 'oflight', syllabus: '7', outcome: 'INCOMPLETE', date: '2026-11-01' },
      { kind: 'oflight', syllabus: 7, outcome: 'INCOMPLETE', date: '2026-11-01' },
    ],
  ] as const)('%j -> %j', (fields, entry) => {
    expect(entryFromForm(form(fields as Partial<EntryFormState>))).toEqual({ entry });
  });

  it.each([
    [{ kind: 'ges', date: '' }, 'date must be a day written YYYY-MM-DD'],
    [
      { kind: 'approval', achievement: '', date: '2026-11-01' },
      'achievement must be an achievement id from 1 to 21',
    ],
    [
      { kind: 'fitness', date: '2026-11-01', mileRun: '9.45' },
      'mileRun must be minutes and seconds, e.g. 9:45',
    ],
  ] as const)('%j -> %s', (fields, error) => {
    expect(entryFromForm(form(fields as Partial<EntryFormState>))).toEqual({ error });
  });
});
