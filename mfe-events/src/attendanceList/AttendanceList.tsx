// The viewer's attendance list (events §2 Attendance, §6): one card per record of the viewer data
// (already redacted by the server: privateAttendance gives a member only their own record) with the
// name, the §4 status label ('Waitlisted' while waiting), the part-time shift in the account's
// zone, the transport plan when the event provides transport, comments and the custom field values
// this reader may see (contracts visibleCustomFieldValues). Non-NONE levels also read the member
// details the data carries (§6 "full contact and attendance details").
// §6 attendance managers (contracts mayManageAttendance: FULL, the named duty positions, the event
// team's leaders, the team loaded as the sign-up section does) edit a record (PUT) and remove one
// behind a confirm (DELETE, as the server allows every attendance manager). After a change the viewer data is reloaded, since the
// waitlist may have promoted someone; the row's server message shows beside it on failure.
import {
  mayManageAttendance,
  effectiveEventLevel,
  stringifyMemberReference,
  visibleCustomFieldValues,
  DEFAULT_TIMEZONE,
  type AttendanceRecord,
  type ViewerData,
} from '@portal/contracts';
import { adoptStyles, Dialog, isApiError, type ApiClient } from '@portal/kit';
import { Markdown } from '@portal/kit/markdown';
import { useContext, useState } from 'react';
import { TimeZoneContext } from '../timeZone/accountZone.tsx';
import { useEventActor } from '../eventData/eventActor.ts';
import { loadViewer } from '../eventData/eventCalls.ts';
import { removeAttendance } from './attendanceListCalls.ts';
import { customValueText, memberDetails, recordStatusLabel, shiftText } from './attendanceText.ts';
import { FileLinks } from '../fileFields/FileLinks.tsx';
import { AttendeeSlipLine } from '../permissionSlip/AttendeeSlipLine.tsx';
import { EditRecordForm } from './EditRecordForm.tsx';
import { useAttendanceTeam } from './useAttendanceTeam.ts';
import attendanceListCss from './attendanceList.css?raw';

adoptStyles('mfe-events-attendance-list', attendanceListCss);

type Attendee = ViewerData['attendees'][number];

interface Props {
  data: ViewerData;
  client: ApiClient;
  onChange(data: ViewerData): void;
}

export function AttendanceList({ data, client, onChange }: Props) {
  const { actor, ctx } = useEventActor();
  const e = data.event;
  const level = effectiveEventLevel(actor, e, ctx);
  const withoutTeam = mayManageAttendance(actor, e, null, ctx);
  // the team leaders' part of §6 needs the event's team: loaded only when it could matter
  const team = useAttendanceTeam(e, client, !withoutTeam && actor !== null && e.teamID !== null);
  const manages = withoutTeam || mayManageAttendance(actor, e, team, ctx);
  const zone = useContext(TimeZoneContext) ?? DEFAULT_TIMEZONE;
  const [editing, setEditing] = useState<string | null>(null);
  const [removing, setRemoving] = useState<AttendanceRecord | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const reload = (local: ViewerData) => {
    onChange(local);
    loadViewer(e.id, client).then(onChange, () => undefined);
  };

  async function remove(answer: string) {
    const record = removing;
    setRemoving(null);
    if (answer !== 'remove' || !record) return;
    const key = stringifyMemberReference(record.memberID);
    try {
      await removeAttendance(e.id, record.memberID, client);
      setErrors(({ [key]: _gone, ...rest }) => rest);
      reload({
        ...data,
        attendees: data.attendees.filter((a) => stringifyMemberReference(a.record.memberID) !== key),
      });
    } catch (err) {
      setErrors((all) => ({ ...all, [key]: isApiError(err) ? err.message : String(err) }));
    }
  }

  function saved(updated: AttendanceRecord) {
    const key = stringifyMemberReference(updated.memberID);
    setEditing(null);
    reload({
      ...data,
      attendees: data.attendees.map((a) =>
        stringifyMemberReference(a.record.memberID) === key ? { ...a, record: updated } : a,
      ),
    });
  }

  if (data.attendees.length === 0) return null;
  return (
    <>
      <ul className="att-list" aria-label="Attendees">
        {data.attendees.map((attendee) => {
          const key = stringifyMemberReference(attendee.record.memberID);
          return (
            <li key={key} className="att-card" aria-label={attendee.record.memberName}>
              {editing === key ? (
                <EditRecordForm
                  event={e}
                  record={attendee.record}
                  zone={zone}
                  client={client}
                  onSaved={saved}
                  onCancel={() => setEditing(null)}
                />
              ) : (
                <Card
                  attendee={attendee}
                  data={data}
                  zone={zone}
                  details={level !== 'NONE'}
                  manages={manages}
                  client={client}
                  onEdit={() => setEditing(key)}
                  onRemove={() => setRemoving(attendee.record)}
                />
              )}
              {errors[key] && (
                <p role="alert" className="att-error">
                  {errors[key]}
                </p>
              )}
            </li>
          );
        })}
      </ul>
      <Dialog
        open={removing !== null}
        title="Remove attendance record"
        buttons={[
          { label: 'Remove', value: 'remove', primary: true },
          { label: 'Cancel', value: 'cancel' },
        ]}
        onResult={(answer) => void remove(answer)}
      >
        <p>Remove {removing?.memberName}&apos;s attendance record from this event?</p>
      </Dialog>
    </>
  );
}

function Card({
  attendee,
  data,
  zone,
  details,
  manages,
  client,
  onEdit,
  onRemove,
}: {
  attendee: Attendee;
  client: ApiClient;
  data: ViewerData;
  zone: string;
  details: boolean;
  manages: boolean;
  onEdit(): void;
  onRemove(): void;
}) {
  const { record } = attendee;
  const e = data.event;
  const shift = shiftText(record, zone);
  const custom = visibleCustomFieldValues(
    record.customAttendanceFieldValues,
    e.customAttendanceFields,
    manages,
  );
  const extra = details ? memberDetails(attendee) : [];
  return (
    <>
      <div className="att-head">
        <strong className="att-name">{record.memberName}</strong>
        <span className={`att-status${record.waitlisted ? ' att-waiting' : ''}`}>
          {recordStatusLabel(record)}
        </span>
        {manages && (
          <span className="att-actions">
            <button type="button" onClick={onEdit} aria-label={`Edit ${record.memberName}`}>
              Edit
            </button>
            <button type="button" onClick={onRemove} aria-label={`Remove ${record.memberName}`}>
              Remove
            </button>
          </span>
        )}
      </div>
      {shift && <p className="att-line">{shift}</p>}
      {e.transportationProvided && (
        <p className="att-line">
          Plans to use transportation: {record.planToUseCAPTransportation ? 'Yes' : 'No'}
        </p>
      )}
      <AttendeeSlipLine member={record.memberID} zone={zone} />
      {extra.length > 0 && <p className="att-line att-details">{extra.join(' · ')}</p>}
      {record.comments && (
        <Markdown className="evt-markdown att-comments" text={record.comments} headingOffset={3} />
      )}
      {custom.length > 0 && (
        <dl className="att-custom">
          {custom.map((v) => (
            <div key={v.title}>
              <dt>{v.title}</dt>
              <dd>
                {v.type === 'FILE' ? (
                  <FileLinks ids={v.value} label={v.title} client={client} />
                ) : (
                  customValueText(v, zone)
                )}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </>
  );
}
