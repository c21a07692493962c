// Events §2 /multiadd/{id} "bulk attendance add (Add attendance)": the id before the first dash
// ('Could not find event specified' otherwise). The event and its attendance come from the viewer
// call (GET /api/events/{id}/viewer; managers get every record), the members from GET
// /api/member/list. §6: bulk attendance add for any non-NONE level (and attendance managers); add
// by member number ('Add attendance') for FULL and the other attendance managers. A team event's
// leaders are known only to the server, so for a team event both show and the server decides.
import {
  ATTENDANCE_MESSAGES,
  EVENT_MESSAGES,
  eventViewerPath,
  formatEventID,
  mayManageAttendance,
  mayModifyEvent,
  memberFullName,
  memberKey,
  parseEventUrlId,
  type AttendanceRecord,
  type Event,
  type Member,
  type MemberReference,
} from '@portal/contracts';
import {
  adoptStyles,
  apiClient,
  Loader,
  MEMBER_LIST_ERROR,
  useLoadState,
  useSession,
  type ApiClient,
  EventCrumbName,
} from '@portal/kit';
import { serverMessage } from '../eventData/serverMessage.ts';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useEventActor } from '../eventData/eventActor.ts';
import { loadViewer } from '../eventData/eventCalls.ts';
import { AddByNumber } from './AddByNumber.tsx';
import { loadMemberList } from './attendanceCalls.ts';
import { BulkSelect } from './BulkSelect.tsx';
import { attendedKeys } from './multiAddRules.ts';
import { signedInPage } from '../eventPage/SignedInPage.tsx';
import multiAddCss from './multiAdd.css?raw';

adoptStyles('mfe-events-multiadd', multiAddCss);

export function MultiAdd({ id, client = apiClient }: { id: string; client?: ApiClient }) {
  const parsed = parseEventUrlId(id);
  const eventID = parsed.ok ? parsed.id : null;
  const { status, member } = useSession();
  const { actor, ctx } = useEventActor();
  const [attended, setAttended] = useState<ReadonlySet<string>>(new Set());
  // both wait for the session (and a good id); until then they stay LOADING
  const ready = eventID !== null && status !== 'LOADING';
  const load = useLoadState(
    ready
      ? async (signal): Promise<{ event: Event; records: AttendanceRecord[] }> => {
          const data = await loadViewer(eventID, client, signal);
          const records = data.attendees.map((a) => a.record);
          setAttended(attendedKeys(records));
          return { event: data.event, records };
        }
      : null,
    [eventID, client, status],
    serverMessage,
  );
  const members = useLoadState(ready ? (signal): Promise<Member[]> => loadMemberList(client, signal) : null, [
    eventID,
    client,
    status,
  ]);

  const markAttended = (refs: readonly MemberReference[]) =>
    setAttended((s) => new Set([...s, ...refs.map((r) => memberKey(r))]));

  if (!parsed.ok) return <p role="alert">{EVENT_MESSAGES.eventNotFound}</p>;
  if (load.state === 'LOADING') return <Loader label="Loading event..." />;
  if (load.state === 'ERROR') return <p role="alert">{load.message}</p>;
  const { event } = load.value;
  const teamEvent = event.teamID !== null;
  const managesAttendance = teamEvent || mayManageAttendance(actor, event, null, ctx);
  const mayBulkAdd = managesAttendance || mayModifyEvent(actor, event, ctx);
  if (!mayBulkAdd) return <p role="alert">{ATTENDANCE_MESSAGES.noPermission}</p>;

  return (
    <>
      <p>
        <Link to={eventViewerPath(event)}>{event.name}</Link> ({formatEventID(event.accountID, event.id)})
      </p>
      <EventCrumbName event={event} />
      {managesAttendance && (
        <AddByNumber
          event={event}
          attended={attended}
          client={client}
          onAdded={(record) => markAttended([record.memberID])}
        />
      )}
      {members.state === 'LOADING' && <Loader label="Loading members..." />}
      {members.state === 'ERROR' && <p role="alert">{MEMBER_LIST_ERROR}</p>}
      {members.state === 'LOADED' && member && (
        <BulkSelect
          event={event}
          members={members.value}
          attended={attended}
          adderName={memberFullName(member)}
          client={client}
          onAdded={(r) => markAttended([...r.added.map((a) => a.memberID), ...r.alreadyInAttendance])}
        />
      )}
    </>
  );
}

export const MultiAddPage = signedInPage(MultiAdd, { className: 'evt-multiadd', title: 'Add attendance' });
