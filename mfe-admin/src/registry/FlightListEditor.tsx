// Rank & File: the registry's flights: add, rename, remove, reorder (buttons, so a keyboard works).
import { TextInput } from '@portal/kit';
import { useEffect, useRef } from 'react';
import { moveFlight, newFlightRow, type FlightRow } from './registryForm.ts';

export interface FlightListEditorProps {
  flights: FlightRow[];
  onChange(flights: FlightRow[]): void;
  /** Loaded flights no longer listed (their members become Unassigned on save). */
  removed: string[];
}

export function FlightListEditor({ flights, onChange, removed }: FlightListEditorProps) {
  const added = useRef<number | null>(null);
  useEffect(() => {
    if (added.current !== null) {
      document.getElementById(`flight-row-${added.current}`)?.focus();
      added.current = null;
    }
  }, [flights]);

  const rename = (id: number, name: string) =>
    onChange(flights.map((f) => (f.id === id ? { ...f, name } : f)));
  const label = (f: FlightRow, i: number) => f.name.trim() || `flight ${i + 1}`;

  return (
    <div>
      <ol className="adm-flight-rows">
        {flights.map((f, i) => (
          <li key={f.id} className="adm-flight-row">
            <TextInput
              id={`flight-row-${f.id}`}
              label={`Flight ${i + 1}`}
              value={f.name}
              onChange={(name) => rename(f.id, name)}
              hint={
                f.original !== null && f.name.trim() !== f.original ? `Renamed from ${f.original}` : undefined
              }
              maxLength={40}
            />
            <button
              type="button"
              className="adm-small-button"
              aria-label={`Move ${label(f, i)} up`}
              disabled={i === 0}
              onClick={() => onChange(moveFlight(flights, i, -1))}
            >
              ↑
            </button>
            <button
              type="button"
              className="adm-small-button"
              aria-label={`Move ${label(f, i)} down`}
              disabled={i === flights.length - 1}
              onClick={() => onChange(moveFlight(flights, i, 1))}
            >
              ↓
            </button>
            <button
              type="button"
              className="adm-small-button"
              aria-label={`Remove ${label(f, i)}`}
              onClick={() => onChange(flights.filter((x) => x.id !== f.id))}
            >
              Remove
            </button>
          </li>
        ))}
      </ol>
      <button
        type="button"
        className="adm-small-button"
        onClick={() => {
          const row = newFlightRow();
          added.current = row.id;
          onChange([...flights, row]);
        }}
      >
        Add flight
      </button>
      <p className="adm-regedit-note">
        Members of a renamed flight move with it.
        {removed.length > 0
          ? ` On save, members of ${removed.join(', ')} become Unassigned.`
          : ' Members of a removed flight become Unassigned.'}
      </p>
    </div>
  );
}
