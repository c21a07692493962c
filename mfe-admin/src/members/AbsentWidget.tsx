// Platform §2 dashboard widget 5, the "Absent?" form: the signed-in member says until when they are
// absent and why (POST /api/member/absent), and sees what is recorded now; below it the widget's
// other part, the unit drive's file count (DriveInfo).
import type { AbsenteeInformation } from '@portal/contracts';
import { adoptStyles, useSession } from '@portal/kit';
import { useEffect, useState, type FormEvent } from 'react';
import { WidgetCard } from '../dashboard/WidgetCard.tsx';
import { dateInputValue, endOfDay } from '../forms/dateInputs.ts';
import { DateField, TextAreaField } from '../forms/FormFields.tsx';
import { SubmitButton, useSaveState } from '../forms/saveState.tsx';
import { displayDate } from './absence.ts';
import { DriveInfo } from './DriveInfo.tsx';
import { saveAbsence } from './memberCalls.ts';
import membersCss from './members.css?raw';
import { Alert } from '../pageState/Alert.tsx';

adoptStyles('mfe-admin-members', membersCss);

export function AbsentWidget() {
  const { member, refresh } = useSession();
  // what the save answered wins over the session's copy, which the gateway may cache for a few seconds
  const [saved, setSaved] = useState<{ memberKey: string; info: AbsenteeInformation } | null>(null);
  const memberKey = member ? `${member.type}-${member.id}` : '';
  const recorded =
    (saved?.memberKey === memberKey ? saved.info : null) ?? member?.absenteeInformation ?? null;
  const [until, setUntil] = useState(recorded ? dateInputValue(recorded.absentUntil) : '');
  const [comments, setComments] = useState(recorded?.comments ?? '');
  const { save, run, edited } = useSaveState((error) =>
    error instanceof Error ? error.message : String(error),
  );
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
    const done = await run(async () => {
      const info = await saveAbsence({ absentUntil, comments: comments.trim() });
      setSaved({ memberKey, info });
    });
    if (done) await refresh();
  };

  return (
    <WidgetCard title="Absent?">
      <p className="mem-absent-state mem-message" data-testid="absent-state">
        {absentNow && recorded
          ? `You are marked absent until ${displayDate(recorded.absentUntil)}${recorded.comments ? `: ${recorded.comments}` : ''}`
          : 'You are not marked absent.'}
      </p>
      <form className="mem-widget-form" onSubmit={(e) => void onSubmit(e)}>
        <DateField label="Absent until" value={until} onChange={edited(setUntil)} />
        <TextAreaField
          label="Comments"
          rows={2}
          maxLength={1000}
          value={comments}
          onChange={edited(setComments)}
        />
        <div className="mem-actions" style={{ padding: 0 }}>
          <SubmitButton label="Save" busy={save.kind === 'SAVING'} disabled={absentUntil === null} />
          {save.kind === 'SAVED' ? (
            <span className="mem-saved" role="status">
              Saved!
            </span>
          ) : null}
        </div>
        <Alert message={save.kind === 'ERROR' && save.message} className="kit-error" />
      </form>
      <DriveInfo />
    </WidgetCard>
  );
}
