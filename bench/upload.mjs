// Bench (issue 5 'Measured in bench/'): a 200 MB upload through svc-files' real upload route
// (POST /api/files/upload/{folder}, multipart, streamed by busboy to the storage folder), against a
// plain copy (`cp`) of the same file on the same disk; the server's memory growth during the upload
// (RSS sampled from /proc every 10 ms; goal ≤ 64 MB); the upload job's time for that file (the
// worker process: hash, sniff, move); and the listing of a folder of 2,000 files through
// GET /api/files/{id}/children.
// svc-files and its upload worker run as their own processes on a fresh database, Redis prefix and
// storage folder; requests go to svc-files directly with a context header signed the way the
// gateway signs it (the gateway's own cost is measured by run.mjs).
// Run: npm run bench:upload -w bench   (BENCH_UPLOAD_MB, BENCH_UPLOAD_RUNS, BENCH_LIST_FILES to tune)
import path from 'node:path';
import http from 'node:http';
import fs from 'node:fs';
import os from 'node:os';
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { Redis } from 'ioredis';
import { csrfTokenFor, signContext, testContext } from '@portal/contracts/server';
import { freePort, start, stopAll, waitForPort } from './lib/processes.mjs';
import { httpJson } from './lib/measure.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const nodeTs = (file) => ['--import', 'tsx', path.join(root, file)];
const sizeMB = Number(process.env.BENCH_UPLOAD_MB ?? 200);
const runs = Number(process.env.BENCH_UPLOAD_RUNS ?? 3);
const listFiles = Number(process.env.BENCH_LIST_FILES ?? 2000);
const listCalls = 30;
const adminUrl = process.env.BENCH_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const GOAL_RSS_MB = 64;

const id = randomBytes(5).toString('hex');
const database = `bench_upload_${id}`;
const redisPrefix = `bench-upload-${id}`;
const secret = `bench-secret-${id}`;
const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${database}` }).toString();
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-upload-'));
const filesDir = path.join(workDir, 'files');

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const percentile = (values, p) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))];
const mib = (bytes) => (bytes / 1024 / 1024).toFixed(1);

async function withAdmin(sql) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Resident memory of a process in bytes (/proc/<pid>/status VmRSS). */
function rssOf(pid) {
  const line = fs
    .readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(line.split(/\s+/)[1]) * 1024;
}

/** A signed-in member of md001 (testMember), as the gateway would sign it, with its CSRF token. */
function headers() {
  const context = testContext();
  return {
    'x-portal-context': signContext(context, secret),
    'x-csrf-token': csrfTokenFor({ sessionID: context.session.id, accountID: 'md001' }, secret),
  };
}

/** Streams `file` as the one part of a multipart upload; resolves with status, body and time. */
function uploadFile(port, folderID, file, name) {
  const boundary = `----bench${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file-${name}"; filename="${name}"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const length = head.length + fs.statSync(file).size + tail.length;
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: `/api/files/upload/${folderID}`,
        headers: {
          ...headers(),
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': length,
        },
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
  await withAdmin(`CREATE DATABASE ${database}`);
  const db = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  try {
    const port = await freePort();
    const env = {
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      REDIS_PREFIX: redisPrefix,
      CONTEXT_SECRET: secret,
      FILES_DIR: filesDir,
      FILES_PORT: String(port),
      LOG_LEVEL: 'warn',
      MAX_UPLOAD_BYTES: String((sizeMB + 16) * 1024 * 1024),
    };
    const server = start('svc-files', process.execPath, nodeTs('svc-files/src/main.ts'), env);
    await waitForPort(port, server);
    const worker = start('upload-worker', process.execPath, nodeTs('svc-files/src/worker.ts'), env);

    const folderID = randomBytes(16).toString('hex');
    await db.query(
      `INSERT INTO files.files (account_id, id, parent_id, file_name, content_type, owner)
       VALUES ('md001', $1, 'root', 'Bench', 'application/folder', '{"type":"CAPNHQMember","id":546319}')`,
      [folderID],
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
    const warm = await uploadFile(port, folderID, small, 'warm.txt');
    if (warm.status !== 201)
      throw new Error(`warm-up upload answered ${warm.status}: ${JSON.stringify(warm.body)}`);
    await waitReady(db, warm.body[0].id);

    const results = [];
    for (let run = 1; run <= runs; run++) {
      const copyMs = timedCopy(source, path.join(workDir, 'copy.bin'));
      const baseline = rssOf(server.pid);
      let peak = baseline;
      const sampler = setInterval(() => (peak = Math.max(peak, rssOf(server.pid))), 10);
      const upload = await uploadFile(port, folderID, source, `bench-${run}.bin`);
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
    }

    // Listing a folder of listFiles files (rows only: the call reads metadata, never bytes).
    const big = randomBytes(16).toString('hex');
    await db.query(
      `INSERT INTO files.files (account_id, id, parent_id, file_name, content_type, owner)
       VALUES ('md001', $1, 'root', 'Big folder', 'application/folder', '{"type":"CAPNHQMember","id":546319}')`,
      [big],
    );
    await db.query(
      `INSERT INTO files.files (account_id, id, parent_id, file_name, content_type, owner, uploader, size, status)
       SELECT 'md001', md5('bench' || n), $1, 'document ' || n || '.pdf', 'application/pdf',
              '{"type":"CAPNHQMember","id":546319}', '{"type":"CAPNHQMember","id":546319}', 1000 + n, 'ready'
         FROM generate_series(1, $2::int) AS n`,
      [big, listFiles],
    );
    const times = [];
    let count = 0;
    for (let i = 0; i < listCalls + 3; i++) {
      const started = performance.now();
      const answer = await httpJson(`http://127.0.0.1:${port}/api/files/${big}/children`, {
        headers: headers(),
      });
      const ms = performance.now() - started;
      if (answer.status !== 200)
        throw new Error(`children answered ${answer.status}: ${answer.text.slice(0, 200)}`);
      count = answer.json.length;
      if (i >= 3) times.push(ms); // the first calls warm the path up
    }

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
      `  upload job (worker: read, SHA-256, sniff, move): median ${median(results.map((r) => r.jobMs)).toFixed(0)} ms`,
    );
    console.log(
      `  GET /api/files/{id}/children of ${count} files: p50 ${median(times).toFixed(1)} ms, p95 ${percentile(times, 0.95).toFixed(1)} ms (${listCalls} calls)`,
    );
  } finally {
    await stopAll();
    await db.end();
    await withAdmin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    const redis = new Redis(redisUrl);
    const keys = await redis.keys(`${redisPrefix}:*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}

await main();
