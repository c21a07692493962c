// "Add an entry": one form whose fields follow the kind (requirement, approval, fitness test,
// orientation flight, encampment, GES). A problem the form can see is named before the call; the
// server's 400 message is shown as it is.
import {
  CADET_ACHIEVEMENTS,
  CADET_ENTRY_KIND_LABELS,
  CADET_ENTRY_KINDS,
  CADET_REQUIREMENT_LABELS,
  CADET_REQUIREMENTS,
  LAST_AWARD_ID,
  OFLIGHT_OUTCOMES,
  type CadetRecordEntryInput,
  type OFlightOutcome,
} from '@portal/contracts';
import { Select, TextInput, type SelectOption } from '@portal/kit';
import { useId, useState } from 'react';
import { emptyEntryForm, entryFromForm, type EntryFormState } from './entryForm.ts';

const ACHIEVEMENT_OPTIONS = CADET_ACHIEVEMENTS.filter(
  (a) => a.CadetAchvID >= 1 && a.CadetAchvID <= LAST_AWARD_ID,
).map((a) => ({ value: String(a.CadetAchvID), label: `${a.CadetAchvID} ${a.AchvName}` }));
const OUTCOME_LABELS: Record<OFlightOutcome, string> = {
  FLOWN: 'Flown',
  CANCELLED: 'Cancelled',
  INCOMPLETE: 'Incomplete',
};
const KIND_OPTIONS = CADET_ENTRY_KINDS.map((k) => ({ value: k, label: CADET_ENTRY_KIND_LABELS[k] }));
const REQUIREMENT_OPTIONS = CADET_REQUIREMENTS.map((r) => ({ value: r, label: CADET_REQUIREMENT_LABELS[r] }));
const STATUS_OPTIONS = [
  { value: 'APR', label: 'Approved' },
  { value: 'PND', label: 'Pending approval' },
];
const RESULT_OPTIONS = [
  { value: 'yes', label: 'Passed' },
  { value: 'no', label: 'Failed' },
];
const SYLLABUS_OPTIONS = Array.from({ length: 10 }, (_, i) => ({
  value: String(i + 1),
  label: `${i + 1} (${i < 5 ? 'unit' : 'pilot'} flight)`,
}));
const OUTCOME_OPTIONS = OFLIGHT_OUTCOMES.map((o) => ({ value: o, label: OUTCOME_LABELS[o] }));

export interface EntryFormProps {
  /** The achievement the cadet works on (the form's first choice). */
  nextAchievement: number;
  onAdd(entry: CadetRecordEntryInput): Promise<void>;
}

export function EntryForm({ nextAchievement, onAdd }: EntryFormProps) {
  const initialAchievement = String(Math.min(Math.max(nextAchievement, 1), LAST_AWARD_ID));
  const [form, setForm] = useState<EntryFormState>(() => emptyEntryForm('requirement', initialAchievement));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const dateId = useId();
  const set = <K extends keyof EntryFormState>(key: K, value: EntryFormState[K]) =>
    setForm((f) => ({ ...f, [key]: value }));
  // every field but the date is a choice or a text, kept as the form's own value
  const select = <K extends keyof EntryFormState>(key: K, label: string, options: SelectOption[]) => (
    <Select
      label={label}
      value={form[key]}
      options={options}
      onChange={(v) => set(key, v as EntryFormState[K])}
    />
  );
  const text = (key: 'pacer' | 'mileRun' | 'curlUps' | 'pushUps' | 'sitAndReach', label: string) => (
    <TextInput label={label} value={form[key]} onChange={(v) => set(key, v)} />
  );

  const submit = () => {
    const made = entryFromForm(form);
    if ('error' in made) {
      setError(made.error);
      return;
    }
    setBusy(true);
    setError(null);
    onAdd(made.entry)
      .then(
        () => setForm((f) => ({ ...emptyEntryForm(f.kind, f.achievement), date: f.date })),
        (e: unknown) => setError(e instanceof Error ? e.message : String(e)),
      )
      .finally(() => setBusy(false));
  };

  return (
    <form
      className="cr-form"
      aria-label="Add an entry"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <h2>Add an entry</h2>
      <div className="cr-form-row">
        {select('kind', 'Kind', KIND_OPTIONS)}
        <div className="kit-field">
          <label className="kit-label" htmlFor={dateId}>
            Date
          </label>
          <input
            id={dateId}
            className="kit-input"
            type="date"
            value={form.date}
            onChange={(e) => set('date', e.target.value)}
          />
        </div>
      </div>
      {(form.kind === 'requirement' || form.kind === 'approval') && (
        <div className="cr-form-row">
          {select('achievement', 'Achievement', ACHIEVEMENT_OPTIONS)}
          {form.kind === 'requirement'
            ? select('requirement', 'Requirement', REQUIREMENT_OPTIONS)
            : select('status', 'Status', STATUS_OPTIONS)}
        </div>
      )}
      {form.kind === 'fitness' && (
        <div className="cr-form-row">
          {select('passed', 'Result', RESULT_OPTIONS)}
          {text('pacer', 'Pacer')}
          {text('mileRun', 'Mile run (m:ss)')}
          {text('curlUps', 'Curl-ups')}
          {text('pushUps', 'Push-ups')}
          {text('sitAndReach', 'Sit and reach (in)')}
        </div>
      )}
      {form.kind === 'oflight' && (
        <div className="cr-form-row">
          {select('syllabus', 'Syllabus', SYLLABUS_OPTIONS)}
          {select('outcome', 'Outcome', OUTCOME_OPTIONS)}
        </div>
      )}
      <div className="cr-form-row">
        <button type="submit" className="kit-button kit-button-primary" disabled={busy}>
          Add entry
        </button>
      </div>
      {error && (
        <p className="cr-error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
