// Editing one member's temporary duty positions (platform §2): each row a title from the list of
// about 70 and an expiry date; Save replaces the member's temporary positions.
import {
  DUTY_POSITION_MESSAGES,
  TEMPORARY_DUTY_POSITIONS,
  temporaryDutyProblems,
  type DutyPosition,
  type MemberReference,
  type TemporaryDutyAssignment,
  type TemporaryDutyPosition,
  UNKNOWN_ERROR_MESSAGE,
} from '@portal/contracts';
import { Select, isApiError, ColumnHeads } from '@portal/kit';
import { useState } from 'react';
import { saveTemporaryDutyPositions } from './dutyPositionCalls.ts';
import { dateInputValue, endOfDay } from '../forms/dateInputs.ts';
import { defaultExpiry } from './expiryDate.ts';
import { ProblemList, SaveToolbar } from '../permissions/SaveToolbar.tsx';

interface EditRow {
  key: number;
  duty: string;
  expires: string;
}

const DUTY_OPTIONS = TEMPORARY_DUTY_POSITIONS.map((duty) => ({ value: duty, label: duty }));

type Status = { kind: 'ok' | 'error'; messages: string[] } | null;

export function TemporaryDutyEditor({
  member,
  positions,
  onSaved,
}: {
  member: MemberReference;
  positions: readonly DutyPosition[];
  onSaved(positions: DutyPosition[]): void;
}) {
  const [nextKey, setNextKey] = useState(positions.length);
  const [rows, setRows] = useState<EditRow[]>(() =>
    positions
      .filter((p) => p.type === 'CAPUnit')
      .map((p, key) => ({ key, duty: p.duty, expires: dateInputValue(p.expires ?? Date.now()) })),
  );
  const [saving, setSaving] = useState(false);
  const [status, setStatus] = useState<Status>(null);

  const change = (key: number, patch: Partial<EditRow>) => {
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...patch } : row)));
    setStatus(null);
  };
  const addRow = () => {
    setRows((current) => [...current, { key: nextKey, duty: '', expires: defaultExpiry(Date.now()) }]);
    setNextKey((k) => k + 1);
    setStatus(null);
  };
  const removeRow = (key: number) => {
    setRows((current) => current.filter((row) => row.key !== key));
    setStatus(null);
  };

  const save = async () => {
    const problems: string[] = [];
    const assignments: TemporaryDutyAssignment[] = [];
    rows.forEach((row, index) => {
      const expires = endOfDay(row.expires);
      if (row.duty === '') problems.push(`Row ${index + 1}: choose a duty position`);
      if (expires === null) problems.push(`Row ${index + 1}: choose an expiry date`);
      if (row.duty !== '' && expires !== null) {
        assignments.push({ duty: row.duty as TemporaryDutyPosition, expires });
      }
    });
    problems.push(...temporaryDutyProblems(assignments, Date.now()));
    if (problems.length > 0) {
      setStatus({ kind: 'error', messages: problems });
      return;
    }
    setSaving(true);
    setStatus(null);
    try {
      const saved = await saveTemporaryDutyPositions(member, assignments);
      setStatus({ kind: 'ok', messages: [DUTY_POSITION_MESSAGES.saved] });
      onSaved(saved.dutyPositions);
    } catch (error) {
      setStatus({
        kind: 'error',
        messages: isApiError(error) ? (error.issues ?? [error.message]) : [UNKNOWN_ERROR_MESSAGE],
      });
    } finally {
      setSaving(false);
    }
  };

  return (
    <section aria-labelledby="adm-temp-duty-title">
      <h2 id="adm-temp-duty-title">Temporary duty positions</h2>
      {rows.length === 0 ? <p className="adm-pm-empty">No temporary duty positions</p> : null}
      {rows.length > 0 ? (
        <table className="adm-duty-table">
          <ColumnHeads columns={['Duty position', 'Expires at the end of']} hidden="Remove" />
          <tbody>
            {rows.map((row, index) => (
              <tr key={row.key}>
                <td>
                  <Select
                    label={<span className="kit-visually-hidden">Duty position {index + 1}</span>}
                    value={row.duty}
                    options={DUTY_OPTIONS}
                    placeholder="Select a duty position"
                    onChange={(duty) => change(row.key, { duty })}
                  />
                </td>
                <td>
                  <input
                    type="date"
                    className="kit-input"
                    aria-label={`Expiry date ${index + 1}`}
                    value={row.expires}
                    min={dateInputValue(Date.now())}
                    onChange={(e) => change(row.key, { expires: e.target.value })}
                  />
                </td>
                <td>
                  <button
                    type="button"
                    className="kit-button adm-pm-remove"
                    onClick={() => removeRow(row.key)}
                  >
                    Remove
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <SaveToolbar
        addLabel="Add duty position"
        onAdd={addRow}
        onSave={() => void save()}
        saving={saving}
        status={
          status && {
            ok: status.kind === 'ok',
            content:
              status.messages.length === 1 ? status.messages[0] : <ProblemList problems={status.messages} />,
          }
        }
      />
    </section>
  );
}
