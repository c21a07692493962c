// The flight board opened on one member (?member=, from Find Member): their name, the flight they
// are in, and a list to move them without finding their card; the move is the board's own (marked
// Changed, sent by Save).
import { Select } from '@portal/kit';
import { useEffect, useRef } from 'react';
import { columnLabel, columnOf, columns, isChanged, type Column, type FlightBoard } from './flightBoard.ts';

const valueOf = (column: Column) => column ?? '';

export function FocusedMemberMove({
  board,
  memberKey,
  onMove,
}: {
  board: FlightBoard;
  memberKey: string;
  onMove(to: Column): void;
}) {
  const name = board.members.get(memberKey)?.name ?? memberKey;
  const here = columnOf(board, memberKey);
  const cols = columns(board);
  const panel = useRef<HTMLElement>(null);
  // the page may open scrolled (the link was far down the dashboard): the member comes into view
  useEffect(() => {
    panel.current?.scrollIntoView?.({ block: 'center', behavior: 'instant' });
  }, []);
  return (
    <section ref={panel} className="adm-flight-focus" aria-label={`Flight of ${name}`}>
      <h2>{name}</h2>
      <p>
        {isChanged(board, memberKey)
          ? `Moved to ${columnLabel(here)}: Save to keep it.`
          : `In ${columnLabel(here)}${here === null ? '' : ' Flight'}.`}
      </p>
      <Select
        label={`Move ${name} to`}
        value={valueOf(here)}
        options={cols.map((column) => ({ value: valueOf(column), label: columnLabel(column) }))}
        onChange={(value) => onMove(cols.find((column) => valueOf(column) === value) ?? null)}
      />
    </section>
  );
}
