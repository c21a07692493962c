// Platform §2 dashboard widget 5, the "Absent?" form: the signed-in member says until when they are
// absent and why (POST /api/member/absent), and sees what is recorded now; below it the widget's
// other part, the unit drive's file count (DriveInfo).
import type { AbsenteeInformation } from '@portal/contracts';
import { adoptStyles, useSession } from '@portal/kit';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { dateInputValue, displayDate, endOfDay } from './absence.ts';
import { WidgetCard } from '../dashboard/WidgetCard.tsx';
import { DriveInfo } from './DriveInfo.tsx';
import { saveAbsence } from './memberCalls.ts';
import membersCss from './members.css?raw';

adoptStyles('mfe-admin-members', membersCss);

type SaveState =
  { state: 'IDLE' } | { state: 'SAVING' } | { state: 'SAVED' } | { state: 'ERROR'; message: string };

export function AbsentWidget() {
  const { member, refresh } = useSession();
  const ids = useId();
  // what the save answered wins over the session's copy, which the gateway may cache for a few seconds
  const [saved, setSaved] = useState<{ memberKey: string; info: AbsenteeInformation } | null>(null);
  const memberKey = member ? `${member.type}-${member.id}` : '';
  const recorded =
    (saved?.memberKey === memberKey ? saved.info : null) ?? member?.absenteeInformation ?? null;
  const [until, setUntil] = useState(recorded ? dateInputValue(recorded.absentUntil) : '');
  const [comments, setComments] = useState(recorded?.comments ?? '');
  const [save, setSave] = useState<SaveState>({ state: 'IDLE' });
  const recordedUntil = recorded?.absentUntil;
  const recordedComments = recorded?.comments;

  // the form starts from what is recorded, also when the session arrives after the first render
  useEffect(() => {
    setUntil(recordedUntil === undefined ? '' : dateInputValue(recordedUntil));
    setComments(recordedComments ?? '');
  }, [recordedUntil, recordedComments]);

  if (!member) return null;
  const absentUntil = endOfDay(until);
  const absentNow = recorded !== null && recorded.absentUntil > Date.now();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (absentUntil === null) return;
    setSave({ state: 'SAVING' });
    try {
      const info = await saveAbsence({ absentUntil, comments: comments.trim() });
      setSaved({ memberKey, info });
      setSave({ state: 'SAVED' });
      await refresh();
    } catch (error) {
      setSave({ state: 'ERROR', message: error instanceof Error ? error.message : String(error) });
    }
  };

  return (
    <WidgetCard title="Absent?">
      <p className="mem-absent-state mem-message" data-testid="absent-state">
        {absentNow && recorded
          ? `You are marked absent until ${displayDate(recorded.absentUntil)}${recorded.comments ? `: ${recorded.comments}` : ''}`
          : 'You are not marked absent.'}
      </p>
      <form className="mem-widget-form" onSubmit={(e) => void onSubmit(e)}>
        <div className="kit-field">
          <label className="kit-label" htmlFor={`${ids}-until`}>
            Absent until
          </label>
          <input
            id={`${ids}-until`}
            className="kit-input"
            type="date"
            value={until}
            onChange={(e) => {
              setUntil(e.target.value);
              setSave({ state: 'IDLE' });
            }}
          />
        </div>
        <div className="kit-field">
          <label className="kit-label" htmlFor={`${ids}-comments`}>
            Comments
          </label>
          <textarea
            id={`${ids}-comments`}
            className="kit-input"
            rows={2}
            maxLength={1000}
            value={comments}
            onChange={(e) => {
              setComments(e.target.value);
              setSave({ state: 'IDLE' });
            }}
          />
        </div>
        <div className="mem-actions" style={{ padding: 0 }}>
          <button
            type="submit"
            className="kit-button kit-button-primary"
            disabled={absentUntil === null || save.state === 'SAVING'}
          >
            {save.state === 'SAVING' ? 'Saving...' : 'Save'}
          </button>
          {save.state === 'SAVED' ? (
            <span className="mem-saved" role="status">
              Saved!
            </span>
          ) : null}
        </div>
        {save.state === 'ERROR' ? (
          <p className="kit-error" role="alert">
            {save.message}
          </p>
        ) : null}
      </form>
      <DriveInfo />
    </WidgetCard>
  );
}
