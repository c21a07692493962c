// Graceful shutdown (in-flight requests finish on SIGTERM), a
// readiness endpoint per part, request ids in the logs for svc-events, run as npm start and the
// Deployment run it (`node --import tsx src/main.ts`): SIGTERM comes while a debrief's body is still
// arriving; the debrief is saved and answered 201 once its body is complete, a new connection is
// refused meanwhile, /readyz answers 503 to a request on a connection opened before the stop, and the
// process exits 0 afterwards.
import type { ChildProcess } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { connect, type Socket } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTEXT_HEADER, signContext, inTransaction } from '@portal/contracts/server';
import {
  connectOutcome,
  createTestDatabase,
  expectForcedDrop,
  freePort,
  spawnTsx,
  untilOutput,
  type TestDatabase,
} from '@portal/contracts/testing';
import { insertEvent } from './events/repository.ts';
import { PLAIN, SECRET, contextFor, tokenFor, validContent } from './testing/harness.ts';

const serviceDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const PAST = Date.now() - 48 * 3_600_000;

let db: TestDatabase;
let child: ChildProcess | undefined;
let pool: pg.Pool | undefined;
let held: Socket | undefined;

beforeAll(async () => {
  db = await createTestDatabase('events_shutdown');
});
afterAll(async () => {
  held?.destroy();
  if (child && child.exitCode === null) child.kill('SIGKILL');
  await pool?.end();
  await db?.drop();
});

/** A raw connection with a request whose head is not finished yet: busy, so the drain keeps it. */
function openUnfinishedRequest(
  port: number,
  head: string,
): Promise<{ socket: Socket; reply: Promise<string> }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let text = '';
    const reply = new Promise<string>((done) => {
      socket.on('data', (chunk) => (text += String(chunk)));
      socket.on('close', () => done(text));
    });
    socket.once('error', reject);
    socket.once('connect', () => {
      socket.write(head);
      resolve({ socket, reply });
    });
  });
}

describe('svc-events on SIGTERM (graceful shutdown)', () => {
  it('answers the request in flight, refuses new connections, turns not-ready, then exits 0', async () => {
    const port = await freePort();
    const proc = spawnTsx(serviceDir, ['src/main.ts'], {
      DATABASE_URL: db.url,
      REDIS_URL: redisUrl,
      REDIS_PREFIX: `test-events-shutdown-${port}`,
      EVENTS_PORT: String(port),
      HOST: '127.0.0.1',
      CONTEXT_SECRET: SECRET,
      // nothing listens there: svc-events only calls svc-identity for mails and server-error reports
      IDENTITY_URL: 'http://127.0.0.1:9',
      // debug: a service logs its successful requests at debug (the gateway's line is the access log)
      LOG_LEVEL: 'debug',
    });
    child = proc.child;
    const { exited, output } = proc;
    await untilOutput(proc, 'svc-events listening', 45_000);

    const base = `http://127.0.0.1:${port}`;
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    expect(await (await fetch(`${base}/readyz`)).json()).toEqual({ status: 'ready' });

    // an event whose pickup time has passed (the process ran the migrations), so a member may debrief it
    pool = new pg.Pool({ connectionString: db.url, max: 1 });
    expectForcedDrop(pool);
    const eventID = await inTransaction(
      pool,
      async (client) =>
        (
          await insertEvent(
            client,
            'md001',
            validContent(PAST, { status: 'CONFIRMED' }),
            PLAIN.ref,
            'Pat Plain',
          )
        ).id,
    );

    // the debrief's JSON body sent in two halves: the body parser waits for the second one
    const body = Buffer.from(
      JSON.stringify({ debriefText: `Drained ${'x'.repeat(2000)}`, publicView: true }),
    );
    let sent: ReturnType<typeof httpRequest> | undefined;
    const answered = new Promise<{ status: number; text: string }>((resolve, reject) => {
      sent = httpRequest({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: `/api/events/${eventID}/debrief`,
        headers: {
          'content-type': 'application/json',
          'content-length': body.length,
          [CONTEXT_HEADER]: signContext(contextFor(PLAIN), SECRET),
          'x-csrf-token': tokenFor(PLAIN),
          'x-request-id': 'events-drain-1',
        },
      });
      sent.on('response', (res) => {
        let text = '';
        res.on('data', (chunk) => (text += String(chunk)));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      });
      sent.on('error', reject);
      sent.write(body.subarray(0, 1000));
    });
    // a readiness check whose request head is still arriving when the stop begins
    const readiness = await openUnfinishedRequest(port, 'GET /readyz HTTP/1.1\r\nHost: svc-events\r\n');
    held = readiness.socket;
    // time for the process to read both before the stop (generous: the machine may be loaded)
    await new Promise((resolve) => setTimeout(resolve, 1_000));

    child.kill('SIGTERM');
    await untilOutput(proc, 'svc-events stopping', 10_000);
    expect(await connectOutcome(port)).toBe('ECONNREFUSED');

    // readiness: the load balancer is told to stop sending work (503 "stopping")
    readiness.socket.write('\r\n');
    const readyReply = await readiness.reply;
    expect(readyReply).toMatch(/^HTTP\/1\.1 503 /);
    expect(readyReply).toContain('{"status":"stopping"}');

    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(child.exitCode, output()).toBeNull(); // still waiting for the debrief in flight

    sent!.end(body.subarray(1000));
    const { status, text } = await answered;
    expect(status, text).toBe(201);
    expect(JSON.parse(text)).toMatchObject({ publicView: true, memberName: 'Pat Plain' });
    const stored = await pool.query('SELECT debrief FROM events.events WHERE account_id = $1 AND id = $2', [
      'md001',
      eventID,
    ]);
    expect(stored.rows[0].debrief).toHaveLength(1);
    expect(await exited).toBe(0);
    // item 6: the service's log line for that request carries the gateway's request id
    expect(output()).toMatch(/"reqId":"events-drain-1"[^\n]*"status":201/);
  }, 90_000);
});
