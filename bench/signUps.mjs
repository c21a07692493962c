// Bench: 200 concurrent sign-ups for one event — throughput, and
// zero lost or doubled. svc-events runs as its own process on a fresh database (no gateway, no
// svc-identity: requests carry a context signed the way the gateway signs it and the session's
// CSRF token; svc-identity's port is closed, so each sign-up's name lookup fails fast and the
// member's own name is used, as svc-events does when svc-identity cannot answer). Each round: a
// new event, BENCH_SIGNUPS (200) members each sending their sign-up TWICE at the same moment
// (400 requests in flight); expected 200 × 201, 200 × 409 'Member is already in attendance',
// exactly 200 rows and 200 Add audit items.
// Run: npm run bench:signups -w bench   (BENCH_SIGNUPS, BENCH_ROUNDS to tune; BENCH_NO_VERSION_TRIGGER=1
// for the experiment below)
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { csrfTokenFor, signContext } from '@portal/contracts/server';
import { testContext, testMember } from '@portal/contracts/testing';
import { freePort, start, stopAll, waitForPort } from './lib/processes.mjs';
import { eventBody } from './lib/events.mjs';
import { withAdmin } from './lib/site.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const signUps = Number(process.env.BENCH_SIGNUPS ?? 200);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const adminUrl = process.env.BENCH_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const id = randomBytes(5).toString('hex');
const database = `bench_signups_${id}`;
// NODE_ENV=production below: the services refuse a context secret under 32 characters
const secret = `bench-secret-${id}-${randomBytes(16).toString('hex')}`;
const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${database}` }).toString();

/** Headers of a signed-in member of md001 (context and CSRF token as the gateway would send them). */
function headersFor(memberId, permissions = {}) {
  const member = {
    ...testMember(),
    type: 'CAPNHQMember',
    id: memberId,
    nameFirst: 'Cadet',
    nameLast: String(memberId),
    permissions,
  };
  const session = { id: `bench-session-${memberId}`, type: 'Regular', expires: Date.now() + 3_600_000 };
  const context = testContext({ accountID: 'md001', member, session });
  return {
    'content-type': 'application/json',
    'x-portal-context': signContext(context, secret),
    'x-csrf-token': csrfTokenFor({ sessionID: session.id, accountID: 'md001' }, secret),
  };
}

async function main() {
  await withAdmin(`CREATE DATABASE ${database}`);
  const [eventsPort, closedPort] = [await freePort(), await freePort()];
  const events = start(
    'svc-events',
    process.execPath,
    ['--import', 'tsx', path.join(root, 'svc-events/src/main.ts')],
    {
      DATABASE_URL: databaseUrl,
      CONTEXT_SECRET: secret,
      EVENTS_PORT: String(eventsPort),
      IDENTITY_URL: `http://127.0.0.1:${closedPort}`,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
    },
  );
  await waitForPort(eventsPort, events);
  const base = `http://127.0.0.1:${eventsPort}`;
  const db = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  const manager = headersFor(520004, { ManageEvent: 'FULL' });
  const members = Array.from({ length: signUps }, (_, i) => 540000 + i);
  const memberHeaders = members.map((m) => headersFor(m));
  // experiment only (BENCH_NO_VERSION_TRIGGER=1): without the viewer cache's version trigger (its
  // upsert of the event's one attendance_versions row is the one row all sign-ups of an event write)
  if (process.env.BENCH_NO_VERSION_TRIGGER === '1')
    await db.query('ALTER TABLE events.attendance DISABLE TRIGGER attendance_version_insert');
  console.log(
    `[bench] ${signUps} members, each signing up twice at once (${2 * signUps} requests in flight), ${rounds} rounds`,
  );
  let exactRounds = 0;
  try {
    for (let round = 1; round <= rounds; round += 1) {
      const created = await fetch(`${base}/api/events`, {
        method: 'POST',
        headers: manager,
        body: JSON.stringify(eventBody()),
      });
      if (created.status !== 201)
        throw new Error(`event not created: ${created.status} ${await created.text()}`);
      const eventID = (await created.json()).id;
      const send = (i) =>
        fetch(`${base}/api/events/${eventID}/attendance`, {
          method: 'POST',
          headers: memberHeaders[i],
          body: JSON.stringify({ memberID: { type: 'CAPNHQMember', id: members[i] } }),
        }).then(async (r) => ({ status: r.status, body: await r.json() }));
      const startedAt = performance.now();
      const answers = await Promise.all([...members.keys(), ...members.keys()].map(send));
      const ms = performance.now() - startedAt;
      const count = (s) => answers.filter((a) => a.status === s).length;
      const others = answers.filter((a) => a.status !== 201 && a.status !== 409);
      const duplicateWords = answers.filter(
        (a) => a.status === 409 && a.body.message === 'Member is already in attendance',
      ).length;
      const rows = await db.query(
        `SELECT count(*)::int AS n, count(DISTINCT member_id)::int AS d FROM events.attendance WHERE account_id = 'md001' AND event_id = $1`,
        [eventID],
      );
      const audit = await db.query(
        `SELECT count(*)::int AS n FROM events.audit_log WHERE event_id = $1 AND type = 'Add' AND object_data ? 'attendanceRecord'`,
        [eventID],
      );
      const ok =
        count(201) === signUps &&
        duplicateWords === signUps &&
        rows.rows[0].n === signUps &&
        rows.rows[0].d === signUps &&
        audit.rows[0].n === signUps &&
        others.length === 0;
      console.log(
        `[bench] round ${round}: ${ms.toFixed(0)} ms for ${answers.length} requests (${((answers.length / ms) * 1000).toFixed(0)} req/s, ` +
          `${((signUps / ms) * 1000).toFixed(0)} sign-ups/s); 201: ${count(201)}, 409 'Member is already in attendance': ${duplicateWords}, ` +
          `other: ${others.length}; rows ${rows.rows[0].n} (distinct members ${rows.rows[0].d}), Add audit items ${audit.rows[0].n} -> ${ok ? 'OK: none lost, none doubled' : 'MISMATCH'}`,
      );
      if (ok) exactRounds += 1;
      else process.exitCode = 1;
    }
  } finally {
    await db.end();
  }
  console.log(
    `goal signups-exact: ${exactRounds} of ${rounds} rounds with exactly ${signUps} sign-ups, none lost or doubled (goal every round: ${exactRounds === rounds ? 'met' : 'NOT met'})`,
  );
}

try {
  await main();
} finally {
  await stopAll();
  await withAdmin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`).catch(() => {});
}
