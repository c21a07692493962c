// "Member cadet records ... come from the member import": the sample export (memberImport
// README "Sample") through the real upload, queue and worker, then read back with the internal
// cadet-records call svc-events uses; a re-import replaces a member's rows of every cadet table the
// zip carries and leaves the tables it does not carry alone.
import {
  cadetRecordFromCapwatch,
  internalMemberCadetRecordsPath,
  internalMemberCadetRecordsResponse,
} from '@portal/contracts';
import { CONTEXT_HEADER } from '@portal/contracts/server';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startImportWorker, type ImportWorker } from '../memberImport/importWorker.ts';
import { closeImportQueues } from '../memberImport/queue.ts';
import { sampleFiles, zipFiles } from '../memberImport/sample.ts';
import { uploadZip, waitForResult } from '../memberImport/testing.ts';
import { signedContext, type Browser } from '../testing/gatewayClient.ts';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../testing/testApp.ts';

const QUILL = { type: 'CAPNHQMember', id: 519001 } as const;

let t: TestApp;
let worker: ImportWorker;
let admin: Browser;

beforeAll(async () => {
  t = await createTestApp();
  worker = startImportWorker({
    redisUrl: t.config.redisUrl,
    prefix: t.config.redisPrefix,
    pool: t.db.pool,
    superUserIDs: t.config.superUserIDs,
  });
  await worker.worker.waitUntilReady();
  admin = t.browser('md001');
  expect((await admin.signin('admin', TEST_PASSWORD)).body.result).toBe('None');
}, 60_000);

afterAll(async () => {
  await worker?.close();
  await closeImportQueues();
  await t?.close();
});

async function importFiles(changes: Record<string, string | null>) {
  const res = await uploadZip(t, admin, zipFiles(sampleFiles(changes)));
  expect(res.status, JSON.stringify(res.body)).toBe(202);
  const { status } = await waitForResult(admin, res.body.jobID);
  expect(status.result).toBe('None');
}

async function quillRecords() {
  const res = await request(t.app)
    .get(internalMemberCadetRecordsPath(QUILL))
    .set(
      CONTEXT_HEADER,
      signedContext({ secret: t.config.contextSecret, now: t.now }, { accountID: 'md001' }),
    );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return internalMemberCadetRecordsResponse.parse(res.body);
}

const APPROVALS = [
  '"CAPID","CadetAchvID","Status","AprCAPID","DisAprCAPID","DateMod","FirstUsr","DateCreated","UsrID"',
  '"519001","1","APR","519010","","10/05/2026","import","10/02/2026","import"',
  '"519001","2","PND","","","11/10/2026","import","11/10/2026","import"',
].join('\r\n');
const ACTIVITIES = [
  '"CAPID","Type","Name","Location","Completed","UsrID","DateMod"',
  '"519001","ENCAMP","Maryland Wing Encampment","Demo base","07/20/2026","import","07/21/2026"',
].join('\r\n');
const utc = (y: number, m: number, d: number) => Date.UTC(y, m - 1, d);

describe('the member import stores the cadet rows svc-events reads (data path)', () => {
  it('the sample with approvals and activities: the rows of all five tables, giving the §3 record', async () => {
    await importFiles({ 'CadetAchvAprs.txt': APPROVALS, 'CadetActivities.txt': ACTIVITIES });
    const answer = await quillRecords();
    expect(answer.member).toMatchObject({ nameFirst: 'Quill', nameLast: 'Harrowgate', gender: 'FEMALE' });
    expect(answer.rows.CadetAchv).toHaveLength(1);
    expect(answer.rows.CadetAchvAprs.map((r) => r.Status)).toEqual(['APR', 'PND']);
    expect(answer.rows.CadetActivities).toHaveLength(1);
    expect(answer.rows.OFlight.length).toBeGreaterThan(0);
    const record = cadetRecordFromCapwatch(answer.rows);
    expect(record).toMatchObject({
      CurrentCadetGradeID: 1,
      NextCadetAchvID: 2,
      NextCadetGradeID: 23,
      MaxAprvStatus: 'PND',
      LastAprvDate: utc(2026, 10, 5),
      EncampDate: utc(2026, 7, 20),
    });
    expect(record.HFZRecord).toMatchObject({ DateTaken: utc(2026, 9, 15), IsPassed: true, PacerRun: '30' });
  });

  it("a re-import replaces the member's rows of each table the zip carries (a test removed, an approval changed)", async () => {
    const hfz = sampleFiles()['CadetHFZInformation.txt']!.split(/\r?\n/);
    const withoutQuill = hfz.filter((line) => !line.includes('"519001"')).join('\r\n');
    await importFiles({
      'CadetAchvAprs.txt': APPROVALS.replace('"2","PND"', '"2","APR"'),
      'CadetActivities.txt': ACTIVITIES,
      'CadetHFZInformation.txt': withoutQuill,
    });
    const answer = await quillRecords();
    expect(answer.rows.CadetHFZInformation).toEqual([]);
    expect(answer.rows.CadetAchvAprs.map((r) => r.Status)).toEqual(['APR', 'APR']);
    expect(cadetRecordFromCapwatch(answer.rows)).toMatchObject({ MaxAprvStatus: 'APR', HFZRecord: null });
  });

  it('the same export twice leaves the same rows; a zip without a cadet table keeps that table', async () => {
    const before = await quillRecords();
    await importFiles({
      'CadetAchvAprs.txt': APPROVALS.replace('"2","PND"', '"2","APR"'),
      'CadetActivities.txt': ACTIVITIES,
      'CadetHFZInformation.txt': null,
      'ReadMe.txt': 'a different zip, the same tables',
    });
    expect(await quillRecords()).toEqual(before);
    await importFiles({ 'OFlight.txt': null, 'CadetActivities.txt': null, 'Note.txt': 'no flights' });
    const after = await quillRecords();
    expect(after.rows.OFlight).toEqual(before.rows.OFlight);
    expect(after.rows.CadetActivities).toEqual(before.rows.CadetActivities);
  });
});
