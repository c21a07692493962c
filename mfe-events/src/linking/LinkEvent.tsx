// Events §6 "Link event: needs non-NONE permission and linkable accounts not yet linked; a LINKED
// event cannot be linked further. One target account gives a direct button; several give a picker
// with a regex name filter." and §4/§8 "Link: a result dialog shows an error message, or 'Your event
// has been linked!' with a link." Rendered inside the viewer's manager actions (so the level is
// already non-NONE); asks GET /api/events/{id}/linkable, shows nothing when there is nowhere to
// link. The link of the result leads to the event viewer on the target account's own host.
import {
  accountUrl,
  EVENT_MESSAGES,
  eventViewerPath,
  linkableAccountFilter,
  linkControl,
  type Event,
  type LinkableAccountsResponse,
  type LinkedEventSummary,
} from '@portal/contracts';
import { adoptStyles, Dialog, TextInput, type ApiClient } from '@portal/kit';
import { serverMessage } from '../eventData/serverMessage.ts';
import { useEffect, useId, useState } from 'react';
import { linkEvent, loadLinkable } from './linkCalls.ts';
import linkEventCss from './linkEvent.css?raw';

adoptStyles('mfe-events-link', linkEventCss);

/** One account of GET /api/events/{id}/linkable. */
type LinkableAccount = LinkableAccountsResponse[number];

type Result = { ok: true; href: string } | { ok: false; message: string };

export const LINK_TITLE = 'Link event';

function Picker(props: {
  accounts: readonly LinkableAccount[];
  chosen: string | null;
  onChoose(id: string): void;
}) {
  const [filter, setFilter] = useState('');
  const name = useId();
  const shown = props.accounts.filter(linkableAccountFilter(filter));
  return (
    <>
      <TextInput
        label="Filter accounts"
        hint="A regular expression over names"
        value={filter}
        onChange={setFilter}
      />
      <fieldset className="evt-link-accounts">
        <legend>Account to link to</legend>
        {shown.length === 0 && <p>No account matches the filter</p>}
        {shown.map((a) => (
          <label key={a.id} className="evt-link-account">
            <input
              type="radio"
              name={name}
              value={a.id}
              checked={props.chosen === a.id}
              onChange={() => props.onChoose(a.id)}
            />{' '}
            {a.name} ({a.id.toUpperCase()})
          </label>
        ))}
      </fieldset>
    </>
  );
}

export function LinkEvent(props: {
  event: Event;
  client: ApiClient;
  onLinked(link: LinkedEventSummary): void;
}) {
  const { event, client } = props;
  const [accounts, setAccounts] = useState<LinkableAccount[]>([]);
  const [picking, setPicking] = useState(false);
  const [chosen, setChosen] = useState<string | null>(null);
  const [linking, setLinking] = useState(false);
  const [result, setResult] = useState<Result | null>(null);
  const linkable = event.type !== 'LINKED';

  useEffect(() => {
    if (!linkable) return;
    const controller = new AbortController();
    // no link action when this fails: the rest of the viewer works as before
    loadLinkable(event.id, client, controller.signal).then(setAccounts, () => undefined);
    return () => controller.abort();
  }, [event.id, client, linkable]);

  const control = linkable ? linkControl(accounts) : 'none';
  if (control === 'none' && result === null) return null;

  const link = async (target: LinkableAccount) => {
    setLinking(true);
    try {
      const answer = await linkEvent(event.id, target.id, client);
      if ('message' in answer) {
        setResult({ ok: false, message: answer.message });
      } else {
        const path = eventViewerPath({ id: answer.id, name: event.name });
        setResult({ ok: true, href: accountUrl(window.location, event.accountID, answer.accountID, path) });
        setAccounts((list) => list.filter((a) => a.id !== target.id));
        props.onLinked({
          id: answer.id,
          accountID: answer.accountID,
          name: event.name,
          accountName: target.name,
        });
      }
    } catch (e) {
      setResult({ ok: false, message: serverMessage(e) });
    } finally {
      setLinking(false);
      setPicking(false);
    }
  };
  const picked = accounts.find((a) => a.id === chosen);

  return (
    <>
      {control === 'button' && (
        <button type="button" disabled={linking} onClick={() => void link(accounts[0]!)}>
          {LINK_TITLE} to {accounts[0]!.name}
        </button>
      )}
      {control === 'picker' && (
        <button
          type="button"
          onClick={() => {
            setChosen(null);
            setPicking(true);
          }}
        >
          {LINK_TITLE}
        </button>
      )}
      <Dialog
        open={picking}
        title={LINK_TITLE}
        buttons={[
          {
            label: linking ? 'Linking...' : 'Link',
            value: 'ok',
            primary: true,
            disabled: !picked || linking,
          },
          { label: 'Cancel', value: 'cancel' },
        ]}
        onResult={(r) => (r === 'ok' && picked ? void link(picked) : setPicking(false))}
      >
        <Picker accounts={accounts} chosen={chosen} onChoose={setChosen} />
      </Dialog>
      <Dialog open={result !== null} title={LINK_TITLE} onResult={() => setResult(null)}>
        {result?.ok ? (
          <p>
            {EVENT_MESSAGES.linked} <a href={result.href}>View the linked event</a>
          </p>
        ) : (
          <p role="alert">{result?.message}</p>
        )}
      </Dialog>
    </>
  );
}
