// Bench: a 200 MB upload through svc-files' real
// upload route (POST /api/files/upload/{folder}, multipart, streamed by busboy to the storage
// folder) against a plain copy (`cp`) of the same file on the same disk, and the same file through
// the gateway; the server's memory growth during the upload (RSS sampled from /proc every 10 ms;
// goal ≤ 64 MB); the upload job's time for that file (the worker process: hash, sniff, move); the
// listing of a folder of 2,000 files through GET /api/files/{id}/children; last, small uploads
// (256 KiB) under autocannon through the gateway and directly in the same run: req/s, p50/p99 and
// the gateway-to-direct ratio.
// svc-identity (for the sign-in), svc-files, its upload worker and the gateway run as their own
// processes on a fresh database, Redis prefix and storage folder; 'admin' signs in through the
// gateway, and the direct path carries the context the gateway signs for that session.
// Run: npm run bench:upload -w bench   (BENCH_UPLOAD_MB, BENCH_UPLOAD_RUNS, BENCH_LIST_FILES,
// BENCH_UPLOAD_SMALL_KIB, BENCH_SECONDS, BENCH_CONNECTIONS to tune)
import path from 'node:path';
import http from 'node:http';
import fs from 'node:fs';
import os from 'node:os';
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { compareLoad, httpJson, loadAverage, percentile, printComparison } from './lib/measure.mjs';
import { start, stop } from './lib/processes.mjs';
import { seedBenchUser } from './lib/seed.mjs';
import {
  benchStore,
  cleanupStore,
  runBench,
  directHeaders,
  nodeTs,
  root,
  signInThroughGateway,
  siteEnv,
  startSite,
  tsx,
  withAdmin,
} from './lib/site.mjs';

const sizeMB = Number(process.env.BENCH_UPLOAD_MB ?? 200);
const runs = Number(process.env.BENCH_UPLOAD_RUNS ?? 3);
const listFiles = Number(process.env.BENCH_LIST_FILES ?? 2000);
const smallKiB = Number(process.env.BENCH_UPLOAD_SMALL_KIB ?? 256);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const listCalls = 30;
const GOAL_RSS_MB = 64;

const store = benchStore('upload');
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-upload-'));
const filesDir = path.join(workDir, 'files');

const median = (values) => percentile(values, 50);
const mib = (bytes) => (bytes / 1024 / 1024).toFixed(1);

/** Resident memory of a process in bytes (/proc/<pid>/status VmRSS). */
function rssOf(pid) {
  const line = fs
    .readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(line.split(/\s+/)[1]) * 1024;
}

/** The member's headers per path: 'gateway' (cookie) or 'direct' (signed context); both with the CSRF token. */
let pathHeaders = { gateway: () => ({}), direct: () => ({}) };

/** A multipart body of one file part (boundary, head and tail around the file's bytes). */
function multipart(name, size) {
  const boundary = `----bench${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file-${name}"; filename="${name}"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    head,
    tail,
    length: head.length + size + tail.length,
  };
}

/** Streams `file` as the one part of a multipart upload to `base` ('gateway' or 'direct' path); resolves with status, body and time. */
function uploadFile(base, via, folderID, file, name) {
  const { contentType, head, tail, length } = multipart(name, fs.statSync(file).size);
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = http.request(
      {
        host: hostname,
        port,
        method: 'POST',
        path: `/api/files/upload/${folderID}`,
        headers: { ...pathHeaders[via](), 'content-type': contentType, 'content-length': length },
      },
      (res) => {
        let body = '';
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode, body: JSON.parse(body), ms: performance.now() - started }),
        );
      },
    );
    req.on('error', reject);
    req.write(head);
    const stream = fs.createReadStream(file, { highWaterMark: 1024 * 1024 });
    stream.on('end', () => req.end(tail));
    stream.pipe(req, { end: false });
  });
}

function generateFile(file, mb) {
  const fd = fs.openSync(file, 'w');
  const chunk = randomBytes(1024 * 1024);
  for (let i = 0; i < mb; i++) {
    chunk.writeUInt32LE(i, 0); // not one block repeated, in case the disk deduplicates
    fs.writeSync(fd, chunk);
  }
  fs.closeSync(fd);
}

function timedCopy(from, to) {
  const started = performance.now();
  execFileSync('cp', [from, to]);
  const ms = performance.now() - started;
  fs.rmSync(to);
  return ms;
}

async function waitReady(db, fileID, timeoutMs = 300_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await db.query('SELECT status FROM files.files WHERE id = $1', [fileID]);
    if (rows[0]?.status !== 'pending') return rows[0]?.status;
    if (Date.now() > deadline) throw new Error('upload job did not finish');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function main() {
  await withAdmin(`CREATE DATABASE ${store.database}`);
  const db = new pg.Pool({ connectionString: store.databaseUrl, max: 2 });
  try {
    // the bench measures throughput, not quotas: room for every run's bytes (1 TiB)
    const roomForEveryRun = String(2 ** 40);
    const env = {
      FILES_DIR: filesDir,
      MAX_UPLOAD_BYTES: String((sizeMB + 16) * 1024 * 1024),
      DRIVE_MEMBER_QUOTA_BYTES: roomForEveryRun,
      DRIVE_ACCOUNT_QUOTA_BYTES: roomForEveryRun,
    };
    const user = await seedBenchUser({ root, tsx, env: siteEnv(store) });
    const site = await startSite(store, { services: ['files'], env, account: user.account });
    const server = site.processes.files;
    const worker = start('upload-worker', process.execPath, nodeTs('svc-files/src/worker.ts'), {
      ...siteEnv(store),
      ...env,
    });

    // admin signs in through the gateway; the direct path carries the context the gateway signs
    // for that session; both send the session's CSRF token (x-csrf-token, as uploads do)
    const cookie = await signInThroughGateway(site, 'admin', user.password);
    const signed = await directHeaders(site, store, cookie);
    const token = (await httpJson(`${site.urls.gateway}/api/token`, { headers: { cookie } })).json?.token;
    if (!token) throw new Error('no CSRF token for the session');
    pathHeaders = {
      gateway: () => ({ cookie, 'x-csrf-token': token }),
      direct: () => ({ ...signed(), 'x-csrf-token': token }),
    };
    const admin = await db.query(
      `SELECT member_id FROM identity.logins WHERE account_id = 'md001' AND username = 'admin'`,
    );
    const owner = JSON.stringify({ type: 'CAPNHQMember', id: Number(admin.rows[0].member_id) });

    const folderID = randomBytes(16).toString('hex');
    await db.query(
      `INSERT INTO files.files (account_id, id, parent_id, file_name, content_type, owner)
       VALUES ('md001', $1, 'root', 'Bench', 'application/folder', $2)`,
      [folderID, owner],
    );

    const source = path.join(workDir, 'bench.bin');
    generateFile(source, sizeMB);
    const bytes = fs.statSync(source).size;
    console.log(
      `svc-files pid ${server.pid}, worker pid ${worker.pid}; file ${mib(bytes)} MiB in ${workDir}`,
    );

    // warm-up: loads the upload path's modules and opens the Redis and database connections
    const small = path.join(workDir, 'small.txt');
    fs.writeFileSync(small, 'warm-up\n');
    const warm = await uploadFile(site.urls.files, 'direct', folderID, small, 'warm.txt');
    if (warm.status !== 201)
      throw new Error(`warm-up upload answered ${warm.status}: ${JSON.stringify(warm.body)}`);
    await waitReady(db, warm.body[0].id);

    const results = [];
    for (let run = 1; run <= runs; run++) {
      const copyMs = timedCopy(source, path.join(workDir, 'copy.bin'));
      const baseline = rssOf(server.pid);
      let peak = baseline;
      const sampler = setInterval(() => (peak = Math.max(peak, rssOf(server.pid))), 10);
      const upload = await uploadFile(site.urls.files, 'direct', folderID, source, `bench-${run}.bin`);
      clearInterval(sampler);
      peak = Math.max(peak, rssOf(server.pid));
      if (upload.status !== 201)
        throw new Error(`upload answered ${upload.status}: ${JSON.stringify(upload.body)}`);
      const jobStarted = performance.now();
      const status = await waitReady(db, upload.body[0].id);
      const jobMs = performance.now() - jobStarted;
      const result = {
        run,
        copyMs,
        uploadMs: upload.ms,
        ratio: copyMs / upload.ms,
        uploadMBs: bytes / 1e6 / (upload.ms / 1000),
        copyMBs: bytes / 1e6 / (copyMs / 1000),
        rssGrowthMiB: (peak - baseline) / 1024 / 1024,
        baselineMiB: baseline / 1024 / 1024,
        jobMs,
        status,
      };
      results.push(result);
      console.log(
        `run ${run}: cp ${copyMs.toFixed(0)} ms (${result.copyMBs.toFixed(0)} MB/s), upload ${upload.ms.toFixed(0)} ms ` +
          `(${result.uploadMBs.toFixed(0)} MB/s), ratio upload/copy throughput ${(result.ratio * 100).toFixed(1)} %, ` +
          `svc-files RSS ${result.baselineMiB.toFixed(1)} MiB + ${result.rssGrowthMiB.toFixed(1)} MiB peak growth; ` +
          `upload job ${jobMs.toFixed(0)} ms → ${status}`,
      );
      // drop the stored copy so the disk holds one file at a time
      fs.rmSync(path.join(filesDir, 'md001', 'files', upload.body[0].id), { force: true });
      // the same file through the gateway (cookie): the hop's cost on a streamed body
      const viaGateway = await uploadFile(site.urls.gateway, 'gateway', folderID, source, `gw-${run}.bin`);
      if (viaGateway.status !== 201)
        throw new Error(
          `upload via the gateway answered ${viaGateway.status}: ${JSON.stringify(viaGateway.body)}`,
        );
      await waitReady(db, viaGateway.body[0].id);
      fs.rmSync(path.join(filesDir, 'md001', 'files', viaGateway.body[0].id), { force: true });
      result.gatewayMBs = bytes / 1e6 / (viaGateway.ms / 1000);
      console.log(
        `        via the gateway ${viaGateway.ms.toFixed(0)} ms (${result.gatewayMBs.toFixed(0)} MB/s): gateway/direct ${((100 * result.gatewayMBs) / result.uploadMBs).toFixed(1)} %; load average ${loadAverage()}`,
      );
    }

    // Listing a folder of listFiles files (rows only: the call reads metadata, never bytes).
    const big = randomBytes(16).toString('hex');
    await db.query(
      `INSERT INTO files.files (account_id, id, parent_id, file_name, content_type, owner)
       VALUES ('md001', $1, 'root', 'Big folder', 'application/folder', $2)`,
      [big, owner],
    );
    await db.query(
      `INSERT INTO files.files (account_id, id, parent_id, file_name, content_type, owner, uploader, size, status)
       SELECT 'md001', md5('bench' || n), $1, 'document ' || n || '.pdf', 'application/pdf',
              $3, $3, 1000 + n, 'ready'
         FROM generate_series(1, $2::int) AS n`,
      [big, listFiles, owner],
    );
    const times = [];
    let count = 0;
    for (let i = 0; i < listCalls + 3; i++) {
      const started = performance.now();
      const answer = await httpJson(`${site.urls.files}/api/files/${big}/children`, {
        headers: pathHeaders.direct(),
      });
      const ms = performance.now() - started;
      if (answer.status !== 200)
        throw new Error(`children answered ${answer.status}: ${answer.text.slice(0, 200)}`);
      count = answer.json.length;
      if (i >= 3) times.push(ms); // the first calls warm the path up
    }

    // Many small uploads under load, through the gateway and directly in the same run. The worker
    // is stopped first: its jobs for the files of one path would run during the other's turn.
    await stop(worker);
    const body = multipart('small.bin', smallKiB * 1024);
    const payload = Buffer.concat([body.head, randomBytes(smallKiB * 1024), body.tail]);
    // (autocannon takes a request's headers instead of the defaults: each carries all of its own)
    const request = (via, extra = {}) => ({
      method: 'POST',
      path: `/api/files/upload/${folderID}`,
      body: payload,
      headers: { ...extra, ...pathHeaders[via](), 'content-type': body.contentType },
    });
    const underLoad = await compareLoad(
      {
        gateway: {
          url: site.urls.gateway,
          headers: () => ({ host: site.host.host }),
          request: { requests: [request('gateway', { host: site.host.host })] },
        },
        direct: { url: site.urls.files, headers: () => ({}), request: { requests: [request('direct')] } },
      },
      { seconds, connections },
    );
    printComparison(
      `uploads of ${smallKiB} KiB (one multipart part each, 201 expected), ${connections} connections, ${seconds} s each`,
      underLoad,
    );

    console.log('\nsummary');
    console.log(
      `  upload ${mib(bytes)} MiB: median throughput ratio upload/cp ${(median(results.map((r) => r.ratio)) * 100).toFixed(1)} %` +
        ` (upload ${median(results.map((r) => r.uploadMBs)).toFixed(0)} MB/s, cp ${median(results.map((r) => r.copyMBs)).toFixed(0)} MB/s)`,
    );
    const maxGrowth = Math.max(...results.map((r) => r.rssGrowthMiB));
    console.log(
      `  svc-files RSS growth: max ${maxGrowth.toFixed(1)} MiB over ${runs} runs (goal ≤ ${GOAL_RSS_MB} MB: ${maxGrowth <= GOAL_RSS_MB ? 'met' : 'NOT met'})`,
    );
    console.log(
      `  ${mib(bytes)} MiB through the gateway: median ${median(results.map((r) => r.gatewayMBs)).toFixed(0)} MB/s, gateway/direct ${median(results.map((r) => (100 * r.gatewayMBs) / r.uploadMBs)).toFixed(1)} %`,
    );
    console.log(
      `  upload job (worker: read, SHA-256, sniff, move): median ${median(results.map((r) => r.jobMs)).toFixed(0)} ms`,
    );
    console.log(
      `  GET /api/files/{id}/children of ${count} files: p50 ${median(times).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms (${listCalls} calls)`,
    );
  } finally {
    await db.end();
  }
}

await runBench(main, async () => {
  await cleanupStore(store);
  fs.rmSync(workDir, { recursive: true, force: true });
});
