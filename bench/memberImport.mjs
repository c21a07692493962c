// Bench (issue 'Measured in bench/'): the member import of a generated 5,000-member export (zip of
// Member, MbrContact, DutyPosition, CadetAchv, CadetHFZInformation and OFlight tables), run the way
// the import worker runs a job (svc-identity/src/memberImport/runImport.ts: read the upload, check
// the submitter, parse, one transaction) on a fresh database. Prints the time of each run and the
// peak memory (RSS high-water mark, process.resourceUsage().maxRSS) of the process that imports.
// The import runs in a child process of its own so the generation of the zip does not count.
// Run: npm run bench:import -w bench   (BENCH_IMPORT_MEMBERS to change the size)
import path from 'node:path';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { strToU8, zipSync } from 'fflate';
import { seedBenchUser } from './lib/seed.mjs';
import { withAdmin } from './lib/site.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tsx = path.join(root, 'node_modules/.bin/tsx');
const adminUrl = process.env.BENCH_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const memberCount = Number(process.env.BENCH_IMPORT_MEMBERS ?? 5000);
const mb = (kb) => (kb / 1024).toFixed(0);

/** A fictional export: CAPIDs 600000+, org 9001 (md001); two in three members are cadets. */
function generateExport(n) {
  const q = (v) => `"${String(v).replace(/"/g, '""')}"`;
  const row = (values) => values.map(q).join(',');
  const members = [
    row([
      'CAPID',
      'NameLast',
      'NameFirst',
      'NameMiddle',
      'NameSuffix',
      'Gender',
      'DOB',
      'Rank',
      'Joined',
      'Expiration',
      'ORGID',
      'Wing',
      'Unit',
      'Region',
      'Type',
      'MbrStatus',
    ]),
  ];
  const contacts = ['CAPID\tType\tPriority\tContact\tDoNotContact'];
  const duties = [row(['CAPID', 'Duty', 'FunctArea', 'Lvl', 'Asst', 'DateMod', 'ORGID'])];
  const achv = [
    row([
      'CAPID',
      'CadetAchvID',
      'PhyFitTest',
      'LeadLabDateP',
      'LeadLabScore',
      'AEDateP',
      'AEScore',
      'DateMod',
    ]),
  ];
  const hfz = [
    row(['HFZID', 'CAPID', 'DateTaken', 'PacerRun', 'CurlUp', 'PushUp', 'SitAndReach', 'IsPassed']),
  ];
  const flights = [row(['CAPID', 'Syllabus', 'Type', 'FltDate', 'FltTime', 'Comments'])];
  for (let i = 0; i < n; i++) {
    const capid = 600000 + i;
    const cadet = i % 3 !== 0;
    members.push(
      row([
        capid,
        `Benchlast${i}`,
        `Benchfirst${i}`,
        'Q',
        '',
        i % 2 ? 'M' : 'F',
        cadet ? '05/06/2010' : '05/06/1980',
        cadet ? 'C/Amn' : 'Capt',
        '01/02/2020',
        '12/31/2027',
        9001,
        'MD',
        '001',
        'MER',
        cadet ? 'CADET' : 'SENIOR',
        'ACTIVE',
      ]),
    );
    contacts.push(`${capid}\tEMAIL\tPRIMARY\tbench${i}@example.com\t0`);
    contacts.push(`${capid}\tCELL PHONE\tPRIMARY\t(410)555-${String(i % 10000).padStart(4, '0')}\t0`);
    if (cadet) {
      contacts.push(`${capid}\tCADET PARENT EMAIL\tPRIMARY\tparent${i}@example.com\t0`);
      contacts.push(
        `${capid}\tCADET PARENT PHONE\tEMERGENCY\t(443)555-${String(i % 10000).padStart(4, '0')}\t0`,
      );
      achv.push(
        row([capid, 1 + (i % 10), '09/15/2026', '09/20/2026', 80 + (i % 20), '09/22/2026', 90, '10/01/2026']),
      );
      hfz.push(row([i, capid, '09/15/2026', 30, 25, 15, 28, 'True']));
      flights.push(row([capid, 1 + (i % 10), 1, '08/10/2026', 0.8, 'bench flight']));
    }
    if (i % 10 === 0)
      duties.push(
        row([
          capid,
          cadet ? 'Cadet Element Leader' : 'Safety Officer',
          'CP',
          'UNIT',
          i % 20 === 0 ? 1 : 0,
          '10/01/2026',
          9001,
        ]),
      );
  }
  const files = {
    'Member.txt': members,
    'MbrContact.txt': contacts,
    'DutyPosition.txt': duties,
    'CadetAchv.txt': achv,
    'CadetHFZInformation.txt': hfz,
    'OFlight.txt': flights,
  };
  return zipSync(
    Object.fromEntries(
      Object.entries(files).map(([name, lines]) => [name, strToU8(lines.join('\r\n') + '\r\n')]),
    ),
  );
}

/** Child: one import of the zip, as the worker runs a job; prints a JSON line of figures. */
async function importOnce(zipPath, databaseUrl, label) {
  const { storeUpload } = await import('../svc-identity/src/memberImport/uploads.ts');
  const { runImport } = await import('../svc-identity/src/memberImport/runImport.ts');
  const { buildImportJob } = await import('../svc-identity/src/memberImport/queue.ts');
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  const zip = new Uint8Array(readFileSync(zipPath));
  const { jobId, job } = buildImportJob({ accountID: 'md001', submitterID: 510001, zip, now: new Date() });
  await storeUpload(pool, { accountID: 'md001', jobID: jobId, zip, submittedBy: 'CAPNHQMember-510001' });
  const rssBefore = process.resourceUsage().maxRSS;
  const started = performance.now();
  let parsedAt = 0;
  const outcome = await runImport({ pool, superUserIDs: [] }, jobId, job, async (percent) => {
    if (percent >= 30 && !parsedAt) parsedAt = performance.now();
  });
  const total = performance.now() - started;
  await pool.end();
  console.log(
    JSON.stringify({
      label,
      result: outcome.result,
      counts: outcome.counts,
      totalMs: total,
      parseMs: parsedAt - started,
      maxRssKB: process.resourceUsage().maxRSS,
      rssBeforeKB: rssBefore,
      zipBytes: zip.length,
    }),
  );
}

function runChild(zipPath, databaseUrl, label) {
  return new Promise((resolve, reject) => {
    const child = spawn(tsx, [fileURLToPath(import.meta.url)], {
      env: {
        ...process.env,
        BENCH_IMPORT_CHILD: '1',
        BENCH_IMPORT_ZIP: zipPath,
        DATABASE_URL: databaseUrl,
        BENCH_LABEL: label,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('exit', (code) => {
      const line = out.trim().split('\n').pop();
      if (code === 0 && line) resolve(JSON.parse(line));
      else reject(new Error(`import child failed (${code}): ${out}`));
    });
  });
}

async function main() {
  const id = randomBytes(5).toString('hex');
  const database = `bench_import_${id}`;
  const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${database}` }).toString();
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-import-'));
  await withAdmin(`CREATE DATABASE ${database}`);
  try {
    await seedBenchUser({ root, tsx, env: { DATABASE_URL: databaseUrl, REDIS_PREFIX: `bench-${id}` } });
    const started = performance.now();
    const zip = generateExport(memberCount);
    const zipPath = path.join(dir, 'export.zip');
    writeFileSync(zipPath, zip);
    console.log(
      `generated ${memberCount} members: zip ${(zip.length / 1024).toFixed(0)} KB in ${(performance.now() - started).toFixed(0)} ms`,
    );
    // the second run imports the same file again: every member exists, so it is all updates
    for (const label of ['first import (inserts)', 'second import (same data: updates)']) {
      const r = await runChild(zipPath, databaseUrl, label);
      console.log(
        `${label}: ${r.result}, ${r.counts.members} members, ${r.counts.contacts} contacts, ` +
          `${r.counts.dutyPositions} duty positions, ${r.counts.cadetRecords} cadet records | ` +
          `total ${r.totalMs.toFixed(0)} ms (parse ${r.parseMs.toFixed(0)} ms) | ` +
          `peak RSS ${mb(r.maxRssKB)} MB (${mb(r.rssBeforeKB)} MB before the import)`,
      );
    }
  } finally {
    await withAdmin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`).catch(() => {});
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.env.BENCH_IMPORT_CHILD) {
  await importOnce(process.env.BENCH_IMPORT_ZIP, process.env.DATABASE_URL, process.env.BENCH_LABEL);
} else {
  await main();
}
