// autocannon runs and small HTTP helpers for the bench (loopback only, bounded in time).
import fs from 'node:fs';
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

/** Runs autocannon; `pids` are the processes whose CPU time per request is reported. */
export async function load(url, headers, { seconds, connections, pids = {} }) {
  const before = Object.fromEntries(Object.entries(pids).map(([name, pid]) => [name, cpuMs(pid)]));
  const result = await autocannon({ url, headers, connections, duration: seconds, pipelining: 1 });
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
