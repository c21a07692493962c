// A read-only link with a 'Copy' button. The clipboard API needs a secure context (https or
// localhost) and permission; when it is missing or refuses, the link is selected and the old
// execCommand('copy') tried, and failing that the member is told to press Ctrl+C on the selection.
import { CALENDAR_FEED_MESSAGES, webcalUrl } from '@portal/contracts';
import { useEffect, useRef, useState } from 'react';

type Copy = 'IDLE' | 'COPIED' | 'SELECTED';

async function copyText(text: string, input: HTMLInputElement | null): Promise<Copy> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return 'COPIED';
    }
  } catch {
    // fall through to the selection
  }
  input?.focus();
  input?.select();
  try {
    if (typeof document.execCommand === 'function' && document.execCommand('copy')) return 'COPIED';
  } catch {
    // some browsers throw instead of answering false
  }
  return 'SELECTED';
}

export function CopyField({ label, url, id }: { label: string; url: string; id: string }) {
  const input = useRef<HTMLInputElement>(null);
  const [copy, setCopy] = useState<Copy>('IDLE');
  // a new link (after a reset) has not been copied yet
  useEffect(() => setCopy('IDLE'), [url]);
  return (
    <div className="evt-field feeds-copy">
      <label htmlFor={id}>{label}</label>
      <div className="feeds-copy-row">
        <input
          id={id}
          ref={input}
          type="text"
          readOnly
          value={url}
          onFocus={(e) => e.currentTarget.select()}
        />
        <button type="button" onClick={() => void copyText(url, input.current).then(setCopy)}>
          Copy
        </button>
        <a href={webcalUrl(url)}>Open in calendar app</a>
      </div>
      <p className="evt-hint" role="status">
        {copy === 'COPIED'
          ? CALENDAR_FEED_MESSAGES.copied
          : copy === 'SELECTED'
            ? CALENDAR_FEED_MESSAGES.copyFailed
            : ''}
      </p>
    </div>
  );
}
