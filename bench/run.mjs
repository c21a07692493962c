// Bench (issue 'Measured in bench/'): sign-in cost, and signed-in GET /api/check throughput and p99
// three ways — svc-identity directly (signed context header), through a bare node:http pipe proxy,
// and through the gateway — on a fresh database, loopback only. Prints figures and ratios.
// Run: npm run bench -w bench   (BENCH_SECONDS, BENCH_ROUNDS, BENCH_CONNECTIONS, BENCH_SIGNINS to tune)
// Goal lines: check-cpu-per-request (svc-identity CPU per request on the gateway path) and
// check-gateway-of-bare (gateway req/s over the bare proxy's).
import path from 'node:path';
import { signContext } from '@portal/contracts/server';
import { freePort, start, waitForPort } from './lib/processes.mjs';
import { httpJson, loadInRounds } from './lib/measure.mjs';
import { seedBenchUser } from './lib/seed.mjs';
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

// e.g. BENCH_GATEWAY_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' to profile the gateway.
const extraGatewayArgs = nodeArgsFrom('BENCH_GATEWAY_NODE_ARGS');
// e.g. BENCH_IDENTITY_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' to profile svc-identity.
const extraIdentityArgs = nodeArgsFrom('BENCH_IDENTITY_NODE_ARGS');
const seconds = Number(process.env.BENCH_SECONDS ?? 3);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const signins = Number(process.env.BENCH_SIGNINS ?? 5);

const store = benchStore('check');
const { database, databaseUrl, redisPrefix, redisUrl, secret } = store;

function fmt(n, digits = 0) {
  return Number(n).toFixed(digits);
}

async function main() {
  await withAdmin(`CREATE DATABASE ${database}`);
  const [identityPort, barePort, gatewayPort] = [await freePort(), await freePort(), await freePort()];
  const common = {
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    REDIS_PREFIX: redisPrefix,
    CONTEXT_SECRET: secret,
    CAPTCHA: 'none',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
    NODE_ENV: 'production',
  };

  const user = await seedBenchUser({ root, tsx, env: common });
  const identity = start(
    'svc-identity',
    process.execPath,
    [...extraIdentityArgs, ...nodeTs('svc-identity/src/main.ts')],
    {
      ...common,
      IDENTITY_PORT: String(identityPort),
      HOST: '127.0.0.1',
    },
  );
  await waitForPort(identityPort, identity);

  const bare = start('bare proxy', process.execPath, [
    path.join(root, 'bench/bareProxy.mjs'),
    `http://127.0.0.1:${identityPort}`,
    String(barePort),
  ]);
  const gateway = start(
    'gateway',
    process.execPath,
    [...extraGatewayArgs, ...nodeTs('gateway/src/main.ts')],
    {
      ...common,
      PORT: String(gatewayPort),
      HOST: '127.0.0.1',
      LOG_LEVEL: process.env.BENCH_GATEWAY_LOG_LEVEL ?? common.LOG_LEVEL,
      IDENTITY_URL: `http://127.0.0.1:${identityPort}`,
    },
  );
  await Promise.all([waitForPort(barePort, bare), waitForPort(gatewayPort, gateway)]);
  await new Promise((resolve) => setTimeout(resolve, 500)); // gateway's Redis subscription

  const gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
  const host = { host: `${user.account}.localhost:${gatewayPort}` };

  // 1. Sign-in cost: whole sign-in calls through the gateway; the password hash dominates them.
  const signinTimes = [];
  let cookie = '';
  for (let i = 0; i < signins; i++) {
    const started = performance.now();
    const response = await httpJson(`${gatewayUrl}/api/signin`, {
      method: 'POST',
      headers: host,
      body: {
        username: user.username,
        password: user.password,
        token: { type: 'Recaptcha', response: 'bench' },
      },
    });
    signinTimes.push(performance.now() - started);
    if (response.status !== 200 || response.json?.result !== 'None') {
      throw new Error(`sign-in failed: ${response.status} ${response.text.slice(0, 300)}`);
    }
    const setCookie = response.headers.getSetCookie().find((line) => line.startsWith('sessionid='));
    cookie = setCookie?.split(';')[0] ?? cookie;
  }
  if (!cookie) throw new Error('sign-in set no sessionid cookie');
  signinTimes.sort((a, b) => a - b);

  // The direct and bare paths carry a context signed the way the gateway signs it (valid 60 s:
  // re-signed before each run).
  const sessionID = cookie.slice('sessionid='.length);
  const resolveContext = async () => {
    const internal = await httpJson(`http://127.0.0.1:${identityPort}/internal/context`, {
      headers: {
        'x-account-id': user.account,
        'x-session-id': sessionID,
        'x-portal-context': signContext(
          { accountID: user.account, account: null, session: null, member: null, issuedAt: Date.now() },
          secret,
        ),
      },
    });
    if (!internal.json?.session) throw new Error(`context not resolved: ${internal.text.slice(0, 300)}`);
    return internal.json;
  };
  const resolved = await resolveContext();
  const signedHeaders = () => ({
    'x-portal-context': signContext({ accountID: user.account, ...resolved, issuedAt: Date.now() }, secret),
  });

  const targets = [
    {
      name: 'direct',
      url: `http://127.0.0.1:${identityPort}/api/check`,
      headers: signedHeaders,
      pids: { identity: identity.pid },
    },
    {
      name: 'bare proxy',
      url: `http://127.0.0.1:${barePort}/api/check`,
      headers: signedHeaders,
      pids: { identity: identity.pid, hop: bare.pid },
    },
    {
      name: 'gateway',
      url: `${gatewayUrl}/api/check`,
      headers: () => ({ ...host, cookie }),
      pids: { identity: identity.pid, hop: gateway.pid },
    },
  ];
  // Each path must really answer a signed-in check before it is timed.
  for (const target of targets) {
    const probe = await httpJson(target.url, { headers: target.headers() });
    if (probe.status !== 200 || !probe.json?.member) {
      throw new Error(
        `${target.name}: /api/check is not signed in: ${probe.status} ${probe.text.slice(0, 300)}`,
      );
    }
  }

  const results = await loadInRounds(targets, { rounds, seconds, connections });

  const median = signinTimes[Math.floor(signinTimes.length / 2)];
  console.log(
    '\nbench: svc-identity GET /api/check, signed in, %d connections, %d rounds of %d s per path (paths alternating; medians), loopback\n',
    connections,
    rounds,
    seconds,
  );
  console.log(
    `sign-in (whole call incl. password hash): median ${fmt(median)} ms, min ${fmt(signinTimes[0])} ms over ${signins}`,
  );
  console.log(
    '\n| path | req/s | p50 ms | p99 ms | CPU µs/req svc-identity | CPU µs/req hop | non-2xx | errors | load average after |\n| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  );
  for (const [name, r] of Object.entries(results)) {
    const cpu = r.cpuPerRequestUs;
    console.log(
      `| ${name} | ${fmt(r.requestsPerSecond)} | ${r.p50} | ${r.p99} | ${fmt(cpu.identity)} | ${cpu.hop === undefined ? '-' : fmt(cpu.hop)} | ${r.non2xx} | ${r.errors} | ${r.loadAverage} |`,
    );
  }
  const rps = (name) => results[name].requestsPerSecond;
  console.log(`\nratio bare/direct:  ${fmt((100 * rps('bare proxy')) / rps('direct'), 1)} %`);
  console.log(`ratio gateway/bare: ${fmt((100 * rps('gateway')) / rps('bare proxy'), 1)} %  (goal >= 90 %)`);
  console.log(`ratio gateway/direct: ${fmt((100 * rps('gateway')) / rps('direct'), 1)} %`);
  // On a shared machine throughput swings with other load; CPU time per request does not.
  const cpuTotal = (name) =>
    results[name].cpuPerRequestUs.identity + (results[name].cpuPerRequestUs.hop ?? 0);
  console.log(
    `CPU per request (svc-identity + hop): direct ${fmt(cpuTotal('direct'))} µs, bare ${fmt(cpuTotal('bare proxy'))} µs, gateway ${fmt(cpuTotal('gateway'))} µs` +
      ` -> CPU-bound ratio gateway/bare ${fmt((100 * cpuTotal('bare proxy')) / cpuTotal('gateway'), 1)} %`,
  );
  const checkCpu = results.gateway.cpuPerRequestUs.identity;
  const gatewayOfBare = (100 * rps('gateway')) / rps('bare proxy');
  console.log('');
  console.log(goalLine('check-cpu-per-request', `${fmt(checkCpu)} µs`, '<= 200 µs', checkCpu <= 200));
  console.log(
    goalLine('check-gateway-of-bare', `${fmt(gatewayOfBare, 1)} %`, '>= 90 %', gatewayOfBare >= 90),
  );
}

/** The shape every bench prints its goals in (bench/README.md). */
function goalLine(name, figure, target, met) {
  return `goal ${name}: ${figure} (goal ${target}: ${met ? 'met' : 'NOT met'})`;
}

await runBench(main, () => cleanupStore(store));
