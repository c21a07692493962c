// Bench (traces "where it costs little"): what OpenTelemetry tracing costs on the hot
// path. Four stacks on one fresh database, each svc-identity + gateway: tracing off (no OTEL_*
// variable), on for every request, on with 10 % of the traces sampled (parent-based ratio), and
// on with none sampled (the instrumentation's own cost), exporting OTLP/HTTP to a sink in this process that answers 200 and counts what arrives.
// Signed-in GET /api/check through each gateway, the runs rotated BENCH_ROUNDS times. Prints
// req/s, p50/p99, CPU time per request of both processes, and each one's ratio to off.
// Run: cd bench && npx tsx tracing.mjs   (BENCH_SECONDS, BENCH_CONNECTIONS, BENCH_ROUNDS to tune)
import http from 'node:http';
import { freePort } from './lib/processes.mjs';
import { fmt, httpJson, load } from './lib/measure.mjs';
import { seedBenchUser } from './lib/seed.mjs';
import {
  benchStore,
  cleanupStore,
  root,
  runBench,
  signInThroughGateway,
  siteEnv,
  startSite,
  tsx,
  withAdmin,
} from './lib/site.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 4);

const store = benchStore('tracing');

/** An OTLP/HTTP endpoint that accepts and counts the exports (what a collector costs the sender). */
async function startSink() {
  const received = { posts: 0, bytes: 0 };
  const server = http.createServer((req, res) => {
    req.on('data', (chunk) => (received.bytes += chunk.length));
    req.on('end', () => {
      received.posts += 1;
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${port}`, received, close: () => server.close() };
}

/** svc-identity and the gateway with the site's shared environment plus `tracingEnv`. */
async function startStack(name, tracingEnv) {
  const site = await startSite(store, { env: tracingEnv });
  return { name, site, identity: site.processes.identity, gateway: site.processes.gateway };
}

async function main() {
  await withAdmin(`CREATE DATABASE ${store.database}`);
  const user = await seedBenchUser({ root, tsx, env: siteEnv(store) });
  const sink = await startSink();
  const off = await startStack('off', {});
  const on = await startStack('on', { OTEL_EXPORTER_OTLP_ENDPOINT: sink.url });
  const sampled = await startStack('on, 10 % sampled', {
    OTEL_EXPORTER_OTLP_ENDPOINT: sink.url,
    OTEL_TRACES_SAMPLER: 'parentbased_traceidratio',
    OTEL_TRACES_SAMPLER_ARG: '0.1',
  });
  // what the instrumentation and context alone cost: every span dropped at the start
  const unsampled = await startStack('on, none sampled', {
    OTEL_EXPORTER_OTLP_ENDPOINT: sink.url,
    OTEL_TRACES_SAMPLER: 'always_off',
  });
  const stacks = [off, on, sampled, unsampled];

  const cookie = await signInThroughGateway(off.site, user.username, user.password);
  const target = (stack) => ({
    url: `${stack.site.urls.gateway}/api/check`,
    headers: { host: stack.site.host.host, cookie },
    pids: { identity: stack.identity.pid, gateway: stack.gateway.pid },
  });
  for (const stack of stacks) {
    const probe = await httpJson(target(stack).url, { headers: target(stack).headers });
    if (probe.status !== 200 || !probe.json?.member)
      throw new Error(`${stack.name}: not signed in: ${probe.status}`);
  }

  const results = Object.fromEntries(stacks.map((stack) => [stack.name, []]));
  for (let round = 0; round < rounds; round++) {
    for (const stack of [...stacks.slice(round % stacks.length), ...stacks.slice(0, round % stacks.length)]) {
      const { url, headers, pids } = target(stack);
      await load(url, headers, { seconds: 3, connections }); // warm-up (JIT, pools, the SDK's code)
      results[stack.name].push(await load(url, headers, { seconds, connections, pids }));
    }
  }
  await new Promise((resolve) => setTimeout(resolve, 6_000)); // the last batch (every 5 s)

  console.log(
    `\nbench: GET /api/check through the gateway, tracing off / on / 10 % / none sampled, ${connections} connections, ${seconds} s x ${rounds}\n`,
  );
  console.log(
    '| tracing | round | req/s | p50 ms | p99 ms | CPU µs/req gateway | CPU µs/req svc-identity | non-2xx | load average after |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const { name } of stacks) {
    results[name].forEach((r, i) =>
      console.log(
        `| ${name} | ${i + 1} | ${fmt(r.requestsPerSecond)} | ${r.p50} | ${r.p99} | ${fmt(r.cpuPerRequestUs.gateway)} | ${fmt(r.cpuPerRequestUs.identity)} | ${r.non2xx} | ${r.loadAverage} |`,
      ),
    );
  }
  const mean = (name, pick) => results[name].reduce((sum, r) => sum + pick(r), 0) / results[name].length;
  const rps = (name) => mean(name, (r) => r.requestsPerSecond);
  const cpu = (name) => mean(name, (r) => r.cpuPerRequestUs.gateway + r.cpuPerRequestUs.identity);
  console.log('');
  for (const { name } of stacks.slice(1)) {
    console.log(
      `${name}: throughput ${fmt((100 * rps(name)) / rps('off'), 1)} % of off; CPU per request (gateway + svc-identity) ${fmt(cpu(name))} µs vs ${fmt(cpu('off'))} µs off (${fmt((100 * cpu(name)) / cpu('off'), 1)} %)`,
    );
  }
  console.log(`sink: ${sink.received.posts} OTLP exports, ${fmt(sink.received.bytes / 1024)} KiB`);
  sink.close();
}

await runBench(main, () => cleanupStore(store));
