// For CreateNotifications GLOBAL holders: the global notification shown now (with 'End now') and
// the form that posts a new one (message, expiry). A new one replaces the one shown now.
import {
  globalExpiryProblem,
  NOTIFICATION_MESSAGE_MAX,
  NOTIFICATION_MESSAGES,
  type Notification,
} from '@portal/contracts';
import { errorMessage } from '@portal/kit';
import { useId, useState, type FormEvent } from 'react';

const DAY = 86_400_000;
/** The expiry the form starts with: a week from now. */
export const DEFAULT_EXPIRY_DAYS = 7;

/** 'yyyy-mm-ddThh:mm' of a local time, for <input type="datetime-local">. */
export function dateTimeInputValue(ms: number): string {
  const d = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The local time of a datetime-local value, or null when empty or invalid. */
export function dateTimeFromInput(value: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!m) return null;
  const ms = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5])).getTime();
  return Number.isNaN(ms) ? null : ms;
}

export const formatWhen = (ms: number) =>
  new Date(ms).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

type SaveState =
  { kind: 'IDLE' } | { kind: 'SAVING' } | { kind: 'SAVED' } | { kind: 'ERROR'; message: string };

export function GlobalNotificationForm({
  current,
  onCreate,
  onEnd,
}: {
  current: Notification | null;
  onCreate(request: { message: string; expires: number }): Promise<unknown>;
  onEnd(id: number): Promise<unknown>;
}) {
  const ids = useId();
  const [message, setMessage] = useState('');
  const [expiry, setExpiry] = useState(() => dateTimeInputValue(Date.now() + DEFAULT_EXPIRY_DAYS * DAY));
  const [tried, setTried] = useState(false);
  const [save, setSave] = useState<SaveState>({ kind: 'IDLE' });
  const [endError, setEndError] = useState<string | null>(null);

  const expires = dateTimeFromInput(expiry);
  const messageError =
    message.trim() === ''
      ? NOTIFICATION_MESSAGES.messageEmpty
      : message.trim().length > NOTIFICATION_MESSAGE_MAX
        ? NOTIFICATION_MESSAGES.messageTooLong
        : null;
  const expiryError =
    expires === null ? NOTIFICATION_MESSAGES.expiresInPast : globalExpiryProblem(expires, Date.now());

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (messageError || expiryError || expires === null) return;
    setSave({ kind: 'SAVING' });
    try {
      await onCreate({ message: message.trim(), expires });
      setMessage('');
      setTried(false);
      setSave({ kind: 'SAVED' });
    } catch (error) {
      setSave({ kind: 'ERROR', message: errorMessage(error) });
    }
  };

  const end = async (id: number) => {
    setEndError(null);
    try {
      await onEnd(id);
    } catch (error) {
      setEndError(errorMessage(error));
    }
  };

  return (
    <section className="adm-notif-global" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`}>Global notification</h2>
      {current ? (
        <div className="adm-notif-current" aria-label="Shown now">
          <p>
            <strong>Shown now:</strong> {current.extraData.message}
            <br />
            <span className="adm-notif-hint">
              Until{' '}
              {formatWhen(current.target.type === 'Everyone' ? current.target.expires : current.created)}
            </span>
          </p>
          <button type="button" className="kit-button" onClick={() => void end(current.id)}>
            End now
          </button>
          {endError && (
            <span className="adm-notif-error" role="alert">
              {endError}
            </span>
          )}
        </div>
      ) : (
        <p className="adm-notif-hint">No global notification is shown now.</p>
      )}
      <form onSubmit={(e) => void submit(e)} aria-label="Post a global notification" noValidate>
        <div className={`kit-field${tried && messageError ? ' kit-field-invalid' : ''}`}>
          <label className="kit-label" htmlFor={`${ids}-message`}>
            Message
          </label>
          <textarea
            id={`${ids}-message`}
            className="kit-input"
            value={message}
            maxLength={NOTIFICATION_MESSAGE_MAX}
            aria-invalid={tried && messageError ? true : undefined}
            onChange={(e) => setMessage(e.target.value)}
          />
          {tried && messageError && (
            <div className="kit-error" role="alert">
              {messageError}
            </div>
          )}
        </div>
        <div className={`kit-field${tried && expiryError ? ' kit-field-invalid' : ''}`}>
          <label className="kit-label" htmlFor={`${ids}-expires`}>
            Show until
          </label>
          <input
            id={`${ids}-expires`}
            className="kit-input"
            type="datetime-local"
            value={expiry}
            aria-invalid={tried && expiryError ? true : undefined}
            onChange={(e) => setExpiry(e.target.value)}
          />
          {tried && expiryError && (
            <div className="kit-error" role="alert">
              {expiryError}
            </div>
          )}
        </div>
        <div className="adm-notif-form-actions">
          <button type="submit" className="kit-button kit-button-primary" disabled={save.kind === 'SAVING'}>
            {save.kind === 'SAVING' ? 'Posting...' : 'Post notification'}
          </button>
          {save.kind === 'SAVED' && <span className="adm-notif-saved">{NOTIFICATION_MESSAGES.created}</span>}
          {save.kind === 'ERROR' && (
            <span className="adm-notif-error" role="alert">
              {save.message}
            </span>
          )}
          <p className="adm-notif-hint">
            Everyone visiting the site sees it until it expires or a newer one replaces it.
          </p>
        </div>
      </form>
    </section>
  );
}
