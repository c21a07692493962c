// Bench (issue 'Measured in bench/'): member search p50/p95 over 20,000 generated members, through
// svc-identity directly (a context header signed the way the gateway signs it), on a fresh
// database. The same queries run twice: with the trigram indexes of migration
// 1732233600003_member-search.sql, then with them dropped, to show what the indexes buy.
// Goal (issue 3): p50 <= 20 ms.
// Run: npm run bench:search -w bench   (BENCH_SEARCH_MEMBERS, BENCH_SEARCH_QUERIES to tune)
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { Redis } from 'ioredis';
import { signContext } from '@portal/contracts/server';
import { freePort, start, stopAll, waitForPort } from './lib/processes.mjs';
import { httpJson } from './lib/measure.mjs';
import { seedBenchUser } from './lib/seed.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tsx = path.join(root, 'node_modules/.bin/tsx');
const nodeTs = (file) => ['--import', 'tsx', path.join(root, file)];
const memberCount = Number(process.env.BENCH_SEARCH_MEMBERS ?? 20000);
const queryCount = Number(process.env.BENCH_SEARCH_QUERIES ?? 400);
const adminUrl = process.env.BENCH_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const GOAL_P50_MS = 20;

const id = randomBytes(5).toString('hex');
const database = `bench_${id}`;
const redisPrefix = `bench-${id}`;
const secret = `bench-secret-${id}`;
const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${database}` }).toString();

async function withAdmin(sql) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function cleanup() {
  await stopAll();
  await withAdmin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`).catch(() => {});
  const redis = new Redis(redisUrl);
  const keys = await redis.keys(`${redisPrefix}:*`).catch(() => []);
  if (keys.length) await redis.del(...keys);
  redis.disconnect();
}

// A small deterministic random generator, so every run searches the same data.
let seed = 42;
const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
const pick = (list) => list[Math.floor(random() * list.length)];

const FIRST_A = [
  'Al',
  'Be',
  'Ca',
  'Da',
  'El',
  'Fa',
  'Ga',
  'Ha',
  'Is',
  'Jo',
  'Ka',
  'Le',
  'Ma',
  'Ni',
  'Ol',
  'Pe',
  'Qu',
  'Ro',
  'Sa',
  'Te',
];
const FIRST_B = [
  'den',
  'lia',
  'rin',
  'ssa',
  'nor',
  'ron',
  'via',
  'mon',
  'ley',
  'ter',
  'dan',
  'ric',
  'sha',
  'tyn',
];
const LAST_A = [
  'Ash',
  'Birch',
  'Copper',
  'Dun',
  'Elder',
  'Fallow',
  'Glen',
  'Hollow',
  'Ivy',
  'Juniper',
  'Kestrel',
  'Lark',
  'Marble',
  'North',
  'Oak',
  'Pine',
  'Quarry',
  'Raven',
  'Stone',
  'Thistle',
  'Under',
  'Vale',
  'West',
  'Yarrow',
  'Brook',
  'Cliff',
  'Frost',
  'Hazel',
  'Moss',
  'Wren',
];
const LAST_B = [
  'down',
  'field',
  'leaf',
  'more',
  'brook',
  'mere',
  'rook',
  'well',
  'ridge',
  'ton',
  'by',
  'spur',
  'cott',
  'hollow',
  'crest',
  'ington',
  'dale',
  'bury',
  'wood',
  'hill',
  'mont',
  'ford',
  'stead',
  'worth',
  'shaw',
];
const DUTIES = [
  'Commander',
  'Deputy Commander for Cadets',
  'Cadet Commander',
  'Cadet Flight Commander',
  'Cadet Flight Sergeant',
  'Cadet Element Leader',
  'Safety Officer',
  'Aerospace Education Officer',
  'Public Affairs Officer',
  'Testing Officer',
  'Personnel Officer',
  'Finance Officer',
  'Logistics Officer',
  'Information Technologies Officer',
  'Emergency Services Officer',
  'Recruiting and Retention Officer',
  'Character Development Instructor',
  'Cadet Public Affairs NCO',
  'Cadet Supply NCO',
];
const UNITS = Array.from({ length: 40 }, (_, i) => `MER-MD-${String(i + 1).padStart(3, '0')}`);

/** Inserts `count` members into md001 (CAPIDs 700000+) with duty positions for about one in eight. */
async function generateMembers(pool, count) {
  const batch = 5000;
  for (let start = 0; start < count; start += batch) {
    const rows = { id: [], first: [], last: [], unit: [], senior: [], rank: [] };
    const duties = { id: [], duty: [], assistant: [], type: [], expires: [] };
    for (let n = start; n < Math.min(count, start + batch); n++) {
      const senior = random() < 0.3;
      rows.id.push(String(700000 + n));
      rows.first.push(pick(FIRST_A) + pick(FIRST_B));
      rows.last.push(pick(LAST_A) + pick(LAST_B));
      rows.unit.push(pick(UNITS));
      rows.senior.push(senior);
      rows.rank.push(
        senior ? pick(['SM', '2dLt', '1stLt', 'Capt', 'Maj']) : pick(['C/Amn', 'C/A1C', 'C/SrA', 'C/SSgt']),
      );
      if (n % 8 === 0) {
        const temporary = n % 24 === 0;
        duties.id.push(String(700000 + n));
        duties.duty.push(pick(DUTIES));
        duties.assistant.push(n % 40 === 0);
        duties.type.push(temporary ? 'CAPUnit' : 'NHQ');
        // a third of the temporary ones have expired
        duties.expires.push(temporary ? new Date(Date.now() + (n % 72 === 0 ? -1 : 30) * 86_400_000) : null);
      }
    }
    await pool.query(
      `INSERT INTO identity.members (account_id, type, id, name_first, name_last, squadron, senior_member, member_rank, orgid, contact)
       SELECT 'md001', 'CAPNHQMember', id, first, last, unit, senior, rank, 9001,
              jsonb_build_object('EMAIL', jsonb_build_object('PRIMARY', lower(first || '.' || last) || '@example.com'))
         FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::boolean[], $6::text[])
              AS t(id, first, last, unit, senior, rank)`,
      [rows.id, rows.first, rows.last, rows.unit, rows.senior, rows.rank],
    );
    await pool.query(
      `INSERT INTO identity.duty_positions (account_id, member_type, member_id, duty, assistant, type, orgid, expires)
       SELECT 'md001', 'CAPNHQMember', id, duty, assistant, type, 9001, expires
         FROM unnest($1::text[], $2::text[], $3::boolean[], $4::text[], $5::timestamptz[]) AS t(id, duty, assistant, type, expires)`,
      [duties.id, duties.duty, duties.assistant, duties.type, duties.expires],
    );
  }
  // as autovacuum would after a bulk load: statistics and the visibility map
  await pool.query('VACUUM ANALYZE identity.members');
  await pool.query('VACUUM ANALYZE identity.duty_positions');
}

/** Varied searches as people type them: name fragments (3-6 characters), duties, units, combinations, misses. */
function generateQueries(count) {
  const fragment = (word, min = 3) => {
    const lower = word.toLowerCase();
    const length = Math.min(lower.length, min + Math.floor(random() * 4));
    const from = Math.floor(random() * (lower.length - length + 1));
    return lower.slice(from, from + length);
  };
  const empty = { unitName: '', lastName: '', firstName: '', dutyName: '', includeAssistants: false };
  const kinds = [
    () => ({ ...empty, lastName: fragment(pick(LAST_A) + pick(LAST_B)) }),
    () => ({ ...empty, firstName: fragment(pick(FIRST_A) + pick(FIRST_B)) }),
    () => ({
      ...empty,
      firstName: fragment(pick(FIRST_A) + pick(FIRST_B), 2),
      lastName: fragment(pick(LAST_A) + pick(LAST_B), 2),
    }),
    () => ({ ...empty, dutyName: fragment(pick(DUTIES), 5), includeAssistants: random() < 0.5 }),
    () => ({ ...empty, unitName: pick(UNITS).slice(4), lastName: fragment(pick(LAST_A), 3) }),
    () => ({ ...empty, lastName: pick(LAST_A).toLowerCase() + pick(LAST_B) }),
    () => ({ ...empty, lastName: `zq${fragment(pick(LAST_B), 2)}` }),
  ];
  return Array.from({ length: count }, (_, i) => kinds[i % kinds.length]());
}

function searchPath(q) {
  const seg = (v) => encodeURIComponent(v === '' ? '%' : v);
  return `/api/member/search/${seg(q.unitName)}/${seg(q.lastName)}/${seg(q.firstName)}/${seg(q.dutyName)}/${q.includeAssistants}`;
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function timeQueries(baseUrl, headers, queries) {
  const times = [];
  let results = 0;
  for (const q of queries) {
    const started = performance.now();
    const res = await fetch(baseUrl + searchPath(q), { headers: headers() });
    const body = await res.json();
    times.push(performance.now() - started);
    if (res.status !== 200)
      throw new Error(`search answered ${res.status}: ${JSON.stringify(body).slice(0, 300)}`);
    results += body.length;
  }
  times.sort((a, b) => a - b);
  return {
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    max: times[times.length - 1],
    meanResults: results / queries.length,
  };
}

async function main() {
  await withAdmin(`CREATE DATABASE ${database}`);
  const identityPort = await freePort();
  const env = {
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    REDIS_PREFIX: redisPrefix,
    CONTEXT_SECRET: secret,
    CAPTCHA: 'none',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    NODE_ENV: 'production',
  };
  const user = await seedBenchUser({ root, tsx, env });
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  try {
    const generating = performance.now();
    await generateMembers(pool, memberCount);
    console.log(
      `generated ${memberCount} members in ${((performance.now() - generating) / 1000).toFixed(1)} s`,
    );

    const identity = start('svc-identity', process.execPath, nodeTs('svc-identity/src/main.ts'), {
      ...env,
      IDENTITY_PORT: String(identityPort),
      HOST: '127.0.0.1',
    });
    await waitForPort(identityPort, identity);
    const base = `http://127.0.0.1:${identityPort}`;

    // Sign in as admin (MemberSearch YES) the way the gateway would forward it, then sign each
    // search's context header as the gateway does (valid 60 s, so signed per request).
    const resolve = async (sessionID) =>
      (
        await httpJson(`${base}/internal/context`, {
          headers: {
            'x-account-id': user.account,
            ...(sessionID ? { 'x-session-id': sessionID } : {}),
            'x-portal-context': signContext(
              { accountID: user.account, account: null, session: null, member: null, issuedAt: Date.now() },
              secret,
            ),
          },
        })
      ).json;
    const anonymous = await resolve(null);
    const signin = await httpJson(`${base}/api/signin`, {
      method: 'POST',
      headers: {
        'x-portal-context': signContext(
          { accountID: user.account, ...anonymous, issuedAt: Date.now() },
          secret,
        ),
      },
      body: { username: 'admin', password: user.password, token: { type: 'Recaptcha', response: 'bench' } },
    });
    const cookie = signin.headers.getSetCookie().find((line) => line.startsWith('sessionid='));
    if (signin.json?.result !== 'None' || !cookie)
      throw new Error(`sign-in failed: ${signin.text.slice(0, 300)}`);
    const context = await resolve(decodeURIComponent(cookie.split(';')[0].slice('sessionid='.length)));
    const headers = () => ({
      'x-portal-context': signContext({ accountID: user.account, ...context, issuedAt: Date.now() }, secret),
    });

    const queries = generateQueries(queryCount);
    await timeQueries(base, headers, generateQueries(40)); // warm-up (JIT, pool, caches)
    const indexed = await timeQueries(base, headers, queries);

    // which plan PostgreSQL picks for a selective and a broad last-name search
    const planOf = async (pattern) => {
      const plan = await pool.query(
        `EXPLAIN SELECT m.type, m.id FROM identity.members m
          WHERE m.account_id = 'md001' AND m.search_name_last LIKE $1
          ORDER BY m.search_name_last, m.search_name_first, m.type, m.id LIMIT 100`,
        [pattern],
      );
      return plan.rows
        .map((r) => r['QUERY PLAN'])
        .filter((line) => /Scan/.test(line))
        .map((line) =>
          line
            .trim()
            .replace(/\s+\(cost.*$/, '')
            .replace(/^->\s+/, ''),
        )
        .join('; ');
    };
    const plans = { selective: await planOf('%stonebu%'), broad: await planOf('%sto%') };

    await pool.query(`DROP INDEX identity.members_name_last_trgm_idx, identity.members_name_first_trgm_idx,
      identity.members_squadron_trgm_idx, identity.duty_positions_duty_trgm_idx`);
    await timeQueries(base, headers, generateQueries(20));
    const unindexed = await timeQueries(base, headers, queries);

    const f = (n) => n.toFixed(1);
    console.log(
      `\nbench: member search, ${memberCount + 61} members in md001, ${queryCount} varied queries one after another, svc-identity directly (loopback)\n`,
    );
    console.log(
      '| indexes | p50 ms | p95 ms | p99 ms | max ms | mean results |\n| --- | --- | --- | --- | --- | --- |',
    );
    console.log(
      `| trigram GIN | ${f(indexed.p50)} | ${f(indexed.p95)} | ${f(indexed.p99)} | ${f(indexed.max)} | ${f(indexed.meanResults)} |`,
    );
    console.log(
      `| none | ${f(unindexed.p50)} | ${f(unindexed.p95)} | ${f(unindexed.p99)} | ${f(unindexed.max)} | ${f(unindexed.meanResults)} |`,
    );
    console.log(`\nplan, selective last name '%stonebu%': ${plans.selective}`);
    console.log(`plan, broad last name '%sto%': ${plans.broad}`);
    console.log(
      `goal p50 <= ${GOAL_P50_MS} ms: ${indexed.p50 <= GOAL_P50_MS ? 'met' : 'NOT met'} (p50 ${f(indexed.p50)} ms)`,
    );
  } finally {
    await pool.end();
  }
}

try {
  await main();
} catch (error) {
  console.error('[bench] failed:', error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await cleanup();
}
