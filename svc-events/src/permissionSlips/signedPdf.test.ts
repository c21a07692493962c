// Service tests of GET /api/events/{id}/permissionslips/{memberType}/{memberID}/pdf: the signed
// CAPF 60-80 served in the event's context, to the event's managers (event management FULL, §6,
// from ManageEvent or a duty position, with no FileManagement) and to the cadet, never to other
// members. svc-files' document calls are a stand-in behind the real client (the pact holds it to
// svc-files'); the real app on a fresh PostgreSQL database and the real `email` queue on Redis.
import { EVENT_MESSAGES, PERMISSION_SLIP_MESSAGES as M, signedSlipPdfPath } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMANDER, FULL, nhq, PLAIN, type Viewer } from '../testing/harness.ts';
import { filesStandIn, type FilesStandIn } from './filesStandIn.ts';
import { cadetDetails, createSlipHarness, guardianSigns, slipEvent, type SlipHarness } from './testing.ts';

const HOUR = 3_600_000;
const MEET = Date.now() + 10 * 24 * HOUR;
const ANN: Viewer = { ref: nhq(543001), name: ['Ann', 'Able'], seniorMember: false };
const BEN: Viewer = { ref: nhq(543002), name: ['Ben', 'Baker'], seniorMember: false };

let h: SlipHarness;
let files: FilesStandIn;
let eventID: number;

/** The answer's bytes, whatever its type. */
const download = (path: string, who: Viewer) =>
  h
    .call('get', path, who)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });
const errorOf = (body: unknown) =>
  JSON.parse(Buffer.from(body as Buffer).toString('utf8')) as { message: string };

beforeAll(async () => {
  files = filesStandIn();
  h = await createSlipHarness(
    [
      cadetDetails(ANN.ref, ['Ann', 'Able'], ['alice@example.org']),
      cadetDetails(BEN.ref, ['Ben', 'Baker'], ['bella@example.org']),
    ],
    { files: files.client },
  );
  eventID = await h.seed(slipEvent(MEET));
  await h.attend(eventID, ANN.ref, 'C/Amn Ann Able');
  await h.attend(eventID, BEN.ref, 'C/Amn Ben Baker');
  await h.call('post', `/api/events/${eventID}/permissionslips`, FULL).expect(200);
  const token = await h.tokenFrom('alice@example.org');
  await h.publicCall('post', `/api/permissionslips/sign/${token}`).send(guardianSigns()).expect(200);
  expect(files.documents).toHaveLength(1);
}, 30_000);
afterAll(async () => h?.close());

describe("the signed slip's PDF, downloaded in the event's context", () => {
  it('an event manager by ManageEvent FULL without FileManagement downloads it as a PDF attachment', async () => {
    expect(FULL.permissions?.FileManagement).toBeUndefined();
    const res = await download(signedSlipPdfPath(eventID, ANN.ref), FULL).expect(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="CAPF6080-md001-${eventID}-543001-signed-\\d{8}T\\d{4}Z\\.pdf"$`),
    );
    expect(Buffer.from(res.body as Buffer).equals(files.documents[0]!.bytes)).toBe(true);
  });

  it('an event manager by duty position (FULL for the event) downloads it', async () => {
    const res = await download(signedSlipPdfPath(eventID, ANN.ref), COMMANDER).expect(200);
    expect(res.headers['content-type']).toBe('application/pdf');
  });

  it('the cadet downloads their own signed slip', async () => {
    const res = await download(signedSlipPdfPath(eventID, ANN.ref), ANN).expect(200);
    expect(
      Buffer.from(res.body as Buffer)
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');
  });

  it("another cadet is refused with the events' no-permission words", async () => {
    const res = await download(signedSlipPdfPath(eventID, ANN.ref), BEN).expect(403);
    expect(errorOf(res.body).message).toBe(EVENT_MESSAGES.noPermission);
  });

  it('a plain member is refused, and svc-files is not asked', async () => {
    const reads = files.reads;
    const res = await download(signedSlipPdfPath(eventID, ANN.ref), PLAIN).expect(403);
    expect(errorOf(res.body).message).toBe(EVENT_MESSAGES.noPermission);
    expect(files.reads).toBe(reads);
  });

  it('a member with no slip on the event is 404 for a manager', async () => {
    const res = await download(signedSlipPdfPath(eventID, nhq(549999)), FULL).expect(404);
    expect(errorOf(res.body).message).toBe(M.noSignedPdf);
  });

  it('a cadet whose slip is not signed has no signed PDF: 404, for the manager and for the cadet', async () => {
    await download(signedSlipPdfPath(eventID, BEN.ref), FULL).expect(404);
    const res = await download(signedSlipPdfPath(eventID, BEN.ref), BEN).expect(404);
    expect(errorOf(res.body).message).toBe(M.noSignedPdf);
  });

  it('a member reference that cannot be read is 404 for a manager and 403 for anyone else', async () => {
    await download(`/api/events/${eventID}/permissionslips/Nobody/x/pdf`, FULL).expect(404);
    await download(`/api/events/${eventID}/permissionslips/Nobody/x/pdf`, ANN).expect(403);
  });

  it('with the files service down the download answers 503 with clear words, never a 500', async () => {
    files.failing = true;
    try {
      const res = await download(signedSlipPdfPath(eventID, ANN.ref), FULL).expect(503);
      expect(errorOf(res.body).message).toBe(M.signedPdfUnavailable);
    } finally {
      files.failing = false;
    }
  });

  it('a PDF gone from the drive is 404', async () => {
    const stored = files.documents.splice(0);
    try {
      await download(signedSlipPdfPath(eventID, ANN.ref), FULL).expect(404);
    } finally {
      files.documents.push(...stored);
    }
  });
});
