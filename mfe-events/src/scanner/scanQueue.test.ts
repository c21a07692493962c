import { SERVICE_UNAVAILABLE_CODE } from '@portal/contracts';
import { ApiError } from '@portal/kit';
import { describe, expect, it, vi } from 'vitest';
import {
  enqueueScan,
  flushScanQueue,
  outcomeOfError,
  readQueue,
  scanQueueKey,
  type KeyValueStore,
  type ScanOutcome,
} from './scanQueue.ts';

function memoryStore(): KeyValueStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

/** A server holding one record per member (the database's rule). */
function fakeServer() {
  const records = new Set<number>();
  return {
    records,
    add: vi.fn(async (memberID: number): Promise<ScanOutcome> => {
      if (records.has(memberID)) return { kind: 'already', message: 'Member is already in attendance' };
      records.add(memberID);
      return { kind: 'added', memberName: `Member ${memberID}` };
    }),
  };
}

describe('offline scan queue (beyond the spec: scans queued while offline, sent when it returns, never recorded twice)', () => {
  it('is kept in localStorage keyed by event; a member scanned twice while offline is queued once', () => {
    const store = memoryStore();
    enqueueScan(store, 42, 520001, 1);
    enqueueScan(store, 42, 520002, 2);
    enqueueScan(store, 42, 520001, 3);
    enqueueScan(store, 43, 520001, 4);
    expect(readQueue(store, 42)).toEqual([
      { memberID: 520001, queuedAt: 1 },
      { memberID: 520002, queuedAt: 2 },
    ]);
    expect(readQueue(store, 43)).toEqual([{ memberID: 520001, queuedAt: 4 }]);
    expect(store.data.has(scanQueueKey(42))).toBe(true);
  });

  it('a damaged stored value reads as an empty queue', () => {
    const store = memoryStore();
    store.setItem(scanQueueKey(42), '{not json');
    expect(readQueue(store, 42)).toEqual([]);
    store.setItem(scanQueueKey(42), JSON.stringify([{ memberID: 'x' }, { memberID: 520001, queuedAt: 5 }]));
    expect(readQueue(store, 42)).toEqual([{ memberID: 520001, queuedAt: 5 }]);
  });

  it('a flush sends each scan once, in order, and empties the queue (the key is removed)', async () => {
    const store = memoryStore();
    const server = fakeServer();
    enqueueScan(store, 42, 520001, 1);
    enqueueScan(store, 42, 520002, 2);
    const reports: Array<[number, ScanOutcome['kind']]> = [];
    expect(await flushScanQueue(store, 42, server.add, (s, o) => reports.push([s.memberID, o.kind]))).toBe(
      'done',
    );
    expect(server.add.mock.calls.map((c) => c[0])).toEqual([520001, 520002]);
    expect(reports).toEqual([
      [520001, 'added'],
      [520002, 'added'],
    ]);
    expect(store.data.has(scanQueueKey(42))).toBe(false);
  });

  it('two flushes at once share one: no scan is sent twice', async () => {
    const store = memoryStore();
    const server = fakeServer();
    enqueueScan(store, 42, 520001, 1);
    enqueueScan(store, 42, 520002, 2);
    await Promise.all([
      flushScanQueue(store, 42, server.add, () => undefined),
      flushScanQueue(store, 42, server.add, () => undefined),
      flushScanQueue(store, 42, server.add, () => undefined),
    ]);
    expect(server.add).toHaveBeenCalledTimes(2);
    expect([...server.records]).toEqual([520001, 520002]);
  });

  it('still offline: the flush stops at the first unanswered scan and keeps it and the rest', async () => {
    const store = memoryStore();
    enqueueScan(store, 42, 520001, 1);
    enqueueScan(store, 42, 520002, 2);
    const send = vi.fn(async (): Promise<ScanOutcome> => ({ kind: 'offline' }));
    expect(await flushScanQueue(store, 42, send, () => undefined)).toBe('offline');
    expect(send).toHaveBeenCalledTimes(1);
    expect(readQueue(store, 42).map((q) => q.memberID)).toEqual([520001, 520002]);
  });

  it("a replay whose first send reached the server (answer lost) ends as 'already in attendance': done, one record", async () => {
    const store = memoryStore();
    const server = fakeServer();
    // the first attempt is recorded by the server but its answer never arrives
    await server.add(520001);
    enqueueScan(store, 42, 520001, 1);
    const reports: ScanOutcome[] = [];
    expect(await flushScanQueue(store, 42, server.add, (_s, o) => reports.push(o))).toBe('done');
    expect(reports).toEqual([{ kind: 'already', message: 'Member is already in attendance' }]);
    expect(readQueue(store, 42)).toEqual([]);
    expect(server.records.size).toBe(1);
  });

  it('a store that cannot be written does not loop forever', async () => {
    const store = memoryStore();
    enqueueScan(store, 42, 520001, 1);
    const stuck: KeyValueStore = { ...store, setItem: () => undefined, removeItem: () => undefined };
    const send = vi.fn(async (): Promise<ScanOutcome> => ({ kind: 'added', memberName: 'X' }));
    expect(await flushScanQueue(stuck, 42, send, () => undefined)).toBe('offline');
    expect(send).toHaveBeenCalledTimes(1);
  });

  it.each([
    [
      new ApiError({ type: 'REQUEST_FAILED', code: 500, status: 0, message: 'Could not complete request' }),
      'offline',
    ],
    [
      new ApiError({
        type: 'SERVER',
        code: SERVICE_UNAVAILABLE_CODE,
        status: 503,
        message: 'The events service is not available right now. Please try again shortly.',
      }),
      'offline',
    ],
    [new ApiError({ type: 'SERVER', code: 'BAD_GATEWAY', status: 502, message: 'Bad gateway' }), 'offline'],
    [
      new ApiError({
        type: 'SERVER',
        code: 'TEAM_UNAVAILABLE',
        status: 503,
        message: 'Could not load team information',
      }),
      'refused',
    ],
    [
      new ApiError({
        type: 'SERVER',
        code: 'CONFLICT',
        status: 409,
        message: 'Member is already in attendance',
      }),
      'already',
    ],
    [
      new ApiError({
        type: 'SERVER',
        code: 'FORBIDDEN',
        status: 403,
        message: 'You do not have permission to do that',
      }),
      'refused',
    ],
  ] as const)('an add failure %o counts as %s', (error, kind) => {
    expect(outcomeOfError(error).kind).toBe(kind);
  });
});
