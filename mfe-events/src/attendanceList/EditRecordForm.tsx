// A manager's edit of someone's record (§6 attendance management; §6 "FULL adds ... custom-field
// editing"): the four §4 statuses of an existing record, the part-time shift with its bar (§5),
// the plan to use CAP transportation when the event provides it, every custom field (§5 "managers
// see and edit all", files through the drive's file input) and the comments. Sends PUT
// /api/events/{id}/attendance with that member's id and only the fields changed
// (editRecordBody.ts); the server's message shows beside the form on failure.
import {
  ALL_ATTENDANCE_STATUSES,
  ATTENDANCE_STATUS_LABELS,
  type AttendanceRecord,
  type AttendanceStatus,
  type Event,
} from '@portal/contracts';
import { Checkbox, isApiError, Select, type ApiClient } from '@portal/kit';
import { useId, useState, type FormEvent } from 'react';
import { CustomFieldInputs } from '../signup/CustomFieldInputs.tsx';
import { ShiftFieldset } from '../signup/ShiftFieldset.tsx';
import { startingDraft, type SignupDraft } from '../signup/signupRules.ts';
import { modifyAttendance } from './attendanceListCalls.ts';
import { editRecordBody, editsShift } from './editRecordBody.ts';

export function EditRecordForm({
  event,
  record,
  zone,
  client,
  onSaved,
  onCancel,
}: {
  event: Event;
  record: AttendanceRecord;
  /** The account's zone the shift pickers read and write. */
  zone: string;
  client: ApiClient;
  onSaved(record: AttendanceRecord): void;
  onCancel(): void;
}) {
  const [draft, setDraft] = useState<SignupDraft>(() => startingDraft(event, record));
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const commentsId = useId();
  const change = (fields: Partial<SignupDraft>) => setDraft((d) => ({ ...d, ...fields }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    setSaving(true);
    setError(null);
    try {
      onSaved(await modifyAttendance(event.id, editRecordBody(event, record, draft), client));
    } catch (err) {
      setError(isApiError(err) ? err.message : String(err));
      setSaving(false);
    }
  }

  return (
    <form
      className="att-edit"
      aria-label={`Edit attendance of ${record.memberName}`}
      onSubmit={(e) => void submit(e)}
    >
      <strong className="att-name">{record.memberName}</strong>
      <Select
        label="Status"
        value={draft.status}
        options={ALL_ATTENDANCE_STATUSES.map((s) => ({
          value: s,
          label: ATTENDANCE_STATUS_LABELS.existing[s],
        }))}
        onChange={(v) => change({ status: v as AttendanceStatus })}
      />
      {editsShift(event, record) && (
        <ShiftFieldset
          className="att-shift"
          shift={draft.shift}
          event={event}
          zone={zone}
          onChange={(shift) => change({ shift })}
        />
      )}
      {event.transportationProvided && (
        <Checkbox
          label="Plans to use CAP transportation"
          checked={draft.planToUseCAPTransportation}
          onChange={(planToUseCAPTransportation) => change({ planToUseCAPTransportation })}
        />
      )}
      <CustomFieldInputs
        fields={event.customAttendanceFields}
        values={draft.customAttendanceFieldValues}
        manager
        onChange={(customAttendanceFieldValues) => change({ customAttendanceFieldValues })}
      />
      <label htmlFor={commentsId}>Comments</label>
      <textarea
        id={commentsId}
        className="kit-input"
        value={draft.comments}
        rows={3}
        onChange={(e) => change({ comments: e.target.value })}
      />
      <div className="att-actions">
        <button type="submit" disabled={saving}>
          {saving ? 'Saving...' : 'Save'}
        </button>
        <button type="button" onClick={onCancel} disabled={saving}>
          Cancel
        </button>
      </div>
      {error && (
        <p role="alert" className="att-error">
          {error}
        </p>
      )}
    </form>
  );
}
