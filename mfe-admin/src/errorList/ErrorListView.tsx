// Platform §2 Error list: side links Client, Server, Discord Bot; each lists its open errors and
// each entry can be marked done. The product has no Discord bot, so that list says 'No errors'.
import { NO_ERRORS_MESSAGE, type ErrorListEntry, type ErrorType } from '@portal/contracts';
import { Link } from 'react-router-dom';
import { adoptStyles } from '@portal/kit';
import { ErrorEntry } from './ErrorEntry.tsx';
import errorListCss from './errorList.css?raw';

adoptStyles('mfe-admin-errorlist', errorListCss);

export const ERROR_KINDS: readonly { type: ErrorType; label: string }[] = [
  { type: 'Client', label: 'Client' },
  { type: 'Server', label: 'Server' },
  { type: 'DiscordBot', label: 'Discord Bot' },
];

/** The kind named in ?type=..., Client when absent or unknown. */
export function errorKindFrom(search: string): ErrorType {
  const type = new URLSearchParams(search).get('type');
  return ERROR_KINDS.find((k) => k.type === type)?.type ?? 'Client';
}

export function ErrorListView({
  entries,
  kind,
  busyID,
  failed,
  onDone,
}: {
  entries: readonly ErrorListEntry[];
  kind: ErrorType;
  busyID: number | null;
  failed: { id: number; message: string } | null;
  onDone(id: number): void;
}) {
  const shown = entries.filter((e) => e.type === kind);
  const label = ERROR_KINDS.find((k) => k.type === kind)!.label;
  return (
    <div className="adm-errors">
      <h1>Error list</h1>
      <div className="adm-errors-layout">
        <nav className="adm-errors-nav" aria-label="Error kinds">
          <ul>
            {ERROR_KINDS.map((k) => (
              <li key={k.type}>
                <Link
                  to={`/admin/errorlist?type=${k.type}`}
                  aria-current={k.type === kind ? 'page' : undefined}
                >
                  {k.label}
                  <span className="adm-errors-badge">{entries.filter((e) => e.type === k.type).length}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-label={`${label} errors`}>
          {shown.length === 0 ? (
            <p className="adm-errors-empty">{NO_ERRORS_MESSAGE}</p>
          ) : (
            <ol className="adm-errors-list">
              {shown.map((entry) => (
                <ErrorEntry
                  key={entry.id}
                  entry={entry}
                  busy={busyID === entry.id}
                  failed={failed?.id === entry.id ? failed.message : null}
                  onDone={() => onDone(entry.id)}
                />
              ))}
            </ol>
          )}
        </section>
      </div>
    </div>
  );
}
