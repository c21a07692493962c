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
  type CadetEntryKind,
  type CadetRecordEntryInput,
  type CadetRequirement,
  type OFlightOutcome,
} from '@portal/contracts';
import { Select, TextInput } from '@portal/kit';
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
        <Select
          label="Kind"
          value={form.kind}
          options={CADET_ENTRY_KINDS.map((k) => ({ value: k, label: CADET_ENTRY_KIND_LABELS[k] }))}
          onChange={(v) => set('kind', v as CadetEntryKind)}
        />
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
          <Select
            label="Achievement"
            value={form.achievement}
            options={ACHIEVEMENT_OPTIONS}
            onChange={(v) => set('achievement', v)}
          />
          {form.kind === 'requirement' ? (
            <Select
              label="Requirement"
              value={form.requirement}
              options={CADET_REQUIREMENTS.map((r) => ({ value: r, label: CADET_REQUIREMENT_LABELS[r] }))}
              onChange={(v) => set('requirement', v as CadetRequirement)}
            />
          ) : (
            <Select
              label="Status"
              value={form.status}
              options={[
                { value: 'APR', label: 'Approved' },
                { value: 'PND', label: 'Pending approval' },
              ]}
              onChange={(v) => set('status', v as 'APR' | 'PND')}
            />
          )}
        </div>
      )}
      {form.kind === 'fitness' && (
        <div className="cr-form-row">
          <Select
            label="Result"
            value={form.passed}
            options={[
              { value: 'yes', label: 'Passed' },
              { value: 'no', label: 'Failed' },
            ]}
            onChange={(v) => set('passed', v as 'yes' | 'no')}
          />
          <TextInput label="Pacer" value={form.pacer} onChange={(v) => set('pacer', v)} />
          <TextInput label="Mile run (m:ss)" value={form.mileRun} onChange={(v) => set('mileRun', v)} />
          <TextInput label="Curl-ups" value={form.curlUps} onChange={(v) => set('curlUps', v)} />
          <TextInput label="Push-ups" value={form.pushUps} onChange={(v) => set('pushUps', v)} />
          <TextInput
            label="Sit and reach (in)"
            value={form.sitAndReach}
            onChange={(v) => set('sitAndReach', v)}
          />
        </div>
      )}
      {form.kind === 'oflight' && (
        <div className="cr-form-row">
          <Select
            label="Syllabus"
            value={form.syllabus}
            options={Array.from({ length: 10 }, (_, i) => ({
              value: String(i + 1),
              label: `${i + 1} (${i < 5 ? 'unit' : 'pilot'} flight)`,
            }))}
            onChange={(v) => set('syllabus', v)}
          />
          <Select
            label="Outcome"
            value={form.outcome}
            options={OFLIGHT_OUTCOMES.map((o) => ({ value: o, label: OUTCOME_LABELS[o] }))}
            onChange={(v) => set('outcome', v as OFlightOutcome)}
          />
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
