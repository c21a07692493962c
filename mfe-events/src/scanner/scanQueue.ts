// Beyond the spec: scans made while the connection is down wait in the browser
// (localStorage, one list per event, so a reload or a closed tab loses nothing) and are sent when
// it returns. Never recorded twice:
// - a member is queued once however often the card is scanned while offline;
// - one flush at a time per event (in this tab, and across tabs through the Web Locks API when
//   the browser has it);
// - an entry leaves the queue only after the server answered; if the answer was lost and the scan
//   is sent again, the server's one-record-per-member rule refuses it with 'Member is already in
//   attendance', which a replay counts as done.
import { ATTENDANCE_MESSAGES, SERVICE_UNAVAILABLE_CODE } from '@portal/contracts';
import { isApiError } from '@portal/kit';

export interface QueuedScan {
  memberID: number;
  queuedAt: number;
}

/** What became of one scan sent to the server. */
export type ScanOutcome =
  | { kind: 'added'; memberName: string }
  /** The member already had a record (on a replay: our own earlier send). */
  | { kind: 'already'; message: string }
  /** The server refused it for good (its message). */
  | { kind: 'refused'; message: string }
  /** No answer: the connection (or the gateway's upstream) is down; try again later. */
  | { kind: 'offline' };

export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export const scanQueueKey = (eventID: number): string => `mfe-events:scanadd-queue:${eventID}`;

export function readQueue(store: KeyValueStore, eventID: number): QueuedScan[] {
  try {
    const value: unknown = JSON.parse(store.getItem(scanQueueKey(eventID)) ?? '[]');
    if (!Array.isArray(value)) return [];
    return value.filter(
      (q): q is QueuedScan =>
        typeof q === 'object' &&
        q !== null &&
        Number.isInteger((q as QueuedScan).memberID) &&
        typeof (q as QueuedScan).queuedAt === 'number',
    );
  } catch {
    return [];
  }
}

function writeQueue(store: KeyValueStore, eventID: number, queue: readonly QueuedScan[]): void {
  if (queue.length === 0) store.removeItem(scanQueueKey(eventID));
  else store.setItem(scanQueueKey(eventID), JSON.stringify(queue));
}

/** Queues a scan; a member already waiting is not queued again. Answers the queue. */
export function enqueueScan(
  store: KeyValueStore,
  eventID: number,
  memberID: number,
  now: number,
): QueuedScan[] {
  const queue = readQueue(store, eventID);
  if (queue.some((q) => q.memberID === memberID)) return queue;
  const next = [...queue, { memberID, queuedAt: now }];
  writeQueue(store, eventID, next);
  return next;
}

function removeScan(store: KeyValueStore, eventID: number, memberID: number): void {
  // re-read: another tab may have changed the list meanwhile
  writeQueue(
    store,
    eventID,
    readQueue(store, eventID).filter((q) => q.memberID !== memberID),
  );
}

/** Sorts an add call's failure into the outcomes above. */
export function outcomeOfError(error: unknown): ScanOutcome {
  if (!isApiError(error)) return { kind: 'refused', message: String(error) };
  // no answer, or the gateway saying the service is down (not a service's own 503 such as
  // 'Could not load team information', which is its answer)
  if (
    error.type === 'REQUEST_FAILED' ||
    error.code === SERVICE_UNAVAILABLE_CODE ||
    error.status === 502 ||
    error.status === 504
  )
    return { kind: 'offline' };
  if (error.message === ATTENDANCE_MESSAGES.alreadyInAttendance)
    return { kind: 'already', message: error.message };
  return { kind: 'refused', message: error.message };
}

const flushing = new Map<number, Promise<'done' | 'offline'>>();

interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

function withLock<T>(name: string, work: () => Promise<T>): Promise<T> {
  const locks = (globalThis.navigator as { locks?: LockManagerLike } | undefined)?.locks;
  return locks ? locks.request(name, work) : work();
}

/**
 * Sends the queued scans in order. Each answered scan leaves the queue and is reported; the first
 * 'offline' stops the flush (the rest wait for the next one). Concurrent calls share one flush.
 */
export function flushScanQueue(
  store: KeyValueStore,
  eventID: number,
  send: (memberID: number) => Promise<ScanOutcome>,
  report: (scan: QueuedScan, outcome: ScanOutcome) => void,
): Promise<'done' | 'offline'> {
  const running = flushing.get(eventID);
  if (running) return running;
  const run = withLock(scanQueueKey(eventID), async () => {
    const sent = new Set<number>();
    for (;;) {
      const next = readQueue(store, eventID)[0];
      if (!next) return 'done' as const;
      // a store that cannot be written would hand back the same scan forever
      if (sent.has(next.memberID)) return 'offline' as const;
      sent.add(next.memberID);
      const outcome = await send(next.memberID);
      if (outcome.kind === 'offline') return 'offline' as const;
      removeScan(store, eventID, next.memberID);
      report(next, outcome);
    }
  }).finally(() => flushing.delete(eventID));
  flushing.set(eventID, run);
  return run;
}
