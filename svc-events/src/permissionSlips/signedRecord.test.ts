// Service tests of the signed slip's record: the PDF made when a guardian signs, stored through
// svc-files' document call (a stand-in behind the real client; the pact holds it to svc-files'),
// its drive id in the slip list, and what happens when the store fails, is repeated or the slip is
// signed again. The real app on a fresh PostgreSQL database and the real `email` queue on Redis.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SlipStatus } from '@portal/contracts';
import pino from 'pino';
import { AUTHOR, FULL, nhq, PLAIN, POC, type Viewer } from '../testing/harness.ts';
import { filesStandIn, type FilesStandIn } from './filesStandIn.ts';
import { storeSignedRecord } from './signedRecord.ts';
import { createSignedRecorder, RECORD_RETRY_DELAY_MS } from './signedRecorder.ts';
import { findSlip } from './slipRepository.ts';
import { cadetDetails, createSlipHarness, guardianSigns, slipEvent, type SlipHarness } from './testing.ts';

const HOUR = 3_600_000;
const MEET = Date.now() + 10 * 24 * HOUR;
const ANN: Viewer = { ref: nhq(542001), name: ['Ann', 'Able'], seniorMember: false };
const BEN: Viewer = { ref: nhq(542002), name: ['Ben', 'Baker'], seniorMember: false };
const sign = (guardianName: string) => guardianSigns(guardianName, { alternatePhone: '(301) 555-0199' });

let h: SlipHarness;
let files: FilesStandIn;
let eventID: number;

async function pdfText(bytes: Buffer): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false }).promise;
  const texts: string[] = [];
  for (let n = 1; n <= pdf.numPages; n += 1) {
    const content = await (await pdf.getPage(n)).getTextContent();
    texts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await pdf.destroy();
  return texts.join(' ').replace(/\s+/g, ' ');
}

const slips = async (who: Viewer = FULL) =>
  Object.fromEntries(
    (
      (await h.call('get', `/api/events/${eventID}/permissionslips`, who).expect(200)).body as SlipStatus[]
    ).map((s) => [s.memberName, s]),
  );
const signFor = async (to: string, guardian: string) => {
  const token = await h.tokenFrom(to);
  await h.publicCall('post', `/api/permissionslips/sign/${token}`).send(sign(guardian)).expect(200);
};

beforeAll(async () => {
  files = filesStandIn();
  h = await createSlipHarness(
    [
      cadetDetails(ANN.ref, ['Ann', 'Able'], ['alice@example.org']),
      cadetDetails(BEN.ref, ['Ben', 'Baker'], ['bella@example.org']),
    ],
    { files: files.client },
  );
  eventID = await h.seed(
    slipEvent(MEET, {
      location: 'Frederick airfield',
      pointsOfContact: [
        {
          type: 'INTERNAL',
          memberReference: POC.ref,
          email: 'polly@example.org',
          phone: '3015550111',
          position: 'Activity director',
          publicDisplay: true,
          receiveEventUpdates: false,
          receiveRoster: false,
          receiveSignUpUpdates: false,
          receiveUpdates: false,
        },
      ],
    }),
  );
  await h.attend(eventID, ANN.ref, 'C/Amn Ann Able');
  await h.attend(eventID, BEN.ref, 'C/Amn Ben Baker');
  await h.call('post', `/api/events/${eventID}/permissionslips`, FULL).expect(200);
}, 30_000);
afterAll(async () => h?.close());

describe('the signed slip becomes a PDF stored through the files service', () => {
  it('signing stores the CAPF 60-80 with the signature block and its audit; the list answers its fileID', async () => {
    await signFor('alice@example.org', 'Alice Able');
    expect(files.documents).toHaveLength(1);
    const doc = files.documents[0]!;
    const ann = (await slips())['C/Amn Ann Able']!;
    expect(ann).toMatchObject({ state: 'SIGNED', fileID: doc.id });
    expect(doc).toMatchObject({
      accountID: 'md001',
      contentType: 'application/pdf',
      folder: { key: `permissionslips-md001-${eventID}`, name: `MD001-${eventID} signed permission slips` },
    });
    expect(doc.fileName).toMatch(
      new RegExp(`^CAPF6080-md001-${eventID}-542001-signed-\\d{8}T\\d{4}Z\\.pdf$`),
    );
    const row = await findSlip(h.db, 'md001', eventID, ANN.ref);
    const text = await pdfText(doc.bytes);
    for (const part of [
      'Cadet Activity Permission Slip',
      'CAPF 60-80',
      'Orientation flight day',
      'Frederick airfield',
      'C/Amn Ann Able',
      'ELECTRONIC SIGNATURE RECORD',
      'Alice Able',
      '/s/ Alice Able',
      'Mother',
      '(301) 555-0100',
      '(301) 555-0199',
      '203.0.113.9',
      'SlipTest/1.0',
      row!.content_hash!,
    ])
      expect(text, part).toContain(part);
  });

  it("only the cadet, the event's internal contacts and its author (owner) are named to read it", () => {
    const doc = files.documents[0]!;
    expect(doc.owner).toEqual(AUTHOR.ref);
    expect(doc.readers).toEqual([ANN.ref, POC.ref]);
    expect(doc.readers).not.toContainEqual(PLAIN.ref);
  });

  it('the cadet sees their own fileID; other cadets are not shown it', async () => {
    const own = await h.call('get', `/api/events/${eventID}/permissionslips`, ANN).expect(200);
    expect((own.body as SlipStatus[]).map((s) => s.fileID)).toEqual([files.documents[0]!.id]);
    const other = await h.call('get', `/api/events/${eventID}/permissionslips`, BEN).expect(200);
    expect((other.body as SlipStatus[]).map((s) => [s.memberName, s.fileID])).toEqual([
      ['C/Amn Ben Baker', null],
    ]);
  });

  it('storing the same signature again (a retry, a redelivery) makes no duplicate', async () => {
    const row = await findSlip(h.db, 'md001', eventID, ANN.ref);
    await h.db.query(
      `UPDATE events.permission_slips SET file_id = NULL WHERE event_id = $1 AND member_id = '542001'`,
      [eventID],
    );
    const deps = {
      db: h.db,
      files: files.client,
      baseURL: () => 'http://md001.localhost:8080',
      logger: pino({ level: 'silent' }),
    };
    const again = await storeSignedRecord(deps, { ...row!, file_id: null }, 'MD001');
    expect(again).toBe(files.documents[0]!.id);
    expect(files.documents).toHaveLength(1);
    expect((await slips())['C/Amn Ann Able']!.fileID).toBe(again);
  });

  it('the PDF of one signature is the same bytes each time it is made', async () => {
    const before = files.documents.length;
    const row = (await findSlip(h.db, 'md001', eventID, ANN.ref))!;
    const seen: Buffer[] = [];
    const capture = {
      storeDocument: async (_account: string, d: { content: string }) => {
        seen.push(Buffer.from(d.content, 'base64'));
        return { id: row.file_id!, created: false };
      },
    };
    const deps = {
      db: h.db,
      files: capture,
      baseURL: () => 'http://md001.localhost:8080',
      logger: pino({ level: 'silent' }),
    };
    await storeSignedRecord(deps, { ...row, file_id: null }, 'MD001');
    await storeSignedRecord(deps, { ...row, file_id: null }, 'MD001');
    expect(seen[0]!.equals(seen[1]!)).toBe(true);
    expect(files.documents).toHaveLength(before);
  });
});

describe('a failed store loses nothing and is tried again', () => {
  it('with the files service down the signature is still recorded, without a file', async () => {
    files.failing = true;
    const calls = files.calls;
    await signFor('bella@example.org', 'Bella Baker');
    expect(files.calls).toBeGreaterThan(calls);
    const ben = (await slips())['C/Amn Ben Baker']!;
    expect(ben).toMatchObject({ state: 'SIGNED', guardianName: 'Bella Baker', fileID: null });
  });

  it('the next read of the slips stores it once the files service is back, once only', async () => {
    files.failing = false;
    const before = files.documents.length;
    const [a, b] = await Promise.all([slips(), slips()]);
    const stored = files.documents.slice(before);
    expect(stored).toHaveLength(1);
    expect(await pdfText(stored[0]!.bytes)).toContain('Bella Baker');
    expect([a['C/Amn Ben Baker']!.fileID, b['C/Amn Ben Baker']!.fileID]).toContain(stored[0]!.id);
    expect((await slips())['C/Amn Ben Baker']!.fileID).toBe(stored[0]!.id);
    await slips();
    expect(files.documents.slice(before)).toHaveLength(1);
  });
});

describe('a slip whose store just failed waits before the next try', () => {
  it('a read inside the wait makes no PDF; one after it does', async () => {
    const row = (await findSlip(h.db, 'md001', eventID, ANN.ref))!;
    const missing = { ...row, file_id: null };
    let clock = 1_000_000;
    let stores = 0;
    let down = true;
    const recorder = createSignedRecorder({
      db: h.db,
      baseURL: () => 'http://md001.localhost:8080',
      logger: pino({ level: 'silent' }),
      now: () => clock,
      files: {
        storeDocument: async () => {
          stores += 1;
          if (down) throw new Error('svc-files answered 503');
          return { id: row.file_id!, created: false };
        },
      },
    });
    expect((await recorder.pending([missing], 'MD001'))[0]!.file_id).toBeNull();
    expect(stores).toBe(1);
    down = false;
    clock += RECORD_RETRY_DELAY_MS - 1;
    expect((await recorder.pending([missing], 'MD001'))[0]!.file_id).toBeNull();
    expect(stores).toBe(1);
    clock += 1;
    expect((await recorder.pending([missing], 'MD001'))[0]!.file_id).toBe(row.file_id);
    expect(stores).toBe(2);
  });
});

describe('re-signing produces a new PDF', () => {
  it('the old PDF stays linked while the slip needs re-signing; the new signature links a new file', async () => {
    const first = (await slips())['C/Amn Ann Able']!.fileID;
    await h
      .call('put', `/api/events/${eventID}`, FULL)
      .send({ meetDateTime: MEET - HOUR })
      .expect(200);
    expect((await slips())['C/Amn Ann Able']).toMatchObject({ state: 'NEEDS_RESIGNING', fileID: first });
    const before = files.documents.length;
    await signFor('alice@example.org', 'Alice Able');
    const now = (await slips())['C/Amn Ann Able']!;
    expect(now.state).toBe('SIGNED');
    expect(now.fileID).not.toBe(first);
    expect(files.documents.slice(before).map((d) => d.id)).toEqual([now.fileID]);
  });

  it('declining stores no PDF and the slip links none', async () => {
    await h.call('put', `/api/events/${eventID}`, FULL).send({ location: 'Hagerstown airfield' }).expect(200);
    const before = files.documents.length;
    const token = await h.tokenFrom('bella@example.org');
    await h
      .publicCall('post', `/api/permissionslips/sign/${token}`)
      .send({ ...sign('Bella Baker'), decision: 'DECLINE' })
      .expect(200);
    expect((await slips())['C/Amn Ben Baker']).toMatchObject({ state: 'DECLINED', fileID: null });
    expect(files.documents.length).toBe(before);
  });
});
