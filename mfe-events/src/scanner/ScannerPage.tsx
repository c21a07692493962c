// Events §2 /events/scanadd/{id} "attendance scanner (takes a member number, adds the member)".
// - §7 scan mode: on opening, POST /api/member/session/scanadd {eventID} switches the session into
//   scan mode for this event; §8 "failed scan-mode set or get: an error message, unless the code is
//   403, which is ignored" (a member without the ScanAdd permission scans with the ordinary session).
//   The event is read first (GET /api/events/{id}), while the session is still an ordinary one.
// - An identity card scan types the number into the field and presses Enter. §5 "the scanner
//   accepts greater than 100000 up to 999999 and submits nothing otherwise".
// - §8 success: a banner 'Successfully added {name} to event.', cleared after 5 s (§4, §9 5000 ms);
//   failure: the server's message in a banner. §8 not signed in: 'You need to sign in to view this page'.
//   Typing the next number clears the last banner, so a message never seems to answer the new scan.
// - The shell's breadcrumbs name the event once it is read.
// - Beyond the spec: scans made offline are queued (scanQueue.ts) and sent when the connection returns.
import {
  ATTENDANCE_MESSAGES,
  EVENT_MESSAGES,
  eventViewerPath,
  formatEventID,
  parseEventUrlId,
  SCANNER_BANNER_MS,
  type Event,
} from '@portal/contracts';
import {
  adoptStyles,
  apiClient,
  EventCrumbName,
  isApiError,
  PleaseSignIn,
  useSession,
  type ApiClient,
} from '@portal/kit';
import { serverMessage } from '../eventData/serverMessage.ts';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { loadEvent } from '../eventData/eventCalls.ts';
import { SignedInPage, clientProps } from '../eventPage/SignedInPage.tsx';
import { addAttendance, setScanMode } from '../multiAdd/attendanceCalls.ts';
import { scannedMemberNumber } from '../multiAdd/memberNumber.ts';
import { memberNumberRecord } from '../multiAdd/multiAddRules.ts';
import {
  enqueueScan,
  flushScanQueue,
  outcomeOfError,
  readQueue,
  type KeyValueStore,
  type QueuedScan,
  type ScanOutcome,
} from './scanQueue.ts';
import multiAddCss from '../multiAdd/multiAdd.css?raw';

adoptStyles('mfe-events-multiadd', multiAddCss);

type Banner = { kind: 'success' | 'error' | 'info'; text: string } | null;

/** How often a waiting queue is retried even without an 'online' event (flaky networks). */
export const SCAN_RETRY_MS = 15_000;

const isOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;
const ignore403 = (e: unknown) => !(isApiError(e) && e.status === 403);

export function Scanner({
  id,
  client = apiClient,
  store = globalThis.localStorage,
}: {
  id: string;
  client?: ApiClient;
  store?: KeyValueStore;
}) {
  const parsed = parseEventUrlId(id);
  const eventID = parsed.ok ? parsed.id : null;
  const { status } = useSession();
  const [event, setEvent] = useState<Event | null>(null);
  const [setupError, setSetupError] = useState<string | null>(null);
  const [scanMode, setScanModeOn] = useState(false);
  const [text, setText] = useState('');
  const [banner, setBannerState] = useState<Banner>(null);
  const [waiting, setWaiting] = useState<QueuedScan[]>(() =>
    eventID === null ? [] : readQueue(store, eventID),
  );
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const eventRef = useRef<Event | null>(null);

  const showBanner = useCallback((next: Banner) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    setBannerState(next);
    // §4 "Scanner: success shows a banner that clears after 5 seconds"
    if (next?.kind === 'success') timer.current = setTimeout(() => setBannerState(null), SCANNER_BANNER_MS);
  }, []);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  // scan-mode set and get (§8: failures shown unless 403)
  useEffect(() => {
    if (eventID === null || status === 'LOADING') return;
    let live = true;
    void (async () => {
      try {
        const loaded = await loadEvent(eventID, client);
        eventRef.current = loaded;
        if (live) setEvent(loaded);
      } catch (e) {
        if (live && ignore403(e)) setSetupError(serverMessage(e));
      }
      try {
        await setScanMode(eventID, client);
        if (live) setScanModeOn(true);
      } catch (e) {
        if (live && ignore403(e)) setSetupError(serverMessage(e));
      }
    })();
    return () => {
      live = false;
    };
  }, [eventID, client, status]);

  const send = useCallback(
    async (memberID: number): Promise<ScanOutcome> => {
      if (eventID === null) return { kind: 'offline' };
      try {
        const added = await addAttendance(eventID, memberNumberRecord(memberID, eventRef.current), client);
        return { kind: 'added', memberName: added.memberName };
      } catch (e) {
        return outcomeOfError(e);
      }
    },
    [eventID, client],
  );

  const flush = useCallback(async () => {
    if (eventID === null || readQueue(store, eventID).length === 0) return;
    await flushScanQueue(store, eventID, send, (scan, outcome) => {
      // a replay refused as 'already in attendance' was recorded before: done, nothing to say
      if (outcome.kind === 'added')
        showBanner({ kind: 'success', text: ATTENDANCE_MESSAGES.scannerSuccess(outcome.memberName) });
      if (outcome.kind === 'refused')
        showBanner({ kind: 'error', text: `${scan.memberID}: ${outcome.message}` });
    });
    setWaiting(readQueue(store, eventID));
  }, [eventID, store, send, showBanner]);

  // send what waits: now, whenever the browser comes back online, and every SCAN_RETRY_MS meanwhile
  useEffect(() => {
    if (status === 'LOADING') return;
    void flush();
    const onOnline = () => void flush();
    window.addEventListener('online', onOnline);
    const retry = setInterval(() => void flush(), SCAN_RETRY_MS);
    return () => {
      window.removeEventListener('online', onOnline);
      clearInterval(retry);
    };
  }, [flush, status]);

  const queue = (memberID: number) => {
    if (eventID === null) return;
    setWaiting(enqueueScan(store, eventID, memberID, Date.now()));
    showBanner({
      kind: 'info',
      text: `No connection: ${memberID} will be added when the connection returns.`,
    });
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const memberID = scannedMemberNumber(text);
    setText('');
    input.current?.focus();
    if (memberID === null) return;
    if (!isOnline()) return queue(memberID);
    const outcome = await send(memberID);
    if (outcome.kind === 'offline') return queue(memberID);
    if (outcome.kind === 'added')
      showBanner({ kind: 'success', text: ATTENDANCE_MESSAGES.scannerSuccess(outcome.memberName) });
    else showBanner({ kind: 'error', text: outcome.message });
  };

  if (!parsed.ok) return <p role="alert">{EVENT_MESSAGES.eventNotFound}</p>;
  return (
    <>
      <EventCrumbName event={event} />
      {event && (
        <p>
          <Link to={eventViewerPath(event)}>{event.name}</Link> ({formatEventID(event.accountID, event.id)})
        </p>
      )}
      {setupError && <p role="alert">{setupError}</p>}
      {scanMode && (
        <p className="evt-hint">
          Scan mode: this browser now adds attendance to this event only. Sign out to leave scan mode.
        </p>
      )}
      <form className="evt-scanner evt-field" onSubmit={(e) => void submit(e)}>
        <label htmlFor="evt-scanner-input">Member number</label>
        <input
          id="evt-scanner-input"
          ref={input}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            // the next card's number is coming in: the last scan's message no longer applies
            if (banner) showBanner(null);
          }}
          inputMode="numeric"
          autoComplete="off"
          autoFocus
        />
        <span className="evt-hint">Scan an identity card or type a member number and press Enter.</span>
      </form>
      <div aria-live="polite">
        {banner && (
          <p
            className={`evt-banner evt-banner-${banner.kind}`}
            role={banner.kind === 'error' ? 'alert' : 'status'}
          >
            {banner.text}
          </p>
        )}
      </div>
      {waiting.length > 0 && (
        <p className="evt-hint" data-testid="scan-queue">
          Waiting for the connection: {waiting.map((q) => q.memberID).join(', ')}
        </p>
      )}
    </>
  );
}

export function ScannerPage({ client, store }: { client?: ApiClient; store?: KeyValueStore }) {
  const { id = '' } = useParams();
  return (
    <SignedInPage
      className="evt-scanner-page"
      title="Attendance scanner"
      fallback={<PleaseSignIn message="You need to sign in to view this page" />}
    >
      <Scanner key={id} id={id} {...clientProps(client)} {...(store ? { store } : {})} />
    </SignedInPage>
  );
}
