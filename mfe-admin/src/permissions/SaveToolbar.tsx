// The toolbar of the list editors on the permissions and duty position pages: add a row, save the
// whole list, and what the last save (or the check before it) said.
import type { ReactNode } from 'react';

export interface ToolbarStatus {
  ok: boolean;
  /** A sentence, a list of problems, or both. */
  content: ReactNode;
}

export function SaveToolbar({
  addLabel,
  onAdd,
  onSave,
  saving,
  status,
}: {
  addLabel: string;
  onAdd(): void;
  onSave(): void;
  saving: boolean;
  status: ToolbarStatus | null;
}) {
  return (
    <div className="adm-pm-toolbar">
      <button type="button" className="kit-button" onClick={onAdd}>
        {addLabel}
      </button>
      <button type="button" className="kit-button kit-button-primary" onClick={onSave} disabled={saving}>
        {saving ? 'Saving...' : 'Save'}
      </button>
      {status ? (
        <div
          className={`adm-pm-status ${status.ok ? 'adm-pm-status-ok' : 'adm-pm-status-error'}`}
          role={status.ok ? 'status' : 'alert'}
        >
          {status.content}
        </div>
      ) : null}
    </div>
  );
}

/** Problems as a list (none: nothing). */
export function ProblemList({ problems }: { problems: readonly string[] }) {
  if (problems.length === 0) return null;
  return (
    <ul>
      {problems.map((problem) => (
        <li key={problem}>{problem}</li>
      ))}
    </ul>
  );
}
