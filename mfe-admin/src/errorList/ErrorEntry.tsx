// One open error: what happened, where, to whom; "Mark done" removes it from the list.
import type { ErrorListEntry, ErrorStackEntry } from '@portal/contracts';
import { useViewerTimes } from '@portal/kit';
import { Alert } from '../pageState/Alert.tsx';

export function stackText(stack: readonly ErrorStackEntry[]): string {
  return stack.map((f) => `at ${f.name} (${f.filename}:${f.line}:${f.column})`).join('\n');
}

export function ErrorEntry({
  entry,
  busy,
  failed,
  onDone,
}: {
  entry: ErrorListEntry;
  busy: boolean;
  failed: string | null;
  onDone(): void;
}) {
  const times = useViewerTimes();
  const rows: [string, string | null][] = [
    ['When', times.dateTime(entry.timestamp)],
    ['Service', entry.service],
    [
      'Request',
      entry.requestMethod && entry.requestedPath ? `${entry.requestMethod} ${entry.requestedPath}` : null,
    ],
    ['Request id', entry.requestID],
    ['Page', entry.pageURL],
    ['Member', entry.user ? `${entry.user.type}-${entry.user.id}` : null],
  ];
  return (
    <li className="adm-error" data-testid="error-entry">
      <div className="adm-error-head">
        <h2>{entry.message || '(no message)'}</h2>
        <button type="button" className="kit-button" disabled={busy} onClick={onDone}>
          {busy ? 'Marking...' : 'Mark done'}
        </button>
      </div>
      <dl className="adm-error-meta">
        {rows
          .filter((row): row is [string, string] => row[1] !== null && row[1] !== '')
          .map(([label, value]) => (
            <div key={label} style={{ display: 'contents' }}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      {entry.stack.length > 0 && (
        <details>
          <summary>Stack</summary>
          <pre>{stackText(entry.stack)}</pre>
        </details>
      )}
      {entry.componentStack && (
        <details>
          <summary>Component stack</summary>
          <pre>{entry.componentStack.trim()}</pre>
        </details>
      )}
      <Alert message={failed} className="adm-errors-failed" />
    </li>
  );
}
