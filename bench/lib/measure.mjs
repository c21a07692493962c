// autocannon runs and small HTTP helpers for the bench (loopback only, bounded in time).
import fs from 'node:fs';
import os from 'node:os';
import autocannon from 'autocannon';

/** CPU time (user + system) a process has used so far, in ms (Linux /proc). */
export function cpuMs(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10; // clock ticks of 10 ms
  } catch {
    return NaN;
  }
}

/**
 * Runs autocannon; `pids` are the processes whose CPU time per request is reported. `request`
 * passes autocannon's own request options (method, body, or `requests`: a list of
 * { method, path, headers, body } each connection cycles through).
 */
export async function load(url, headers, { seconds, connections, pids = {}, request = {} }) {
  const before = Object.fromEntries(Object.entries(pids).map(([name, pid]) => [name, cpuMs(pid)]));
  const result = await autocannon({
    url,
    headers,
    connections,
    duration: seconds,
    pipelining: 1,
    ...request,
  });
  const total = result.requests.total || 1;
  const cpuPerRequestUs = Object.fromEntries(
    Object.entries(pids).map(([name, pid]) => [name, ((cpuMs(pid) - before[name]) * 1000) / total]),
  );
  return {
    cpuPerRequestUs,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    loadAverage: loadAverage(), // right after the run: the machine is shared
  };
}

export async function httpJson(url, { method = 'GET', headers = {}, body } = {}) {
  const response = await fetch(url, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  let json = null;
  try {
    json = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: response.status, headers: response.headers, json, text };
}

/** A number with `digits` decimals, for the printed tables. */
export const fmt = (n, digits = 0) => Number(n).toFixed(digits);

/** The 1, 5 and 15 minute load averages, as printed with every figure (the machine is shared). */
export const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

/**
 * The same call under autocannon through the gateway and directly (the service with a context
 * header signed as the gateway signs it), in one run: a 1 s warm-up then `seconds` each, one path
 * after the other. `paths` maps a name ('gateway', 'direct', ...) to { url, headers(), pids,
 * request }. Answers the results by path name, each with the load average after it.
 */
export async function compareLoad(paths, { seconds, connections }) {
  const results = {};
  for (const [name, target] of Object.entries(paths)) {
    const options = { connections, request: target.request };
    await load(target.url, target.headers(), { ...options, seconds: 1 }); // warm-up (JIT, pools)
    results[name] = await load(target.url, target.headers(), {
      ...options,
      seconds,
      pids: target.pids ?? {},
    });
  }
  return results;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];

/**
 * Paths measured in alternation on the shared machine: a 1 s warm-up each, then `rounds` rounds of
 * `seconds` per path, the paths one after another within a round. A burst of other load (or of
 * the host's CPU steal) then moves one round of every path rather than the whole of one path.
 * `targets`: [{ name, url, headers(), pids, request }]. Answers, per name, the rounds' median
 * req/s, p50, p99 and CPU µs per request of each pid, the summed non-2xx and errors, and `rounds`.
 */
export async function loadInRounds(targets, { rounds, seconds, connections }) {
  for (const t of targets) await load(t.url, t.headers(), { seconds: 1, connections, request: t.request });
  const runs = Object.fromEntries(targets.map((t) => [t.name, []]));
  for (let round = 0; round < rounds; round++) {
    for (const t of targets) {
      const options = { seconds, connections, pids: t.pids ?? {}, request: t.request };
      runs[t.name].push(await load(t.url, t.headers(), options));
    }
  }
  return Object.fromEntries(
    Object.entries(runs).map(([name, list]) => [
      name,
      {
        requestsPerSecond: median(list.map((r) => r.requestsPerSecond)),
        p50: median(list.map((r) => r.p50)),
        p99: median(list.map((r) => r.p99)),
        cpuPerRequestUs: Object.fromEntries(
          Object.keys(list[0].cpuPerRequestUs).map((pid) => [
            pid,
            median(list.map((r) => r.cpuPerRequestUs[pid])),
          ]),
        ),
        non2xx: list.reduce((sum, r) => sum + r.non2xx, 0),
        errors: list.reduce((sum, r) => sum + r.errors, 0),
        loadAverage: list.at(-1).loadAverage,
        rounds: list,
      },
    ]),
  );
}

/** gateway req/s as a percentage of direct req/s. */
export const gatewayToDirect = (results) =>
  (100 * results.gateway.requestsPerSecond) / results.direct.requestsPerSecond;

/** Prints compareLoad's results as a Markdown table, then the gateway-to-direct ratio. */
export function printComparison(title, results) {
  console.log(`\n${title}\n`);
  console.log('| path | req/s | p50 ms | p99 ms | non-2xx | errors | load average after |');
  console.log('| --- | --- | --- | --- | --- | --- | --- |');
  for (const [name, r] of Object.entries(results)) {
    console.log(
      `| ${name} | ${fmt(r.requestsPerSecond)} | ${r.p50} | ${r.p99} | ${r.non2xx} | ${r.errors} | ${r.loadAverage} |`,
    );
  }
  console.log(`ratio gateway/direct: ${fmt(gatewayToDirect(results), 1)} % (req/s, same run)`);
}

/** The p-th percentile (0-100) of a list of numbers. */
export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}
