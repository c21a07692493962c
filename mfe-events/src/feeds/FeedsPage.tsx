// /calendar/feeds (beyond the spec): the links of the account's calendar feeds, to
// copy into a calendar app. Anyone sees the public feed's link (built on this host, as the server
// would); a signed-in member also sees their personal feed's link (GET /api/calendar/feed) and may
// reset it after a confirmation (POST /api/calendar/feed/reset), which stops the old link at once.
import { CALENDAR_FEED_MESSAGES, PUBLIC_FEED_PATH } from '@portal/contracts';
import {
  adoptStyles,
  currentPath,
  Dialog,
  Loader,
  signinPath,
  useLoadState,
  useSession,
  type ApiClient,
} from '@portal/kit';
import { serverMessage } from '../eventData/serverMessage.ts';
import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { OutcomeLine, useOutcome } from '../eventData/useOutcome.tsx';
import { CopyField } from './CopyField.tsx';
import { loadFeedLinks, resetFeedLink } from './feedCalls.ts';
import eventPageCss from '../eventPage/eventPage.css?raw';
import feedsCss from './feeds.css?raw';

adoptStyles('mfe-events-pages', eventPageCss);
adoptStyles('mfe-events-feeds', feedsCss);

function PublicFeed({ url }: { url: string }) {
  return (
    <section className="feeds-section" aria-labelledby="feeds-public">
      <h2 id="feeds-public">Public calendar</h2>
      <p>
        Every event of this unit that is not a draft, from a year ago to two years ahead: name, times,
        locations, public comments and public contacts. Cancelled events stay in the calendar, marked
        cancelled. Anyone may use this link.
      </p>
      <CopyField id="feeds-public-url" label="Public calendar link" url={url} />
    </section>
  );
}

function PersonalFeed({ client }: { client?: ApiClient }) {
  const load = useLoadState((signal) => loadFeedLinks(client, signal), [client], serverMessage);
  const [confirming, setConfirming] = useState(false);
  const { busy: resetting, outcome, run } = useOutcome();

  const reset = async (answer: string) => {
    setConfirming(false);
    if (answer !== 'reset') return;
    await run(async () => {
      load.set(await resetFeedLink(client));
      return CALENDAR_FEED_MESSAGES.resetDone;
    });
  };

  return (
    <section className="feeds-section" aria-labelledby="feeds-personal">
      <h2 id="feeds-personal">My events</h2>
      <p>
        The events of this unit you signed up for, with the same public details. Keep this link to yourself:
        whoever has it can see which events you signed up for. If it got out, reset it.
      </p>
      {load.state === 'LOADING' && <Loader />}
      {load.state === 'ERROR' && <p role="alert">{load.message}</p>}
      {load.state === 'LOADED' && (
        <>
          <CopyField id="feeds-personal-url" label="My events link" url={load.value.personalUrl} />
          <button type="button" disabled={resetting} onClick={() => setConfirming(true)}>
            Reset personal link
          </button>
          <OutcomeLine outcome={outcome} classes={['feeds-notice', 'feeds-notice']} />
        </>
      )}
      <Dialog
        open={confirming}
        title="Reset personal link"
        buttons={[
          { label: 'Reset link', value: 'reset', primary: true },
          { label: 'Cancel', value: 'cancel' },
        ]}
        onResult={(answer) => void reset(answer)}
      >
        <p>{CALENDAR_FEED_MESSAGES.resetConfirm}</p>
      </Dialog>
    </section>
  );
}

export function FeedsPage({ client }: { client?: ApiClient } = {}) {
  const session = useSession();
  const location = useLocation();
  // the same URL the server builds: this host (the account's own) and the public feed's path
  const publicUrl = `${window.location.origin}${PUBLIC_FEED_PATH}`;
  return (
    <main className="evt-page feeds-page">
      <h1>Calendar feeds</h1>
      <p>
        Subscribe to these links in a calendar app and the unit&apos;s events appear beside your own, with
        times right in your time zone. Calendar apps refresh subscriptions on their own, usually every few
        hours.
      </p>
      <ul className="feeds-how">
        <li>Google Calendar: Other calendars, then From URL.</li>
        <li>Apple Calendar: File, then New Calendar Subscription.</li>
        <li>Outlook: Add calendar, then Subscribe from web.</li>
      </ul>
      <PublicFeed url={publicUrl} />
      {session.status === 'LOADING' ? (
        <Loader />
      ) : session.member ? (
        <PersonalFeed client={client} />
      ) : (
        <section className="feeds-section" aria-labelledby="feeds-personal">
          <h2 id="feeds-personal">My events</h2>
          <p>
            Members get a private link to the events they signed up for.{' '}
            <Link to={signinPath(currentPath(location))}>Sign in</Link> to see yours.
          </p>
        </section>
      )}
    </main>
  );
}
