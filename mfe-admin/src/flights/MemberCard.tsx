// One member on the flight board: draggable (HTML5 drag and drop) and operable by keyboard
// (Space or Enter picks up and drops, arrow keys choose the flight, Escape cancels; FlightAssignView
// handles the keys and the announcements).
import { FLIGHT_ROLE_LABELS, type FlightMemberFull } from '@portal/contracts';
import type { DragEvent, KeyboardEvent } from 'react';

export const DRAG_TYPE = 'text/plain';
export const cardId = (key: string) => `flight-card-${key.replace(/[^A-Za-z0-9_-]/g, '_')}`;

export interface MemberCardProps {
  memberKey: string;
  member: FlightMemberFull;
  changed: boolean;
  grabbed: boolean;
  /** The member the page was opened on (highlighted). */
  focused?: boolean;
  /** The stored flight when it is not a flight of the registry (shown under the name). */
  strayFlight: string | null;
  onKeyDown(event: KeyboardEvent<HTMLDivElement>): void;
}

const LEADER_CODES = new Set(['cc', 'do', 'ds', '1st', 'fc', 'fs', 'el']);

export function MemberCard({
  memberKey,
  member,
  changed,
  grabbed,
  focused = false,
  strayFlight,
  onKeyDown,
}: MemberCardProps) {
  const onDragStart = (event: DragEvent<HTMLDivElement>) => {
    event.dataTransfer.setData(DRAG_TYPE, memberKey);
    event.dataTransfer.effectAllowed = 'move';
  };
  return (
    <div
      id={cardId(memberKey)}
      className={`adm-member-card${changed ? ' is-changed' : ''}${focused ? ' is-focused' : ''}`}
      role="button"
      tabIndex={0}
      draggable
      aria-pressed={grabbed}
      aria-describedby="flight-dnd-help"
      data-member={memberKey}
      onDragStart={onDragStart}
      onKeyDown={onKeyDown}
    >
      <span
        className={`adm-role${LEADER_CODES.has(member.roleCode) ? ' is-leader' : ''}`}
        title={FLIGHT_ROLE_LABELS[member.roleCode]}
      >
        {member.roleCode}
      </span>
      <span className="adm-member-name">
        {member.name}
        {strayFlight ? <span className="adm-was">stored flight: {strayFlight}</span> : null}
      </span>
      {changed ? <span className="adm-changed">Changed</span> : null}
    </div>
  );
}
