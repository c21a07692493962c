// For CreateNotifications GLOBAL holders: the global notification shown now (with 'End now') and
// the form that posts a new one (message, expiry). A new one replaces the one shown now.
import {
  globalExpiryProblem,
  NOTIFICATION_MESSAGE_MAX,
  NOTIFICATION_MESSAGES,
  type Notification,
} from '@portal/contracts';
import { DateTimeText, errorMessage } from '@portal/kit';
import { useId, useState, type FormEvent } from 'react';
import { dateTimeFromInput, dateTimeInputValue } from '../forms/dateInputs.ts';
import { DateField, TextAreaField } from '../forms/FormFields.tsx';
import { SaveActions, useSaveState } from '../forms/saveState.tsx';
import { Alert } from '../pageState/Alert.tsx';

const DAY = 86_400_000;
/** The expiry the form starts with: a week from now. */
export const DEFAULT_EXPIRY_DAYS = 7;

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
  const { save, run } = useSaveState();
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
    await run(async () => {
      await onCreate({ message: message.trim(), expires });
      setMessage('');
      setTried(false);
    });
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
              <DateTimeText
                ms={current.target.type === 'Everyone' ? current.target.expires : current.created}
              />
            </span>
          </p>
          <button type="button" className="kit-button" onClick={() => void end(current.id)}>
            End now
          </button>
          <Alert message={endError} className="adm-notif-error" as="span" />
        </div>
      ) : (
        <p className="adm-notif-hint">No global notification is shown now.</p>
      )}
      <form onSubmit={(e) => void submit(e)} aria-label="Post a global notification" noValidate>
        <TextAreaField
          label="Message"
          value={message}
          maxLength={NOTIFICATION_MESSAGE_MAX}
          error={tried && messageError}
          onChange={setMessage}
        />
        <DateField
          type="datetime-local"
          label="Show until"
          value={expiry}
          error={tried && expiryError}
          onChange={setExpiry}
        />
        <SaveActions
          className="adm-notif-form-actions"
          save={save}
          label="Post notification"
          busyLabel="Posting..."
          saved={NOTIFICATION_MESSAGES.created}
          savedClassName="adm-notif-saved"
          errorClassName="adm-notif-error"
        >
          <p className="adm-notif-hint">
            Everyone visiting the site sees it until it expires or a newer one replaces it.
          </p>
        </SaveActions>
      </form>
    </section>
  );
}
