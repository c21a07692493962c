// /admin/createeventaccount (platform §2, §3 "A new event account", §5, §6): states LOADING, FORM,
// SAVING, CREATED, ERROR. The id must start with the current account id; the form is disabled
// (submit off) while a rule is broken.
import { useState, type FormEvent } from 'react';
import {
  ACCESS_MESSAGES,
  accountUrl,
  eventAccountErrors,
  mayCreateEventAccount,
  type Account,
  type CreateEventAccountResponse,
} from '@portal/contracts';
import { RequireSignIn, TextInput, useLoadState, useSession, errorMessage } from '@portal/kit';
import { SubmitButton } from '../forms/saveState.tsx';
import { Alert } from '../pageState/Alert.tsx';
import { LoadFallback } from '../pageState/LoadFallback.tsx';
import { createEventAccount, currentAccount } from './eventAccountCalls.ts';
import { adoptAdminStyles } from '../styles/adoptAdminStyles.ts';
import formsCss from '../prospective/forms.css?raw';

adoptAdminStyles('mfe-admin-forms', formsCss);

export type EventAccountState = 'LOADING' | 'FORM' | 'SAVING' | 'CREATED' | 'ERROR';

const ACCOUNT_LOAD_ERROR = 'Could not get account information';

function EventAccountForm() {
  const load = useLoadState(
    (signal) => currentAccount(signal),
    [],
    () => ACCOUNT_LOAD_ERROR,
  );
  if (load.state !== 'LOADED') return <LoadFallback load={load} className="adm-message adm-message-error" />;
  return <EventAccountFields current={load.value} />;
}

/** FORM, SAVING, CREATED and ERROR (a refused save) for the current account. */
function EventAccountFields({ current }: { current: Account }) {
  const { member, superUser } = useSession();
  const [state, setState] = useState<EventAccountState>('FORM');
  const [accountID, setAccountID] = useState(current.id);
  const [accountName, setAccountName] = useState('');
  const [event, setEvent] = useState('');
  const [created, setCreated] = useState<CreateEventAccountResponse | null>(null);
  const [error, setError] = useState<string | null>(null);

  if (!superUser && !mayCreateEventAccount(member, current, [])) {
    return <p>{ACCESS_MESSAGES.noPermissionAccessPage}</p>;
  }
  if (state === 'CREATED' && created) {
    const url = accountUrl(window.location, current.id, created.id);
    return (
      <div className="adm-card">
        <p className="adm-message adm-message-ok" role="status">
          The account {created.id} was created.
        </p>
        <p>
          Its calendar is <span className="adm-mono">{created.mainCalendarID}</span>. You are its
          administrator: sign in there with your usual username and password.
        </p>
        <a className="kit-button kit-button-primary" href={url}>
          Go to {created.id}
        </a>
      </div>
    );
  }

  // changing the id or the name after a refused save takes the refusal away
  const editing = (set: (value: string) => void) => (value: string) => {
    set(value);
    if (state === 'ERROR') setState('FORM');
  };
  const errors = eventAccountErrors({ accountID, accountName }, current.id);
  const invalid = Object.keys(errors).length > 0;

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (invalid) return;
    setState('SAVING');
    setError(null);
    try {
      const result = await createEventAccount({
        accountID: accountID.trim().toLowerCase(),
        accountName: accountName.trim(),
        event: event.trim() === '' ? null : event.trim(),
      });
      setCreated(result);
      setState('CREATED');
    } catch (err) {
      setError(errorMessage(err));
      setState('ERROR');
    }
  }

  return (
    <form className="adm-card" onSubmit={(e) => void submit(e)} noValidate>
      <Alert message={state === 'ERROR' && error} className="adm-message adm-message-error" as="div" />
      <fieldset disabled={state === 'SAVING'} style={{ border: 0, margin: 0, padding: 0 }}>
        <TextInput
          label="Account ID"
          value={accountID}
          onChange={editing(setAccountID)}
          error={errors.accountID}
          hint={`Starts with "${current.id}", then letters and digits; it becomes the site's address.`}
          autoComplete="off"
        />
        <TextInput
          label="Account name"
          value={accountName}
          onChange={editing(setAccountName)}
          error={errors.accountName}
        />
        <TextInput
          label="Event (name or id)"
          value={event}
          onChange={setEvent}
          hint="Optional: the event this account is for."
        />
        <div className="adm-actions">
          <SubmitButton
            label="Create account"
            busy={state === 'SAVING'}
            busyLabel="Creating…"
            disabled={invalid}
          />
        </div>
      </fieldset>
    </form>
  );
}

export function CreateEventAccountPage() {
  return (
    <div className="adm-page">
      <h1>Create Special Event Account</h1>
      <RequireSignIn>
        <EventAccountForm />
      </RequireSignIn>
    </div>
  );
}
