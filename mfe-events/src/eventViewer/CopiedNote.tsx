// Events §4 Copy, as managers read it: in the Copy dialog, what happens
// to this event (kept, or cancelled with the copy taking its status: the spec's copy-move), and on
// the copy's viewer a note 'Copied as event N' with a link back to the original.
import { eventViewerPath, EVENT_STATUS_NAMES, type Event } from '@portal/contracts';
import { Link, useLocation } from 'react-router-dom';

/** What the Copy dialog hands the copy's viewer (router state: it lasts for that visit only). */
export interface CopiedFrom {
  id: number;
  name: string;
  /** Copy-move: the original was cancelled. */
  cancelled: boolean;
}

export const KEEP_ORIGINAL = 'Keep this event as it is; the copy gets the status chosen above';
export const cancelOriginalLabel = (event: Pick<Event, 'status'>) =>
  `Cancel this event and move to the copy (it keeps the status ${EVENT_STATUS_NAMES[event.status]})`;

export function CopyFate(props: {
  event: Pick<Event, 'id' | 'status'>;
  cancel: boolean;
  onChange(cancel: boolean): void;
}) {
  const name = `copy-fate-${props.event.id}`;
  const radio = (cancel: boolean, label: string) => (
    <label className="evt-radio">
      <input
        type="radio"
        name={name}
        checked={props.cancel === cancel}
        onChange={() => props.onChange(cancel)}
      />{' '}
      {label}
    </label>
  );
  return (
    <fieldset className="evt-copy-fate">
      <legend>This event after copying</legend>
      {radio(false, KEEP_ORIGINAL)}
      {radio(true, cancelOriginalLabel(props.event))}
    </fieldset>
  );
}

function copiedFrom(state: unknown): CopiedFrom | null {
  const from = (state as { copiedFrom?: CopiedFrom } | null)?.copiedFrom;
  return from && typeof from.id === 'number' ? from : null;
}

/** On the copy's viewer, right after Copy: which event this is and where it came from. */
export function CopiedNote({ event }: { event: Pick<Event, 'id'> }) {
  const from = copiedFrom(useLocation().state);
  if (!from || from.id === event.id) return null;
  return (
    <p role="status" className="evt-copied-note">
      Copied as event {event.id}. {from.cancelled ? 'The original has been cancelled: ' : 'Original: '}
      <Link to={eventViewerPath(from)}>
        {from.name} (event {from.id})
      </Link>
    </p>
  );
}
