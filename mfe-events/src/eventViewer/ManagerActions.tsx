// Events §2 viewer actions for managers, offered per the effective permission (§6): any non-NONE
// level gets Edit (a link to /eventform/{id}), Move, Delete and Audit log; FULL also gets Copy
// (status choice, default Information Only, copy files, and what happens to this event: kept, or
// cancelled with the copy taking its status, i.e. copy-move). The copy opens with a note naming it
// and linking back here (CopiedNote.tsx). Each dialog calls the §7 call and shows the server's message when it fails. Link event
// (linking/LinkEvent.tsx) shows when there are accounts to link to.
import {
  auditViewerPath,
  COPY_DEFAULT_STATUS,
  EVENT_STATUS_NAMES,
  eventFormPath,
  EventStatus,
  eventViewerPath,
  moveEventTo,
  type Event,
  type LinkedEventSummary,
} from '@portal/contracts';
import { Checkbox, Dialog, Select, type ApiClient } from '@portal/kit';
import { serverMessage } from '../eventData/serverMessage.ts';
import { useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { cancelEvent, copyEvent, deleteEvent, moveEvent } from '../eventData/eventCalls.ts';
import { TimeInput } from '../inputs/formInputs.tsx';
import { LinkEvent } from '../linking/LinkEvent.tsx';
import { OrganizerForms } from '../permissionSlip/OrganizerForms.tsx';
import { CopyFate, type CopiedFrom } from './CopiedNote.tsx';

type Open = null | 'move' | 'delete' | 'copy';

export function ManagerActions(props: {
  event: Event;
  full: boolean;
  client: ApiClient;
  onMoved(event: Event): void;
  /** §6 Link event (any non-NONE level): a new link joins the viewer's linked events list. */
  onLinked?(link: LinkedEventSummary): void;
}) {
  const { event, client } = props;
  const navigate = useNavigate();
  const [open, setOpen] = useState<Open>(null);
  const [error, setError] = useState<string | null>(null);
  const [newTime, setNewTime] = useState<number | null>(event.meetDateTime);
  const [copyStatus, setCopyStatus] = useState<EventStatus>(COPY_DEFAULT_STATUS);
  const [copyFiles, setCopyFiles] = useState(false);
  const [copyMove, setCopyMove] = useState(false);

  const attempt = async (work: () => Promise<void>) => {
    setError(null);
    try {
      await work();
      setOpen(null);
    } catch (e) {
      setError(serverMessage(e));
    }
  };

  const move = () =>
    attempt(async () => {
      if (newTime === null) return;
      props.onMoved(await moveEvent(event.id, moveEventTo(event, newTime), client));
    });
  const remove = () =>
    attempt(async () => {
      await deleteEvent(event.id, client);
      navigate('/calendar');
    });
  const copy = () =>
    attempt(async () => {
      if (newTime === null) return;
      // §4 copy-move: the old event is cancelled, the copy keeps the old status, then opens
      if (copyMove) await cancelEvent(event.id, client);
      const id = await copyEvent(
        event.id,
        { newTime, copyFiles, newStatus: copyMove ? event.status : copyStatus },
        client,
      );
      const copied: CopiedFrom = { id: event.id, name: event.name, cancelled: copyMove };
      navigate(eventViewerPath({ id, name: event.name }), { state: { copiedFrom: copied } });
    });

  const openDialog = (which: Open) => {
    setError(null);
    setNewTime(event.meetDateTime);
    setOpen(which);
  };
  const errorLine = error && <p role="alert">{error}</p>;
  const opener = (which: Open, label: string) => (
    <button type="button" onClick={() => openDialog(which)}>
      {label}
    </button>
  );
  const dialog = (which: Open, title: string, action: () => Promise<void>, body: ReactNode) => (
    <Dialog
      open={open === which}
      title={title}
      buttons="OK_CANCEL"
      onResult={(r) => (r === 'ok' ? void action() : setOpen(null))}
    >
      {body}
      {errorLine}
    </Dialog>
  );

  return (
    <nav aria-label="Manager actions" className="evt-manager-actions">
      <Link to={eventFormPath(event.id)}>Edit event</Link>
      {opener('move', 'Move event')}
      {opener('delete', 'Delete event')}
      <Link to={auditViewerPath(event)}>Audit log</Link>
      {props.full && opener('copy', 'Copy event')}
      {/* §6 FULL adds the Attendance scanner and Add attendance (/multiadd, §2) */}
      {props.full && <Link to={`/events/scanadd/${event.id}`}>Attendance scanner</Link>}
      {props.full && <Link to={`/multiadd/${event.id}`}>Add attendance</Link>}
      <LinkEvent event={event} client={client} onLinked={(link) => props.onLinked?.(link)} />
      {/* §2/§6 organizer form links: CAPF 160, 161, 163 and the generated permission slip 60-80 */}
      <OrganizerForms event={event} client={client} />
      {dialog(
        'move',
        'Move event',
        move,
        <TimeInput label="New meet date and time" value={newTime} onChange={setNewTime} />,
      )}
      {dialog('delete', 'Delete event', remove, <p>Are you sure you want to delete {event.name}?</p>)}
      {dialog(
        'copy',
        'Copy event',
        copy,
        <>
          <TimeInput label="Meet date and time of the copy" value={newTime} onChange={setNewTime} />
          <Select
            label="Status of the copy"
            value={copyStatus}
            disabled={copyMove}
            options={EventStatus.options.map((s) => ({ value: s, label: EVENT_STATUS_NAMES[s] }))}
            onChange={(s) => setCopyStatus(s as EventStatus)}
          />
          <Checkbox label="Copy files" checked={copyFiles} onChange={setCopyFiles} />
          <CopyFate event={event} cancel={copyMove} onChange={setCopyMove} />
        </>,
      )}
    </nav>
  );
}
