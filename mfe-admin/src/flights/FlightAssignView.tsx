// Platform §2 Flight assignment: columns per registry flight plus Unassigned; members are dragged
// (or moved by keyboard) onto flights; a dropped member is marked changed; Save sends only the
// changed members; 'Saved!' follows. Role codes (cc, do, 1st, fc, fs, el, ds, s, c) on the cards.
// Opened on one member (`focus`, from Find Member), the board shows them first with a list to move
// them (scrolled into view) and highlights their card.
import { FLIGHT_ROLE_CODES, FLIGHT_ROLE_LABELS, type MemberFlightRequest } from '@portal/contracts';
import { useEffect, useState, type DragEvent, type KeyboardEvent } from 'react';
import { adoptStyles } from '@portal/kit';
import { useUnsavedChangesGuard } from '@portal/kit/leaveGuard';
import {
  changedMembers,
  columnLabel,
  columnOf,
  columns,
  isChanged,
  markSaved,
  memberKey,
  membersIn,
  moveMember,
  type Column,
  type FlightBoard,
} from './flightBoard.ts';
import { FocusedMemberMove } from './FocusedMemberMove.tsx';
import { cardId, DRAG_TYPE, MemberCard } from './MemberCard.tsx';
import flightsCss from './flights.css?raw';

adoptStyles('mfe-admin-flights', flightsCss);

export interface FlightAssignViewProps {
  board: FlightBoard;
  /** Sends the changed members (POST /member/flight/bulk); rejects with a message on failure. */
  onSave(changes: MemberFlightRequest[]): Promise<void>;
  /** The member the page opened on (a member reference's string form), if any. */
  focus?: string | null;
}

type SaveState =
  { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved' } | { kind: 'error'; message: string };

/** The keyboard pick-up: which member, and the column the arrows point at. */
interface Grab {
  key: string;
  target: number;
}

const columnKey = (column: Column) => (column === null ? 'unassigned' : `flight-${column}`);

export function FlightAssignView({ board: initial, onSave, focus = null }: FlightAssignViewProps) {
  const [board, setBoard] = useState(initial);
  const [save, setSave] = useState<SaveState>({ kind: 'idle' });
  const [grab, setGrab] = useState<Grab | null>(null);
  const [over, setOver] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [focusKey, setFocusKey] = useState<string | null>(null);
  const cols = columns(board);
  const changes = changedMembers(board);
  // moved members not yet saved: ask before leaving (a save under way is not a loss)
  const leaveGuard = useUnsavedChangesGuard(changes.length > 0 && save.kind !== 'saving');

  // a moved card is rendered in another column (a new element): give it the focus back, once
  useEffect(() => {
    if (!focusKey) return;
    document.getElementById(cardId(focusKey))?.focus();
    setFocusKey(null);
  }, [focusKey]);

  const nameOf = (key: string) => board.members.get(key)?.name ?? key;
  const focused = focus !== null && board.members.has(focus) ? focus : null;

  const drop = (key: string, to: Column) => {
    setBoard((b) => moveMember(b, key, to));
    if (save.kind !== 'saving') setSave({ kind: 'idle' });
    setFocusKey(key);
  };

  const onCardKeyDown = (key: string) => (event: KeyboardEvent<HTMLDivElement>) => {
    const here = cols.indexOf(columnOf(board, key));
    if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault();
      if (!grab || grab.key !== key) {
        setGrab({ key, target: here });
        setAnnouncement(
          `Picked up ${nameOf(key)} from ${columnLabel(cols[here]!)}. Use the arrow keys to choose a flight, Space to drop, Escape to cancel.`,
        );
        return;
      }
      const to = cols[grab.target]!;
      drop(key, to);
      setGrab(null);
      setAnnouncement(`${nameOf(key)} dropped in ${columnLabel(to)}.`);
      return;
    }
    if (!grab || grab.key !== key) return;
    const step =
      event.key === 'ArrowRight' || event.key === 'ArrowDown'
        ? 1
        : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
          ? -1
          : 0;
    if (step !== 0) {
      event.preventDefault();
      const target = (grab.target + step + cols.length) % cols.length;
      setGrab({ key, target });
      setAnnouncement(`Over ${columnLabel(cols[target]!)}.`);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setGrab(null);
      setAnnouncement(`Move of ${nameOf(key)} cancelled.`);
    }
  };

  const dropZone = (column: Column) => ({
    onDragOver: (event: DragEvent<HTMLElement>) => {
      event.preventDefault();
      event.dataTransfer.dropEffect = 'move';
      setOver(columnKey(column));
    },
    onDragLeave: (event: DragEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOver(null);
    },
    onDrop: (event: DragEvent<HTMLElement>) => {
      event.preventDefault();
      setOver(null);
      const key = event.dataTransfer.getData(DRAG_TYPE);
      if (!board.members.has(key)) return;
      drop(key, column);
      setAnnouncement(`${nameOf(key)} dropped in ${columnLabel(column)}.`);
    },
  });

  const onSaveClick = async () => {
    if (changes.length === 0) return;
    setSave({ kind: 'saving' });
    try {
      await onSave(changes);
      setBoard((b) => markSaved(b));
      setSave({ kind: 'saved' });
    } catch (error) {
      setSave({
        kind: 'error',
        message: error instanceof Error ? error.message : 'Could not complete request',
      });
    }
  };

  return (
    <div className="adm-flights">
      <h1>Flight assignment</h1>
      <p className="adm-flights-help" id="flight-dnd-help">
        Drag a member onto a flight. By keyboard: focus a member, press Space to pick them up, choose a flight
        with the arrow keys, and press Space again to drop. Moved members are marked Changed until you save.
      </p>
      <div className="adm-flights-bar">
        <button
          type="button"
          className="kit-button kit-button-primary"
          onClick={() => void onSaveClick()}
          disabled={save.kind === 'saving' || changes.length === 0}
        >
          {save.kind === 'saving' ? 'Saving...' : 'Save'}
        </button>
        <span role="status">
          {save.kind === 'saved' ? <span className="adm-flights-saved">Saved!</span> : null}
          {save.kind === 'error' ? <span className="adm-flights-error">{save.message}</span> : null}
          {save.kind !== 'saved' && save.kind !== 'error' && changes.length > 0 ? (
            <span className="adm-flights-pending">
              {changes.length} changed {changes.length === 1 ? 'member' : 'members'} not saved yet
            </span>
          ) : null}
        </span>
      </div>
      {focused ? (
        <FocusedMemberMove
          board={board}
          memberKey={focused}
          onMove={(to) => {
            setBoard((b) => moveMember(b, focused, to));
            if (save.kind !== 'saving') setSave({ kind: 'idle' });
          }}
        />
      ) : null}
      {focus !== null && !focused ? (
        <p className="adm-flights-error" role="alert">
          That member is not a cadet on this unit&apos;s flights.
        </p>
      ) : null}
      <p className="adm-sr-only" aria-live="assertive">
        {announcement}
      </p>
      <div className="adm-flight-columns">
        {cols.map((column, index) => {
          const members = membersIn(board, column);
          const id = columnKey(column);
          const classes = [
            'adm-flight-col',
            column === null ? 'is-unassigned' : '',
            over === id ? 'is-over' : '',
            grab && grab.target === index ? 'is-target' : '',
          ].join(' ');
          return (
            <section
              key={id}
              className={classes}
              aria-labelledby={`${id}-title`}
              data-column={id}
              {...dropZone(column)}
            >
              <h2>
                <span id={`${id}-title`}>{columnLabel(column)}</span>
                <span>
                  {members.length}
                  <span className="adm-sr-only"> {members.length === 1 ? 'member' : 'members'}</span>
                </span>
              </h2>
              <ul className="adm-flight-list">
                {members.length === 0 ? <li className="adm-flight-empty">No members</li> : null}
                {members.map((m) => {
                  const key = memberKey(m);
                  const stored = board.current.get(key) ?? null;
                  return (
                    <li key={key}>
                      <MemberCard
                        memberKey={key}
                        member={m}
                        changed={isChanged(board, key)}
                        grabbed={grab?.key === key}
                        focused={focused === key}
                        strayFlight={stored !== null && !board.flights.includes(stored) ? stored : null}
                        onKeyDown={onCardKeyDown(key)}
                      />
                    </li>
                  );
                })}
              </ul>
            </section>
          );
        })}
      </div>
      <p className="adm-role-legend">
        {FLIGHT_ROLE_CODES.map((code) => (
          <span key={code}>
            <b>{code}</b> {FLIGHT_ROLE_LABELS[code]}
          </span>
        ))}
      </p>
      {leaveGuard}
    </div>
  );
}
