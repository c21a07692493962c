// Bench (issue 'Measured in bench/'): member search over 20,000 generated members on a fresh
// database. First 400 varied searches one after another against svc-identity directly (a context
// header signed the way the gateway signs it): p50/p95/p99 with the trigram indexes of migration
// 1732233600003_member-search.sql (goal: p50 <= 20 ms). Then throughput under autocannon
// (each connection cycling through the same varied searches), through the gateway and directly in
// the same run, with p50/p99 and the gateway-to-direct ratio. Last, the sequential
// searches again with the trigram indexes dropped, to show what they buy.
// Run: npm run bench:search -w bench   (BENCH_SEARCH_MEMBERS, BENCH_SEARCH_QUERIES, BENCH_SECONDS,
// BENCH_CONNECTIONS to tune)
import pg from 'pg';
import { compareLoad, loadAverage, percentile, printComparison } from './lib/measure.mjs';
import { seedBenchUser } from './lib/seed.mjs';
import {
  benchStore,
  cleanupStore,
  runBench,
  directHeaders,
  root,
  siteEnv,
  signInThroughGateway,
  startSite,
  tsx,
  withAdmin,
} from './lib/site.mjs';

const memberCount = Number(process.env.BENCH_SEARCH_MEMBERS ?? 20000);
const queryCount = Number(process.env.BENCH_SEARCH_QUERIES ?? 400);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const GOAL_P50_MS = 20;
const store = benchStore('search');

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
  return {
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    max: Math.max(...times),
    meanResults: results / queries.length,
  };
}

async function main() {
  await withAdmin(`CREATE DATABASE ${store.database}`);
  const user = await seedBenchUser({ root, tsx, env: siteEnv(store) });
  const pool = new pg.Pool({ connectionString: store.databaseUrl, max: 2 });
  try {
    const generating = performance.now();
    await generateMembers(pool, memberCount);
    console.log(
      `generated ${memberCount} members in ${((performance.now() - generating) / 1000).toFixed(1)} s`,
    );

    // admin has MemberSearch YES; the direct path carries the context the gateway signs for it
    const site = await startSite(store, { account: user.account });
    const base = site.urls.identity;
    const cookie = await signInThroughGateway(site, 'admin', user.password);
    const headers = await directHeaders(site, store, cookie);

    const queries = generateQueries(queryCount);
    await timeQueries(base, headers, generateQueries(40)); // warm-up (JIT, pool, caches)
    const indexed = { ...(await timeQueries(base, headers, queries)), loadAverage: loadAverage() };

    // throughput: each connection cycles through the first 100 of the same varied searches
    const requests = queries.slice(0, 100).map((q) => ({ method: 'GET', path: searchPath(q) }));
    const underLoad = await compareLoad(
      {
        gateway: {
          url: site.urls.gateway,
          headers: () => ({ ...site.host, cookie }),
          request: { requests },
        },
        direct: { url: base, headers, request: { requests } },
      },
      { seconds, connections },
    );

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
    const unindexed = { ...(await timeQueries(base, headers, queries)), loadAverage: loadAverage() };

    const f = (n) => n.toFixed(1);
    console.log(
      `\nbench: member search, ${memberCount + 61} members in md001, ${queryCount} varied queries one after another, svc-identity directly (loopback)\n`,
    );
    console.log(
      '| indexes | p50 ms | p95 ms | p99 ms | max ms | mean results | load average after |\n| --- | --- | --- | --- | --- | --- | --- |',
    );
    console.log(
      `| trigram GIN | ${f(indexed.p50)} | ${f(indexed.p95)} | ${f(indexed.p99)} | ${f(indexed.max)} | ${f(indexed.meanResults)} | ${indexed.loadAverage} |`,
    );
    console.log(
      `| none | ${f(unindexed.p50)} | ${f(unindexed.p95)} | ${f(unindexed.p99)} | ${f(unindexed.max)} | ${f(unindexed.meanResults)} | ${unindexed.loadAverage} |`,
    );
    printComparison(
      `member search under load (trigram indexes), ${connections} connections, ${seconds} s each, 100 varied searches cycled`,
      underLoad,
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

await runBench(main, () => cleanupStore(store));
