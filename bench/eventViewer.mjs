// Bench: the event viewer, GET /api/events/{id}/viewer, read by a
// signed-in member (cadet of md001) of an event with 500 attendees, three ways in one run —
// through the gateway (cookie), through a bare node:http pipe proxy (bareProxy.mjs) in front of
// svc-events, and svc-events directly (both with a context header signed the way the gateway signs
// it) — with throughput, p99 and the ratios (goals: >= 1,500 req/s through the gateway, p99 <= 50
// ms, >= 90 % of the bare proxy). Then the viewer time, one call at a time, at 100, 1,000 and
// 10,000 attendees (goal: cost grows no faster than linearly) and the SQL statements svc-events
// sends per viewer call (goal: the same number whatever the attendees), counted by a preloaded
// wrapper around node-postgres' Client#query (lib/countQueries.mjs).
// Attendance rows are inserted straight into events.attendance (this bench measures the viewer, not the attendance calls).
// Run: npm run bench:viewer -w bench   (BENCH_SECONDS, BENCH_ROUNDS, BENCH_CONNECTIONS, BENCH_VIEWER_CALLS to tune)
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { newEventContent } from '@portal/contracts';
import { signContext } from '@portal/contracts/server';
import { freePort, start, waitForPort } from './lib/processes.mjs';
import { httpJson, load, loadInRounds, percentile } from './lib/measure.mjs';
import { seedBenchUser } from './lib/seed.mjs';
import { BROWSER_ENCODINGS, LOAD_ATTENDEES, SIZES, printViewerReport } from './lib/viewerReport.mjs';
import {
  benchStore,
  cleanupStore,
  nodeArgsFrom,
  nodeTs,
  root,
  runBench,
  tsx,
  withAdmin,
} from './lib/site.mjs';

// e.g. BENCH_EVENTS_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' to profile svc-events.
const extraEventsArgs = nodeArgsFrom('BENCH_EVENTS_NODE_ARGS');
// the same for the gateway: BENCH_GATEWAY_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof-gw'
const extraGatewayArgs = nodeArgsFrom('BENCH_GATEWAY_NODE_ARGS');
const seconds = Number(process.env.BENCH_SECONDS ?? 3);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const viewerCalls = Number(process.env.BENCH_VIEWER_CALLS ?? 30);
// what a browser sends (autocannon sends none by default): the viewer answers brotli to it

/** One GET with node:http (fetch would decode the body): status, headers and the raw bytes. */
function rawGet(url, headers) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const parts = [];
        res.on('data', (part) => parts.push(part));
        res.on('end', () =>
          resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(parts) }),
        );
      })
      .on('error', reject);
  });
}

const store = benchStore('viewer');
const { database, databaseUrl, redisPrefix, redisUrl, secret } = store;

const COLUMN_FIELDS = [
  'name',
  'subtitle',
  'status',
  'meetDateTime',
  'startDateTime',
  'endDateTime',
  'pickupDateTime',
];

/** A confirmed event of md001 with `attendees` attendance rows, written straight to the tables. */
async function insertEvent(db, eventID, attendees) {
  const meet = Date.now() + 7 * 86_400_000;
  const content = {
    ...newEventContent(meet),
    name: `Bench event ${attendees}`,
    meetLocation: 'HQ',
    location: 'HQ',
  };
  const details = Object.fromEntries(Object.entries(content).filter(([key]) => !COLUMN_FIELDS.includes(key)));
  await db.query(
    `INSERT INTO events.events (account_id, id, name, status, meet_date_time, start_date_time, end_date_time,
       pickup_date_time, details, created_by, author_name)
     VALUES ('md001', $1, $2, 'CONFIRMED', $3::bigint, $3::bigint + 900000, $3::bigint + 8100000, $3::bigint + 9000000, $4,
             '{"type":"CAPNHQMember","id":510002}', 'Morgan Manager')`,
    [eventID, content.name, meet, JSON.stringify(details)],
  );
  await db.query(
    `INSERT INTO events.account_counters (account_id, last_event_id) VALUES ('md001', $1)
     ON CONFLICT (account_id) DO UPDATE SET last_event_id = GREATEST(events.account_counters.last_event_id, $1)`,
    [eventID],
  );
  await db.query(
    `INSERT INTO events.attendance (account_id, event_id, member_type, member_id, member_name, timestamp, status,
       comments, plan_to_use_cap_transportation, can_use_photos, custom_attendance_field_values,
       source_account_id, source_event_id)
     SELECT 'md001', $1, 'CAPNHQMember', (600000 + n)::text, 'Attendee ' || n, $2::bigint + n,
            'COMMITTEDATTENDED', 'Bringing a friend', n % 2 = 0, true,
            '[{"type":"TEXT","title":"T-shirt size","value":"M"}]', 'md001', $1
       FROM generate_series(1, $3) AS n`,
    [eventID, Date.now() - 86_400_000, attendees],
  );
}

async function statementsSoFar(counterPort) {
  const response = await fetch(`http://127.0.0.1:${counterPort}/`);
  return Number(await response.text());
}

/** `calls` viewer calls one after another (after 3 warm-up calls): times, bytes, statements per call. */
async function timeViewer(url, headers, counterPort, calls) {
  for (let i = 0; i < 3; i++) await httpJson(url, { headers: headers() });
  const before = await statementsSoFar(counterPort);
  const times = [];
  let bytes = 0;
  let attendees = -1;
  for (let i = 0; i < calls; i++) {
    const started = performance.now();
    const response = await fetch(url, { headers: headers() });
    const text = await response.text();
    times.push(performance.now() - started);
    if (response.status !== 200) throw new Error(`viewer answered ${response.status}: ${text.slice(0, 300)}`);
    bytes = text.length;
    if (i === 0) attendees = JSON.parse(text).attendees.length;
  }
  const statements = ((await statementsSoFar(counterPort)) - before) / calls;
  return { p50: percentile(times, 50), p95: percentile(times, 95), bytes, attendees, statements };
}

async function main() {
  await withAdmin(`CREATE DATABASE ${database}`);
  const [identityPort, eventsPort, barePort, gatewayPort, counterPort, staticPort] = [
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
  ];
  const common = {
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    REDIS_PREFIX: redisPrefix,
    CONTEXT_SECRET: secret,
    CAPTCHA: 'none',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
  };

  const user = await seedBenchUser({ root, tsx, env: common });
  const identity = start('svc-identity', process.execPath, nodeTs('svc-identity/src/main.ts'), {
    ...common,
    IDENTITY_PORT: String(identityPort),
  });
  const events = start(
    'svc-events',
    process.execPath,
    [
      ...extraEventsArgs,
      ...nodeTs('svc-events/src/main.ts', ['--import', path.join(root, 'bench/lib/countQueries.mjs')]),
    ],
    {
      ...common,
      EVENTS_PORT: String(eventsPort),
      IDENTITY_URL: `http://127.0.0.1:${identityPort}`,
      BENCH_QUERY_COUNTER_PORT: String(counterPort),
    },
  );
  await Promise.all([waitForPort(identityPort, identity), waitForPort(eventsPort, events)]);
  const bare = start('bare proxy', process.execPath, [
    path.join(root, 'bench/bareProxy.mjs'),
    `http://127.0.0.1:${eventsPort}`,
    String(barePort),
  ]);
  const gateway = start(
    'gateway',
    process.execPath,
    [...extraGatewayArgs, ...nodeTs('gateway/src/main.ts')],
    {
      ...common,
      PORT: String(gatewayPort),
      IDENTITY_URL: `http://127.0.0.1:${identityPort}`,
      EVENTS_URL: `http://127.0.0.1:${eventsPort}`,
      // the ceiling's static server (started later) answers the files route, so its answer goes
      // through this same gateway process as the viewer's (a second gateway process measured
      // up to twice the CPU per request for the same hop)
      FILES_URL: `http://127.0.0.1:${staticPort}`,
    },
  );
  await Promise.all([waitForPort(barePort, bare), waitForPort(gatewayPort, gateway)]);
  await new Promise((resolve) => setTimeout(resolve, 500)); // gateway's Redis subscription

  // svc-events migrated its schema at start; the events go straight into its tables
  const db = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  const eventOf = new Map();
  try {
    let next = 1;
    for (const attendees of [LOAD_ATTENDEES, ...SIZES]) {
      eventOf.set(attendees, next);
      await insertEvent(db, next, attendees);
      next += 1;
    }
    await db.query('ANALYZE events.attendance');
  } finally {
    await db.end();
  }

  const gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
  const host = { host: `${user.account}.localhost:${gatewayPort}` };
  const signin = await httpJson(`${gatewayUrl}/api/signin`, {
    method: 'POST',
    headers: host,
    body: {
      username: user.username,
      password: user.password,
      token: { type: 'Recaptcha', response: 'bench' },
    },
  });
  if (signin.status !== 200 || signin.json?.result !== 'None') {
    throw new Error(`sign-in failed: ${signin.status} ${signin.text.slice(0, 300)}`);
  }
  const cookie = signin.headers
    .getSetCookie()
    .find((line) => line.startsWith('sessionid='))
    ?.split(';')[0];
  if (!cookie) throw new Error('sign-in set no sessionid cookie');

  // The direct and bare paths carry the context the gateway would sign for this session.
  const internal = await httpJson(`http://127.0.0.1:${identityPort}/internal/context`, {
    headers: {
      'x-account-id': user.account,
      'x-session-id': cookie.slice('sessionid='.length),
      'x-portal-context': signContext(
        { accountID: user.account, account: null, session: null, member: null, issuedAt: Date.now() },
        secret,
      ),
    },
  });
  if (!internal.json?.session) throw new Error(`context not resolved: ${internal.text.slice(0, 300)}`);
  const signedHeaders = () => ({
    'x-portal-context': signContext(
      { accountID: user.account, ...internal.json, issuedAt: Date.now() },
      secret,
    ),
  });
  const anonymousHeaders = () => ({
    'x-portal-context': signContext(
      {
        accountID: user.account,
        account: internal.json.account,
        session: null,
        member: null,
        issuedAt: Date.now(),
      },
      secret,
    ),
  });
  const viewerPath = (attendees) => `/api/events/${eventOf.get(attendees)}/viewer`;
  // Two readers: a signed-in member gets the 500 attendance records; an anonymous visitor (the
  // public event page) gets the event without them (§2 "anonymous users see only information").
  const readers = {
    member: {
      gateway: () => ({ ...host, cookie, ...BROWSER_ENCODINGS }),
      signed: () => ({ ...signedHeaders(), ...BROWSER_ENCODINGS }),
      attendees: LOAD_ATTENDEES,
    },
    anonymous: {
      gateway: () => ({ ...host, ...BROWSER_ENCODINGS }),
      signed: () => ({ ...anonymousHeaders(), ...BROWSER_ENCODINGS }),
      attendees: 0,
    },
  };
  const pathsFor = (reader) => ({
    direct: { base: `http://127.0.0.1:${eventsPort}`, headers: reader.signed, pids: { events: events.pid } },
    'bare proxy': {
      base: `http://127.0.0.1:${barePort}`,
      headers: reader.signed,
      pids: { events: events.pid, hop: bare.pid },
    },
    gateway: { base: gatewayUrl, headers: reader.gateway, pids: { events: events.pid, hop: gateway.pid } },
  });
  for (const [who, reader] of Object.entries(readers)) {
    for (const [name, target] of Object.entries(pathsFor(reader))) {
      const probe = await httpJson(`${target.base}${viewerPath(LOAD_ATTENDEES)}`, {
        headers: target.headers(),
      });
      if (probe.status !== 200 || probe.json?.attendees?.length !== reader.attendees) {
        throw new Error(
          `${who} via ${name}: the viewer did not answer ${reader.attendees} attendees: ${probe.status} ${probe.text.slice(0, 300)}`,
        );
      }
    }
  }

  // The member's answer as the viewer sends it: its ETag, its encoding and its bytes (the ceiling's).
  const held = await rawGet(
    `http://127.0.0.1:${eventsPort}${viewerPath(LOAD_ATTENDEES)}`,
    readers.member.signed(),
  );
  const etag = held.headers.etag;
  const encodingUsed = held.headers['content-encoding'] ?? 'identity';
  // The ceiling at this answer size (BENCH_CEILING=0 to skip): the member answer's exact bytes
  // served from memory by a bare node:http server (staticAnswer.mjs), directly and behind a second
  // bare proxy. No database, no context check, no JSON: what the machine can move, load generator
  // included, whatever svc-events and the gateway do.
  let ceiling = null;
  let ceilingFile = null;
  const ceilingTargets = [];
  if (process.env.BENCH_CEILING !== '0') {
    // the bytes exactly as the viewer sends them to the bench's request, in its Content-Encoding
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bench-viewer-answer-')), 'answer.json');
    fs.writeFileSync(file, held.body);
    const staticBarePort = await freePort();
    const still = start('static answer', process.execPath, [
      path.join(root, 'bench/staticAnswer.mjs'),
      file,
      String(staticPort),
      encodingUsed,
    ]);
    await waitForPort(staticPort, still);
    const stillBare = start('bare proxy (static)', process.execPath, [
      path.join(root, 'bench/bareProxy.mjs'),
      `http://127.0.0.1:${staticPort}`,
      String(staticBarePort),
    ]);
    await waitForPort(staticBarePort, stillBare);
    ceiling = { bytes: fs.statSync(file).size, encoding: encodingUsed };
    ceilingTargets.push(
      ['static direct', `http://127.0.0.1:${staticPort}`, { server: still.pid }, BROWSER_ENCODINGS],
      [
        'static via bare proxy',
        `http://127.0.0.1:${staticBarePort}`,
        { server: still.pid, hop: stillBare.pid },
        BROWSER_ENCODINGS,
      ],
      [
        'static via gateway',
        `${gatewayUrl}/api/files`,
        { server: still.pid, hop: gateway.pid },
        readers.member.gateway(),
      ],
    );
    ceilingFile = file;
  }

  // 1. Throughput and p99 at 500 attendees, three ways, for each reader, and the ceiling's three
  // ways: every path in each round, the rounds' medians reported.
  const targets = [];
  for (const [who, reader] of Object.entries(readers)) {
    for (const [name, target] of Object.entries(pathsFor(reader))) {
      targets.push({
        name: `${who}\u0000${name}`,
        url: `${target.base}${viewerPath(LOAD_ATTENDEES)}`,
        headers: target.headers,
        pids: { ...target.pids, client: process.pid },
      });
    }
  }
  for (const [name, base, pids, headers] of ceilingTargets) {
    targets.push({
      name: `ceiling\u0000${name}`,
      // the static server answers any path alike; through the gateway it is the files route
      url: `${base}${viewerPath(LOAD_ATTENDEES)}`,
      headers: () => headers,
      pids: { ...pids, client: process.pid },
    });
  }
  const measured = await loadInRounds(targets, { rounds, seconds, connections });
  const results = {};
  for (const [key, result] of Object.entries(measured)) {
    const [who, name] = key.split('\u0000');
    if (who === 'ceiling') ceiling[name] = result;
    else (results[who] ??= {})[name] = result;
  }
  if (ceilingFile) fs.rmSync(path.dirname(ceilingFile), { recursive: true, force: true });

  // 1a. A browser that already holds the member's answer: If-None-Match with its ETag, directly.
  let notModified = null;
  if (etag) {
    const url = `http://127.0.0.1:${eventsPort}${viewerPath(LOAD_ATTENDEES)}`;
    const check = await rawGet(url, { ...readers.member.signed(), 'if-none-match': etag });
    const headers = () => ({ ...readers.member.signed(), 'if-none-match': etag });
    await load(url, headers(), { seconds: 1, connections });
    notModified = {
      status: check.status,
      bodyBytes: check.body.length,
      ...(await load(url, headers(), {
        seconds,
        connections,
        pids: { events: events.pid, client: process.pid },
      })),
    };
  }

  // 2. Viewer time and statements per call at 100, 1,000 and 10,000 attendees (member).
  const sizes = {};
  for (const attendees of SIZES) {
    sizes[attendees] = {
      gateway: await timeViewer(
        `${gatewayUrl}${viewerPath(attendees)}`,
        readers.member.gateway,
        counterPort,
        viewerCalls,
      ),
      direct: await timeViewer(
        `http://127.0.0.1:${eventsPort}${viewerPath(attendees)}`,
        signedHeaders,
        counterPort,
        viewerCalls,
      ),
    };
  }

  printViewerReport({
    results,
    ceiling,
    sizes,
    notModified,
    encodingUsed,
    heldBytes: held.body.length,
    settings: { connections, seconds, rounds, viewerCalls },
  });
}

await runBench(main, () => cleanupStore(store));
