// Bench: a meeting night. 200 members (BENCH_MEMBERS) arrive within one minute
// (BENCH_ARRIVAL_SECONDS 60; 0 = all at the same moment) and each, through the gateway as a browser
// would: signs in (the sign-in page's GET /api/captcha, POST /api/signin), loads the home page (the
// shell's calls — accountcheck, check, registry, the global notification, remotes.json — then the
// home panels' — next meeting, upcoming events, photo banner, the cadet's promotion
// requirements), and signs up for the meeting (the event viewer, GET /api/token, POST
// /api/events/{id}/attendance). Prints the total time, p50/p99 of each step and of each call,
// throughput, errors (must be 0) and each process's CPU time; checks that exactly 200 attendance
// records exist. Before the night it prices one sign-in (five one at a time, svc-identity's CPU per
// sign-in) and runs each read call of the home page under autocannon through the gateway and
// directly (the service with a context header signed as the gateway signs it) in the same run:
// req/s, p50/p99 and the gateway-to-direct ratio (the cadet's session; the event has no attendees
// yet). The static files (shell and remote bundles) are not requested: a
// browser holds them from earlier visits, and they are no service's work.
// Run: npm run bench:meeting -w bench   (BENCH_MEMBERS, BENCH_ARRIVAL_SECONDS, BENCH_SECONDS,
// BENCH_CONNECTIONS to tune)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { serviceForPath } from '../gateway/src/proxy/routingTable.ts';
import { eventBody } from './lib/events.mjs';
import {
  compareLoad,
  cpuMs,
  fmt,
  gatewayToDirect,
  httpJson,
  loadAverage,
  percentile,
} from './lib/measure.mjs';
import { seedBenchUser } from './lib/seed.mjs';
import {
  benchStore,
  cleanupStore,
  runBench,
  sessionCookieOf,
  directHeaders,
  root,
  signInThroughGateway,
  siteEnv,
  startSite,
  tsx,
  withAdmin,
} from './lib/site.mjs';

const memberCount = Number(process.env.BENCH_MEMBERS ?? 200);
const arrivalSeconds = Number(process.env.BENCH_ARRIVAL_SECONDS ?? 60);
const seconds = Number(process.env.BENCH_SECONDS ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const FIRST_ID = 800001;
const CALIBRATION_SIGNINS = 5;
const store = benchStore('meeting');
const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-meeting-files-'));

/** The home page's reads for a signed-in cadet, in the order the browser makes them. */
const SHELL_CALLS = [
  '/api/accountcheck',
  '/api/check',
  '/api/registry',
  '/api/notifications/global',
  '/config/remotes.json',
];
const GATEWAY_ANSWERS = new Set(['/api/accountcheck', '/config/remotes.json']);
const PANEL_CALLS = [
  '/api/events/recurring',
  '/api/events/upcoming',
  '/api/banner',
  '/api/member/promotionrequirements/currentuser',
];

/**
 * `count` cadets of md001 (CAPIDs from FIRST_ID) with logins night001…, each a copy of the demo
 * cadet (unit, rank, contact) with the cadet's password hash: one scrypt hash for all, so seeding
 * costs nothing and each sign-in still verifies at full OWASP cost.
 */
async function seedMembers(db, count) {
  await db.query(
    `INSERT INTO identity.members (account_id, type, id, name_first, name_last, member_rank, squadron, gender,
       date_of_birth, joined, expiration_date, senior_member, has_nhq_reference, orgid, contact)
     SELECT m.account_id, m.type, ($2::int + n)::text, 'Night', 'Member ' || n, m.member_rank, m.squadron, m.gender,
            m.date_of_birth, m.joined, m.expiration_date, false, true, m.orgid, m.contact
       FROM identity.logins l
       JOIN identity.members m ON (m.account_id, m.type, m.id) = (l.account_id, l.member_type, l.member_id)
      CROSS JOIN generate_series(0, $1::int - 1) AS n
      WHERE l.account_id = 'md001' AND l.username = 'cadet'`,
    [count, FIRST_ID],
  );
  await db.query(
    `INSERT INTO identity.logins (account_id, username, username_key, member_type, member_id, password_hash)
     SELECT 'md001', 'night' || lpad((n + 1)::text, 3, '0'), 'night' || lpad((n + 1)::text, 3, '0'),
            'CAPNHQMember', ($2::int + n)::text,
            (SELECT password_hash FROM identity.logins WHERE account_id = 'md001' AND username = 'cadet')
       FROM generate_series(0, $1::int - 1) AS n`,
    [count, FIRST_ID],
  );
}

/** Timings of every call and step, and every unexpected answer. */
const samples = { calls: new Map(), steps: new Map(), errors: [], busy: 0 };
/** A member tries again after a busy answer, as it asks; after this many tries it is an error. */
const MAX_SIGNIN_ATTEMPTS = 10;
const record = (map, name, ms) => map.set(name, [...(map.get(name) ?? []), ms]);

/** One call through the gateway as the member's browser makes it; an unexpected status is an error. */
async function call(site, cookie, method, callPath, { body, ok = [200] } = {}) {
  const started = performance.now();
  let response;
  try {
    response = await httpJson(`${site.urls.gateway}${callPath}`, {
      method,
      headers: { ...site.host, ...(cookie ? { cookie } : {}) },
      body,
    });
  } catch (error) {
    samples.errors.push(`${method} ${callPath}: ${error.message}`);
    return null;
  }
  const name = `${method} ${callPath.replace(/\/events\/\d+\//, '/events/{id}/')}`;
  record(samples.calls, name, performance.now() - started);
  if (!ok.includes(response.status)) {
    samples.errors.push(`${name}: ${response.status} ${response.text.slice(0, 200)}`);
  }
  return response;
}

/** Runs `steps` of one member in order, timing each step as a whole. */
async function timedStep(name, work) {
  const started = performance.now();
  await work();
  record(samples.steps, name, performance.now() - started);
}

/** One member's evening: sign in, the home page, the sign-up. */
async function memberEvening(site, index, password, eventID) {
  const username = `night${String(index + 1).padStart(3, '0')}`;
  let cookie = '';
  await timedStep('1 sign in', async () => {
    let signin = null;
    // "Many members are signing in right now. Please try again in a few seconds.": a member does,
    // after the Retry-After the answer gives (a busy answer is counted, not an error)
    for (let attempt = 1; attempt <= MAX_SIGNIN_ATTEMPTS; attempt += 1) {
      await call(site, '', 'GET', '/api/captcha');
      signin = await call(site, '', 'POST', '/api/signin', {
        body: { username, password, token: { type: 'Recaptcha', response: 'bench' } },
        ok: attempt < MAX_SIGNIN_ATTEMPTS ? [200, 503] : [200],
      });
      if (signin?.status !== 503 || signin.json?.code !== 'SIGNIN_BUSY') break;
      samples.busy += 1;
      await new Promise((resolve) =>
        setTimeout(resolve, 1000 * Number(signin.headers.get('retry-after') ?? 5)),
      );
    }
    cookie = (signin && sessionCookieOf(signin)) ?? '';
    if (signin?.json?.result !== 'None' || !cookie)
      samples.errors.push(`${username}: not signed in (${signin?.text.slice(0, 200)})`);
  });
  if (!cookie) return;
  await timedStep('2 home page', async () => {
    await Promise.all(SHELL_CALLS.map((p) => call(site, cookie, 'GET', p)));
    // the next meeting answers 204 when none is scheduled (here one is)
    await Promise.all(PANEL_CALLS.map((p) => call(site, cookie, 'GET', p)));
  });
  await timedStep('3 sign up', async () => {
    await call(site, cookie, 'GET', `/api/events/${eventID}/viewer`);
    const token = (await call(site, cookie, 'GET', '/api/token'))?.json?.token;
    await call(site, cookie, 'POST', `/api/events/${eventID}/attendance`, {
      body: { memberID: { type: 'CAPNHQMember', id: FIRST_ID + index }, token },
      ok: [201],
    });
  });
}

function printTimings(title, map) {
  console.log(`\n${title}\n`);
  console.log('| what | count | p50 ms | p99 ms | max ms |');
  console.log('| --- | --- | --- | --- | --- |');
  for (const [name, times] of [...map.entries()].sort()) {
    console.log(
      `| ${name} | ${times.length} | ${fmt(percentile(times, 50))} | ${fmt(percentile(times, 99))} | ${fmt(Math.max(...times))} |`,
    );
  }
}

/**
 * Each home-page read that reaches a service, under autocannon through the gateway and directly
 * (the context the gateway signs for the same session), in the same run. Runs before the night:
 * after it svc-identity may still be hashing sign-ins the gateway gave up on.
 */
async function compareReads(site, cookie, eventID) {
  const signed = await directHeaders(site, store, cookie);
  // /api/accountcheck and /config/remotes.json are the gateway's own answers: no direct path
  const reads = [...SHELL_CALLS, ...PANEL_CALLS, `/api/events/${eventID}/viewer`].filter(
    (p) => serviceForPath(p) && !GATEWAY_ANSWERS.has(p),
  );
  console.log(
    `\nread calls under load, signed-in cadet, ${connections} connections, ${seconds} s each (gateway first, then direct)\n`,
  );
  console.log(
    '| call | service | gateway req/s | gateway p50 / p99 ms | direct req/s | direct p50 / p99 ms | gateway/direct | non-2xx | load average after |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const read of reads) {
    const service = serviceForPath(read);
    const results = await compareLoad(
      {
        gateway: { url: `${site.urls.gateway}${read}`, headers: () => ({ ...site.host, cookie }) },
        direct: { url: `${site.urls[service]}${read}`, headers: signed },
      },
      { seconds, connections },
    );
    const { gateway: g, direct: d } = results;
    console.log(
      `| GET ${read.replace(/\/events\/\d+\//, '/events/{id}/')} | ${service} | ${fmt(g.requestsPerSecond)} | ${g.p50} / ${g.p99} | ${fmt(d.requestsPerSecond)} | ${d.p50} / ${d.p99} | ${fmt(gatewayToDirect(results), 1)} % | ${g.non2xx + d.non2xx} | ${d.loadAverage} |`,
    );
    if (g.non2xx + d.non2xx + g.errors + d.errors > 0) process.exitCode = 1;
  }
}

async function main() {
  await withAdmin(`CREATE DATABASE ${store.database}`);
  const user = await seedBenchUser({ root, tsx, env: siteEnv(store) });
  const site = await startSite(store, {
    services: ['events', 'files'],
    env: { FILES_DIR: filesDir },
    account: user.account,
  });
  const db = new pg.Pool({ connectionString: store.databaseUrl, max: 2 });
  try {
    await seedMembers(db, memberCount);

    // the meeting, created by the manager as the event form does, with a place for everyone
    const manager = await signInThroughGateway(site, 'manager', user.password);
    const token = (
      await httpJson(`${site.urls.gateway}/api/token`, { headers: { ...site.host, cookie: manager } })
    ).json?.token;
    const created = await httpJson(`${site.urls.gateway}/api/events`, {
      method: 'POST',
      headers: { ...site.host, cookie: manager },
      body: {
        ...eventBody({ name: 'Meeting night', participants: memberCount, recurringMeeting: true }),
        token,
      },
    });
    if (created.status !== 201) throw new Error(`meeting not created: ${created.status} ${created.text}`);
    const eventID = created.json.id;

    // The price of one sign-in on this machine now: whole calls one at a time, and svc-identity's
    // CPU time per sign-in (the scrypt hash at OWASP cost is nearly all of it).
    const identityPid = site.processes.identity.pid;
    const cpuAtStart = cpuMs(identityPid);
    const single = [];
    let cadet = '';
    for (let i = 0; i < CALIBRATION_SIGNINS; i++) {
      const begun = performance.now();
      cadet = await signInThroughGateway(site, 'cadet', user.password);
      single.push(performance.now() - begun);
    }
    const cpuPerSignin = (cpuMs(identityPid) - cpuAtStart) / CALIBRATION_SIGNINS;
    console.log(
      `[bench] one sign-in at a time: median ${fmt(percentile(single, 50))} ms; svc-identity CPU ${fmt(cpuPerSignin)} ms per sign-in ` +
        `-> ${memberCount} sign-ins need ${fmt((memberCount * cpuPerSignin) / 1000)} s of CPU (2 cores give 120 s a minute); load average ${loadAverage()}`,
    );
    await compareReads(site, cadet, eventID);

    console.log(
      `[bench] ${memberCount} members arriving over ${arrivalSeconds} s; load average before: ${loadAverage()}`,
    );
    const pids = {
      ...Object.fromEntries(Object.entries(site.processes).map(([n, c]) => [n, c.pid])),
      bench: process.pid,
    };
    const cpuBefore = Object.fromEntries(Object.entries(pids).map(([n, pid]) => [n, cpuMs(pid)]));
    const started = performance.now();
    let finished = 0;
    await Promise.all(
      Array.from({ length: memberCount }, async (_, i) => {
        const arrival = (arrivalSeconds * 1000 * i) / memberCount;
        await new Promise((resolve) => setTimeout(resolve, arrival));
        await memberEvening(site, i, user.password, eventID);
        finished = Math.max(finished, performance.now() - started - arrival);
      }),
    );
    const totalMs = performance.now() - started;
    const loadAfter = loadAverage();
    const cpuSeconds = Object.entries(pids).map(
      ([n, pid]) => `${n} ${fmt((cpuMs(pid) - cpuBefore[n]) / 1000, 1)} s`,
    );

    const records = await db.query(
      `SELECT count(*)::int AS n, count(DISTINCT member_id)::int AS d
         FROM events.attendance WHERE account_id = 'md001' AND event_id = $1`,
      [eventID],
    );
    const requests = [...samples.calls.values()].reduce((sum, times) => sum + times.length, 0);
    console.log(
      `\nbench: meeting night, ${memberCount} members through the gateway, arrivals spread over ${arrivalSeconds} s, loopback`,
    );
    console.log(
      `total ${fmt(totalMs / 1000, 1)} s (last member done ${fmt((totalMs - (arrivalSeconds * 1000 * (memberCount - 1)) / memberCount) / 1000, 1)} s after arriving; longest evening ${fmt(finished / 1000, 1)} s); ` +
        `${requests} requests, ${fmt((requests * 1000) / totalMs)} req/s on average; errors ${samples.errors.length}; busy answers tried again ${samples.busy}; load average after ${loadAfter}`,
    );
    // CPU time is the steadier figure on a shared machine: what the evening cost each process
    console.log(
      `CPU time used during the night: ${cpuSeconds.join(', ')} (2 cores: ${fmt((2 * totalMs) / 1000)} s available)`,
    );
    printTimings('per step (each member, the step as a whole)', samples.steps);
    printTimings('per call', samples.calls);
    const recordsOk = records.rows[0].n === memberCount && records.rows[0].d === memberCount;
    console.log(
      `\nattendance records of the meeting: ${records.rows[0].n} (distinct members ${records.rows[0].d}): ${recordsOk ? 'exactly' : 'NOT'} ${memberCount}`,
    );
    for (const error of samples.errors.slice(0, 10)) console.log(`error: ${error}`);
    // every error by its answer (status and code), so a refusal by a limit (429) cannot hide past the first ten
    const kinds = new Map();
    for (const error of samples.errors) {
      const kind =
        /: (\d{3}) \{"code":"(\w+)"/.exec(error)?.slice(1).join(' ') ??
        error.replace(/night\d+/, 'nightN').slice(0, 60);
      kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
    }
    for (const [kind, count] of kinds) console.log(`errors: ${count} × ${kind}`);
    if (samples.errors.length > 0 || !recordsOk) process.exitCode = 1;
  } finally {
    await db.end();
  }
}

await runBench(main, async () => {
  await cleanupStore(store);
  fs.rmSync(filesDir, { recursive: true, force: true });
});
