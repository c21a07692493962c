// Bench: the CPU that compressing JSON answers adds (contracts' jsonCompression(): brotli 4,
// gzip 6). One express server answers a BENCH_JSON_KIB (16) KiB JSON answer under autocannon three
// ways: no Accept-Encoding (plain), gzip, br; prints req/s, bytes per answer and server CPU µs/req.
// Run: npx tsx bench/jsonCompression.mjs   (BENCH_SECONDS, BENCH_CONNECTIONS, BENCH_JSON_KIB)
import http from 'node:http';
import { freePort, start, stopAll, waitForPort } from './lib/processes.mjs';
import { load } from './lib/measure.mjs';
import { nodeTs } from './lib/site.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

const port = await freePort();
const server = start('json answer server', process.execPath, nodeTs('bench/jsonAnswerServer.ts'), {
  PORT: String(port),
});
try {
  await waitForPort(port, server);
  const url = `http://127.0.0.1:${port}/answer`;
  console.log(
    `\nbench: a ${process.env.BENCH_JSON_KIB ?? 16} KiB JSON answer, ${connections} connections, ${seconds} s each\n`,
  );
  console.log(
    '| Accept-Encoding | req/s | bytes/answer | server CPU µs/req | load average after |\n| --- | --- | --- | --- | --- |',
  );
  for (const encoding of ['', 'gzip', 'br']) {
    const headers = encoding ? { 'accept-encoding': encoding } : {};
    const bytes = await bytesOnTheWire(url, headers);
    await load(url, headers, { seconds: 1, connections });
    const r = await load(url, headers, { seconds, connections, pids: { server: server.pid } });
    console.log(
      `| ${encoding || '(none)'} | ${r.requestsPerSecond.toFixed(0)} | ${bytes} | ${r.cpuPerRequestUs.server.toFixed(0)} | ${r.loadAverage} |`,
    );
  }
} finally {
  await stopAll();
}

/** The answer's body as sent (still encoded): fetch would decode it. */
function bytesOnTheWire(url, headers) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        let length = 0;
        res.on('data', (chunk) => (length += chunk.length));
        res.on('end', () => resolve(length));
      })
      .on('error', reject);
  });
}
