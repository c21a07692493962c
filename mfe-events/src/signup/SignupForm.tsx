// The sign-up form (events §4, §5): status (a new sign-up offers 'I will attend' / 'I will NOT
// attend'; an existing record all four to an attendance manager, and to the member themself only
// a member's choices, never 'No show': contracts attendanceStatusesOffered), part-time arrival and departure with the bar,
// planToUseCAPTransportation only when the event provides transportation, custom field values and
// comments. Submit: POST for a new sign-up, PUT for the member's own record; the server's message
// on failure.
import {
  attendanceStatusesOffered,
  ATTENDANCE_STATUS_LABELS,
  EVENT_MESSAGES,
  type AttendanceRecord,
  type AttendanceStatus,
  type Event,
  type MemberReference,
} from '@portal/contracts';
import { Checkbox, isApiError, Select, type ApiClient } from '@portal/kit';
import { useId, useState, type FormEvent } from 'react';
import { withAccountZone } from '../timeZone/accountZone.tsx';
import { CustomFieldInputs } from './CustomFieldInputs.tsx';
import { ShiftFieldset } from './ShiftFieldset.tsx';
import { modifyAttendance, signUp } from './signupCalls.ts';
import { signupBody, startingDraft, type SignupDraft } from './signupRules.ts';

function statusLabel(status: AttendanceStatus, existing: boolean): string {
  const labels: Partial<Record<AttendanceStatus, string>> = existing
    ? ATTENDANCE_STATUS_LABELS.existing
    : ATTENDANCE_STATUS_LABELS.newSignUp;
  return labels[status] ?? status;
}

interface SignupFormProps {
  event: Event;
  member: MemberReference;
  record: AttendanceRecord | null;
  /** §5 custom fields: attendance managers see and edit all. */
  managesAttendance: boolean;
  client: ApiClient;
  onSaved(): Promise<void> | void;
}

function SignupFields(props: SignupFormProps) {
  const { event, record } = props;
  const existing = record !== null;
  const [draft, setDraft] = useState<SignupDraft>(() => startingDraft(event, record));
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const commentsId = useId();
  const change = (fields: Partial<SignupDraft>) => setDraft((d) => ({ ...d, ...fields }));
  const offered = attendanceStatusesOffered(existing, props.managesAttendance);
  // a status only a manager sets (their 'No show') is not offered: it stays unless another is chosen
  const keptStatus = record !== null && !offered.includes(record.status) ? record.status : null;

  async function submit(e: FormEvent) {
    e.preventDefault();
    setSaving(true);
    setError(null);
    const body = signupBody(event, props.member, draft, props.managesAttendance);
    try {
      if (existing) await modifyAttendance(event.id, body, props.client);
      else await signUp(event.id, body, props.client);
      await props.onSaved();
    } catch (err) {
      setError(isApiError(err) ? err.message : String(err));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form className="signup-form" onSubmit={(e) => void submit(e)} aria-label="Sign-up form">
      <Select
        label="Status"
        value={offered.includes(draft.status) ? draft.status : ''}
        {...(keptStatus ? { placeholder: 'Keep the current status' } : {})}
        options={offered.map((s) => ({
          value: s,
          label: statusLabel(s, existing),
        }))}
        onChange={(v) => change({ status: (v === '' ? keptStatus : v) as AttendanceStatus })}
      />
      {event.signUpPartTime && (
        <ShiftFieldset
          className="signup-shift"
          shift={draft.shift}
          event={event}
          onChange={(shift) => change({ shift })}
        />
      )}
      {event.transportationProvided && (
        <Checkbox
          label="I plan to use CAP transportation"
          checked={draft.planToUseCAPTransportation}
          onChange={(planToUseCAPTransportation) => change({ planToUseCAPTransportation })}
        />
      )}
      <CustomFieldInputs
        fields={event.customAttendanceFields}
        values={draft.customAttendanceFieldValues}
        manager={props.managesAttendance}
        onChange={(customAttendanceFieldValues) => change({ customAttendanceFieldValues })}
      />
      <div className="evt-field">
        <label htmlFor={commentsId}>Sign-up comments</label>
        <textarea
          id={commentsId}
          className="kit-input"
          rows={3}
          value={draft.comments}
          onChange={(e) => change({ comments: e.target.value })}
        />
      </div>
      {error && (
        <p role="alert" className="signup-error">
          {error}
        </p>
      )}
      <button type="submit" className="kit-button" disabled={saving}>
        {saving ? EVENT_MESSAGES.saving : existing ? 'Update sign-up' : 'Sign up'}
      </button>
    </form>
  );
}

/** The form with its pickers in the account's zone (the registry's Website.Timezone). */
export const SignupForm = withAccountZone(SignupFields);
