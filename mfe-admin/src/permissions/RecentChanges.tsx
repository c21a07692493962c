// The audit of permission management as a small "Recent changes" list: who changed whose set,
// when, and from which level to which (derived levels, §4).
import { PERMISSION_LEVEL_LABELS, type PermissionAuditEntry } from '@portal/contracts';
import { DateTimeText } from '@portal/kit';

function describe(entry: PermissionAuditEntry): string {
  if (entry.oldLevel === null) {
    return `${entry.changedByName} added ${entry.memberName} as ${PERMISSION_LEVEL_LABELS[entry.newLevel!]}`;
  }
  if (entry.newLevel === null) {
    return `${entry.changedByName} removed ${entry.memberName} (was ${PERMISSION_LEVEL_LABELS[entry.oldLevel]})`;
  }
  return `${entry.changedByName} changed ${entry.memberName} from ${PERMISSION_LEVEL_LABELS[entry.oldLevel]} to ${
    PERMISSION_LEVEL_LABELS[entry.newLevel]
  }`;
}

export function RecentChanges({ entries }: { entries: readonly PermissionAuditEntry[] | null }) {
  return (
    <section className="adm-pm-changes" aria-labelledby="adm-pm-changes-title">
      <h2 id="adm-pm-changes-title">Recent changes</h2>
      {entries === null ? (
        <p className="adm-pm-empty">The recent changes could not be loaded</p>
      ) : entries.length === 0 ? (
        <p className="adm-pm-empty">No changes yet</p>
      ) : (
        <ol>
          {entries.map((entry) => (
            <li key={entry.id}>
              <DateTimeText ms={entry.changedAt} />
              {describe(entry)}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
