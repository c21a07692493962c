// The editor's "Add an entry" form: its fields as text, and the entry they make (contracts
// CadetRecordEntryInput). The server checks everything again; this only turns the form into the
// call's body and names a missing field before the call is made. Pure (entryForm.test.ts).
import {
  CADET_ENTRY_MESSAGES,
  CadetRecordEntryInput,
  parseBody,
  type CadetEntryKind,
  type CadetRequirement,
  type OFlightOutcome,
} from '@portal/contracts';

export interface EntryFormState {
  kind: CadetEntryKind;
  date: string;
  achievement: string;
  requirement: CadetRequirement;
  status: 'PND' | 'APR';
  passed: 'yes' | 'no';
  pacer: string;
  mileRun: string;
  curlUps: string;
  pushUps: string;
  sitAndReach: string;
  syllabus: string;
  outcome: OFlightOutcome;
}

export function emptyEntryForm(kind: CadetEntryKind = 'requirement', achievement = ''): EntryFormState {
  return {
    kind,
    date: '',
    achievement,
    requirement: 'leadership',
    status: 'APR',
    passed: 'yes',
    pacer: '',
    mileRun: '',
    curlUps: '',
    pushUps: '',
    sitAndReach: '',
    syllabus: '1',
    outcome: 'FLOWN',
  };
}

const optional = (value: string) => (value.trim() === '' ? {} : { v: value.trim() });

/** The entry of the form, or the first problem (the contract's words). */
export function entryFromForm(form: EntryFormState): { entry: CadetRecordEntryInput } | { error: string } {
  if (form.date === '') return { error: CADET_ENTRY_MESSAGES.date };
  const date = form.date;
  let body: Record<string, unknown>;
  switch (form.kind) {
    case 'requirement':
      body = {
        kind: 'requirement',
        achievement: Number(form.achievement || NaN),
        requirement: form.requirement,
        date,
      };
      break;
    case 'approval':
      body = { kind: 'approval', achievement: Number(form.achievement || NaN), status: form.status, date };
      break;
    case 'fitness': {
      body = { kind: 'fitness', date, passed: form.passed === 'yes' };
      for (const field of ['pacer', 'mileRun', 'curlUps', 'pushUps', 'sitAndReach'] as const) {
        const value = optional(form[field]);
        if ('v' in value) body[field] = value.v;
      }
      break;
    }
    case 'oflight':
      body = { kind: 'oflight', syllabus: Number(form.syllabus), date, outcome: form.outcome };
      break;
    case 'encampment':
    case 'ges':
      body = { kind: form.kind, date };
      break;
  }
  const parsed = parseBody(CadetRecordEntryInput, body);
  return parsed.ok ? { entry: parsed.value } : { error: parsed.error.message };
}
