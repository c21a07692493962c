import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCESS_MESSAGES,
  MEMBER_CAPWATCH_MESSAGES,
  MEMBER_IMPORT_MESSAGES,
  MEMBER_IMPORT_PATH,
} from '@portal/contracts';
import { strToU8 } from 'fflate';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../testing/testApp.ts';
import type { Browser } from '../testing/gatewayClient.ts';
import { startImportWorker, type ImportWorker } from './importWorker.ts';
import { closeImportQueues, importQueueFor } from './queue.ts';
import { SAMPLE_COUNTS, sampleFiles, sampleZip, zipFiles } from './sample.ts';
import { uploadZip, waitForResult } from './testing.ts';

let t: TestApp;
let worker: ImportWorker;
const as: Record<string, Browser> = {};

async function signedIn(username: string, accountID = 'md001'): Promise<Browser> {
  const browser = t.browser(accountID);
  const res = await browser.signin(username, TEST_PASSWORD);
  expect(res.body.result).toBe('None');
  return browser;
}

/** Everything the import may change for md001, to compare two runs. */
async function snapshot() {
  const q = async (sql: string) => (await t.db.pool.query(sql)).rows;
  return {
    members: await q(
      `SELECT type, id, name_first, name_last, member_rank, squadron, flight, gender, date_of_birth, joined,
              expiration_date, senior_member, orgid, contact FROM identity.members WHERE account_id = 'md001' ORDER BY type, id`,
    ),
    duties: await q(
      `SELECT member_id, duty, assistant, type, orgid, date, expires FROM identity.duty_positions
        WHERE account_id = 'md001' ORDER BY member_id, duty`,
    ),
    records: await q(
      `SELECT capid, source, seq, data FROM identity.nhq_cadet_records ORDER BY capid, source, seq`,
    ),
    organizations: await q(`SELECT * FROM identity.nhq_organizations ORDER BY account_id, orgid`),
    permissions: await q(`SELECT * FROM identity.permissions ORDER BY account_id, member_id`),
    logins: await q(
      `SELECT id, account_id, username, member_id, password_hash FROM identity.logins ORDER BY id`,
    ),
  };
}

beforeAll(async () => {
  t = await createTestApp();
  worker = startImportWorker({
    redisUrl: t.config.redisUrl,
    prefix: t.config.redisPrefix,
    pool: t.db.pool,
    superUserIDs: t.config.superUserIDs,
  });
  await worker.worker.waitUntilReady();
  for (const name of ['admin', 'manager', 'staff', 'cadet']) as[name] = await signedIn(name);
  as.otherAdmin = await signedIn('admin', 'md002');
  as.anonymous = t.browser('md001');
  // a prospective member the import must leave alone
  await t.db.pool.query(
    `INSERT INTO identity.members (account_id, type, id, name_first, name_last, has_nhq_reference)
     VALUES ('md001', 'CAPProspectiveMember', 'md001-1', 'Pro', 'Spective', false)`,
  );
}, 60_000);

afterAll(async () => {
  await worker?.close();
  await closeImportQueues();
  await t?.close();
});

describe(`POST ${MEMBER_IMPORT_PATH}: who may upload (platform §6 DownloadCAPWATCH YES or NO)`, () => {
  it("anonymous: 401 'Please sign in'", async () => {
    const res = await uploadZip(t, as.anonymous!, sampleZip(), { token: false });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(ACCESS_MESSAGES.pleaseSignIn);
  });

  it.each(['manager', 'staff', 'cadet'])(
    "%s (DownloadCAPWATCH NO): 403 with §8's member CAPWATCH result InvalidPermissions, 'You do not have permission to do that'",
    async (name) => {
      const res = await uploadZip(t, as[name]!, sampleZip());
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ code: 'FORBIDDEN', result: 'InvalidPermissions' });
      expect(res.body.message).toBe('You do not have permission to do that');
    },
  );

  it("a prospective member holding DownloadCAPWATCH YES: 403 with §8's member CAPWATCH result NoNHQAction", async () => {
    // md001-1 was written by hand above: number the new one after it
    await t.db.pool.query(
      `INSERT INTO identity.prospective_counters (account_id, last_number) VALUES ('md001', 1)
       ON CONFLICT (account_id) DO UPDATE SET last_number = GREATEST(identity.prospective_counters.last_number, 1)`,
    );
    const created = await as.admin!.postWithToken('/api/member/account/capprospective/requestaccount', {
      member: {
        contact: {},
        flight: null,
        nameFirst: 'Imp',
        nameLast: 'Orter',
        nameMiddle: '',
        nameSuffix: '',
        seniorMember: true,
      },
      login: { type: 'SetNow', username: 'pro.importer', password: TEST_PASSWORD },
    });
    expect(created.status).toBe(200);
    await t.db.pool.query(
      `INSERT INTO identity.permissions (account_id, member_type, member_id, permissions)
       VALUES ('md001', 'CAPProspectiveMember', $1, '{"DownloadCAPWATCH":"YES"}')`,
      [created.body.member.id],
    );
    const res = await uploadZip(t, await signedIn('pro.importer'), sampleZip());
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 'FORBIDDEN', result: 'NoNHQAction' });
    expect(res.body.message).toBe(MEMBER_CAPWATCH_MESSAGES.NoNHQAction);
  });

  it('a mutating call without the CSRF token header is refused (403 TOKEN_INVALID)', async () => {
    const res = await uploadZip(t, as.admin!, sampleZip(), { token: false });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('TOKEN_INVALID');
  });

  it('a body that is not application/zip is a 400 with a clear message', async () => {
    const res = await uploadZip(t, as.admin!, strToU8('{"a":1}'), { contentType: 'text/plain' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(MEMBER_IMPORT_MESSAGES.notZip);
  });

  it('bytes that are not a zip are a 400', async () => {
    const res = await uploadZip(t, as.admin!, strToU8('CAPID,NameLast\n1,x\n'));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(MEMBER_IMPORT_MESSAGES.notZip);
  });

  it('an empty body is a 400', async () => {
    const res = await uploadZip(t, as.admin!, new Uint8Array());
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(MEMBER_IMPORT_MESSAGES.empty);
  });

  it('a file over 50 MB is a 413 with a clear message', async () => {
    const big = Buffer.alloc(50 * 1024 * 1024 + 1);
    big.write('PK\u0003\u0004');
    const res = await uploadZip(t, as.admin!, big);
    expect(res.status).toBe(413);
    expect(res.body.message).toBe(MEMBER_IMPORT_MESSAGES.tooLarge);
  });
});

describe('an import of the sample (README "Sample") by the admin of md001', () => {
  let jobID: string;
  let before: Awaited<ReturnType<typeof snapshot>>;

  it('answers { jobID } and runs on the import queue to the result None with its counts', async () => {
    before = await snapshot();
    const res = await uploadZip(t, as.admin!, sampleZip());
    expect(res.status).toBe(202);
    jobID = res.body.jobID;
    expect(jobID).toMatch(/^capwatch-md001-[0-9a-f]{64}$/);
    const { status } = await waitForResult(as.admin!, jobID);
    expect(status).toEqual({ state: 'completed', progress: 100, result: 'None', counts: SAMPLE_COUNTS });
  });

  it("members of the account's org ids are imported with contacts and NHQ duty positions; other orgs are not", async () => {
    const { rows } = await t.db.pool.query(
      `SELECT id, name_first, name_last, senior_member, squadron, contact, orgid FROM identity.members
        WHERE account_id = 'md001' AND id LIKE '5190%' ORDER BY id`,
    );
    expect(rows.map((r) => r.id)).toEqual(Array.from({ length: 12 }, (_, i) => String(519001 + i)));
    const quill = rows[0];
    expect(quill).toMatchObject({
      name_first: 'Quill',
      name_last: 'Harrowgate',
      senior_member: false,
      squadron: 'MER-MD-001',
      orgid: 9001,
    });
    expect(quill.contact.EMAIL).toEqual({ PRIMARY: 'quill.harrowgate@example.com' });
    expect(quill.contact.CADETPARENTPHONE).toEqual({ EMERGENCY: '(443)555-0201' });
    const duties = await t.db.pool.query(
      `SELECT member_id, duty, assistant, type FROM identity.duty_positions
        WHERE account_id = 'md001' AND member_id IN ('519006', '519009') ORDER BY member_id, duty`,
    );
    expect(duties.rows).toEqual([
      { member_id: '519006', duty: 'Cadet Commander', assistant: false, type: 'NHQ' },
      { member_id: '519009', duty: 'Aerospace Education Officer', assistant: false, type: 'NHQ' },
      { member_id: '519009', duty: 'Safety Officer', assistant: true, type: 'NHQ' },
    ]);
    const other = await t.db.pool.query(`SELECT account_id FROM identity.members WHERE id = '519013'`);
    expect(other.rows).toEqual([]);
    const flights = await t.db.pool.query(
      `SELECT source, count(*)::int AS n FROM identity.nhq_cadet_records WHERE account_id = 'md001' AND capid BETWEEN 519000 AND 519999 GROUP BY source ORDER BY source`,
    );
    expect(flights.rows).toEqual([
      { source: 'CadetAchv', n: 8 },
      { source: 'CadetHFZInformation', n: 8 },
      { source: 'OFlight', n: 3 },
    ]);
  });

  it('never touches prospective members, logins, permissions or temporary duty positions', async () => {
    const after = await snapshot();
    expect(after.permissions).toEqual(before.permissions);
    expect(after.logins).toEqual(before.logins);
    const notImported = (rows: Array<{ id?: string; member_id?: string }>) =>
      rows.filter((r) => !(r.id ?? r.member_id ?? '').startsWith('5190'));
    expect(notImported(after.members)).toEqual(notImported(before.members));
    expect(notImported(after.duties)).toEqual(notImported(before.duties));
    expect(after.duties.some((d) => d.type === 'CAPUnit')).toBe(true);
  });

  it('the upload is deleted after the job', async () => {
    const { rows } = await t.db.pool.query('SELECT job_id FROM identity.member_import_uploads');
    expect(rows).toEqual([]);
  });

  it('a double submit of the same file is the same job and imports once (job id = business key)', async () => {
    const queue = importQueueFor(t.config).queue;
    const finishedBefore = (await queue.getJob(jobID))!.finishedOn;
    const res = await uploadZip(t, as.admin!, sampleZip());
    expect(res.status).toBe(202);
    expect(res.body.jobID).toBe(jobID);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const job = (await queue.getJob(jobID))!;
    expect(job.finishedOn).toBe(finishedBefore);
    expect(job.attemptsMade).toBe(1);
  });

  it('is idempotent: importing the same data again (another file) leaves the same state', async () => {
    const first = await snapshot();
    const res = await uploadZip(t, as.admin!, zipFiles(sampleFiles({ 'ReadMe.txt': 'not a table' })));
    expect(res.body.jobID).not.toBe(jobID);
    const { status } = await waitForResult(as.admin!, res.body.jobID);
    expect(status.result).toBe('None');
    expect(await snapshot()).toEqual(first);
  });
});

describe(`GET ${MEMBER_IMPORT_PATH}/{jobID}: status for this account only`, () => {
  let jobID: string;
  beforeAll(async () => {
    const res = await uploadZip(t, as.admin!, zipFiles(sampleFiles({ 'Extra.txt': 'status test' })));
    jobID = res.body.jobID;
    await waitForResult(as.admin!, jobID);
  });

  it('anonymous: 401', async () => {
    expect((await as.anonymous!.get(`${MEMBER_IMPORT_PATH}/${jobID}`)).status).toBe(401);
  });

  it('a member of md001 without DownloadCAPWATCH who did not submit it: 403 InvalidPermissions', async () => {
    const res = await as.cadet!.get(`${MEMBER_IMPORT_PATH}/${jobID}`);
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 'FORBIDDEN', result: 'InvalidPermissions' });
    expect(res.body.message).toBe('You do not have permission to do that');
  });

  it("another account's admin cannot read md001's job: 404 as if it did not exist", async () => {
    const res = await as.otherAdmin!.get(`${MEMBER_IMPORT_PATH}/${jobID}`);
    expect(res.status).toBe(404);
    const forged = jobID.replace('capwatch-md001-', 'capwatch-md002-');
    expect((await as.otherAdmin!.get(`${MEMBER_IMPORT_PATH}/${forged}`)).status).toBe(404);
  });

  it('an unknown or malformed job id: 404', async () => {
    expect((await as.admin!.get(`${MEMBER_IMPORT_PATH}/capwatch-md001-${'0'.repeat(64)}`)).status).toBe(404);
    expect((await as.admin!.get(`${MEMBER_IMPORT_PATH}/nonsense`)).status).toBe(404);
  });

  it("md002's admin imports into md002 only its own org id's members", async () => {
    const res = await uploadZip(t, as.otherAdmin!, sampleZip());
    expect(res.body.jobID).toMatch(/^capwatch-md002-/);
    const { status } = await waitForResult(as.otherAdmin!, res.body.jobID);
    expect(status.result).toBe('None');
    expect(status.counts.members).toBe(1);
    const { rows } = await t.db.pool.query(
      `SELECT account_id, id FROM identity.members WHERE id LIKE '5190%' AND account_id = 'md002'`,
    );
    expect(rows).toEqual([{ account_id: 'md002', id: '519013' }]);
  });
});

describe('BadData (platform §8): final, with a message naming the file and line', () => {
  it('a bad CAPID gives BadData after one attempt and changes nothing', async () => {
    const before = await snapshot();
    const bad = sampleFiles();
    bad['Member.txt'] = bad['Member.txt']!.replace('"519005"', '"51X005"');
    const res = await uploadZip(t, as.admin!, zipFiles(bad));
    const { status } = await waitForResult(as.admin!, res.body.jobID);
    expect(status.result).toBe('BadData');
    expect(status.message).toBe("Member.txt line 6: CAPID '51X005' is not a member number");
    const job = (await importQueueFor(t.config).queue.getJob(res.body.jobID))!;
    expect(job.attemptsMade).toBe(1);
    expect(await snapshot()).toEqual(before);
  });

  it('a corrupt zip gives BadData', async () => {
    const zip = sampleZip();
    const corrupt = zip.slice(0, Math.floor(zip.length / 2));
    const res = await uploadZip(t, as.admin!, corrupt);
    expect(res.status).toBe(202);
    const { status } = await waitForResult(as.admin!, res.body.jobID);
    expect(status.result).toBe('BadData');
    expect(status.message).toMatch(/not a readable zip archive/);
  });
});
