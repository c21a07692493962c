// Events §5 "Manual add by member number: a number from 100000 to 999999, else 'Invalid CAP ID'.
// The add button is disabled while invalid or saving and reads 'Adding...' while saving. A member
// already in attendance: 'Member is already in attendance'." §9: the shift is the event's start
// and pickup. §8: errors from the server on a member number add show its message.
import { ATTENDANCE_MESSAGES, memberKey, type AttendanceRecord, type Event } from '@portal/contracts';
import { TextInput, type ApiClient } from '@portal/kit';
import { OutcomeLine, useOutcome } from '../eventData/useOutcome.tsx';
import { useState, type FormEvent } from 'react';
import { addAttendance } from './attendanceCalls.ts';
import { parseMemberNumber } from './memberNumber.ts';
import { memberNumberRecord } from './multiAddRules.ts';

export function AddByNumber(props: {
  event: Event;
  attended: ReadonlySet<string>;
  client: ApiClient;
  onAdded(record: AttendanceRecord): void;
}) {
  const { event, attended, client } = props;
  const [text, setText] = useState('');
  const { busy: saving, outcome, setOutcome, run } = useOutcome();
  const parsed = parseMemberNumber(text);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!parsed.ok || saving) return;
    if (attended.has(memberKey({ type: 'CAPNHQMember', id: parsed.id }))) {
      setOutcome({ ok: false, text: ATTENDANCE_MESSAGES.alreadyInAttendance });
      return;
    }
    await run(async () => {
      const record = await addAttendance(event.id, memberNumberRecord(parsed.id, event), client);
      props.onAdded(record);
      setText('');
      return `Added ${record.memberName}`;
    });
  };

  return (
    <section className="evt-multiadd-section" aria-labelledby="evt-add-number-title">
      <h2 id="evt-add-number-title">Add by member number</h2>
      <form onSubmit={(e) => void submit(e)}>
        <TextInput
          label="CAP ID"
          value={text}
          onChange={setText}
          inputMode="numeric"
          autoComplete="off"
          error={text === '' ? null : parsed.ok ? null : parsed.message}
        />
        <button type="submit" disabled={!parsed.ok || saving}>
          {saving ? ATTENDANCE_MESSAGES.adding : 'Add'}
        </button>
      </form>
      <OutcomeLine outcome={outcome} classes={['evt-added', 'evt-save-failure']} />
    </section>
  );
}
