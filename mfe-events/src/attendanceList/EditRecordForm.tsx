// A manager's edit of someone's record (§6 attendance management): the four §4 statuses of an
// existing record and the comments. Sends PUT /api/events/{id}/attendance with that member's id
// and only the fields changed; the server's message shows beside the form on failure.
import {
  ALL_ATTENDANCE_STATUSES,
  ATTENDANCE_STATUS_LABELS,
  type AttendanceRecord,
  type AttendanceStatus,
} from '@portal/contracts';
import { isApiError, Select, type ApiClient } from '@portal/kit';
import { useId, useState, type FormEvent } from 'react';
import { modifyAttendance } from './attendanceListCalls.ts';

export function EditRecordForm({
  eventID,
  record,
  client,
  onSaved,
  onCancel,
}: {
  eventID: number;
  record: AttendanceRecord;
  client: ApiClient;
  onSaved(record: AttendanceRecord): void;
  onCancel(): void;
}) {
  const [status, setStatus] = useState<AttendanceStatus>(record.status);
  const [comments, setComments] = useState(record.comments);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const commentsId = useId();

  async function submit(e: FormEvent) {
    e.preventDefault();
    setSaving(true);
    setError(null);
    try {
      const body = {
        memberID: record.memberID,
        ...(status !== record.status ? { status } : {}),
        ...(comments !== record.comments ? { comments } : {}),
      };
      onSaved(await modifyAttendance(eventID, body, client));
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
        value={status}
        options={ALL_ATTENDANCE_STATUSES.map((s) => ({
          value: s,
          label: ATTENDANCE_STATUS_LABELS.existing[s],
        }))}
        onChange={(v) => setStatus(v as AttendanceStatus)}
      />
      <label htmlFor={commentsId}>Comments</label>
      <textarea id={commentsId} value={comments} rows={3} onChange={(e) => setComments(e.target.value)} />
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
