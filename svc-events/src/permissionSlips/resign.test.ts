// Service tests: a change to a field the slip shows makes signed slips "needs
// re-signing" and mails a new link saying what changed; other changes keep the signature valid.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SLIP_TOKEN_REFUSALS, type SlipStatus } from '@portal/contracts';
import { FULL, nhq, type Viewer } from '../testing/harness.ts';
import { cadetDetails, createSlipHarness, guardianSigns, slipEvent, type SlipHarness } from './testing.ts';

const HOUR = 3_600_000;
const MEET = Date.now() + 10 * 24 * HOUR;
const ANN: Viewer = { ref: nhq(541001), name: ['Ann', 'Able'] };
const sign = guardianSigns('Alice Able', { phoneDuringActivity: '3015550100' });

let h: SlipHarness;
let eventID: number;
const slipMails = async () => (await h.mails()).filter((m) => m.job.kind === 'permissionSlipRequest');
const annSlip = async () =>
  (
    (await h.call('get', `/api/events/${eventID}/permissionslips`, FULL).expect(200)).body as SlipStatus[]
  )[0]!;

beforeAll(async () => {
  h = await createSlipHarness([cadetDetails(ANN.ref, ['Ann', 'Able'], ['alice@example.org'])]);
  eventID = await h.seed(slipEvent(MEET));
  await h.attend(eventID, ANN.ref, 'C/Amn Ann Able');
  await h.call('post', `/api/events/${eventID}/permissionslips`, FULL).expect(200);
  const token = await h.tokenFrom('alice@example.org');
  await h.publicCall('post', `/api/permissionslips/sign/${token}`).send(sign).expect(200);
});
afterAll(async () => h?.close());

describe('changes after signing', () => {
  it('a change of fields the slip does not show keeps the signature valid', async () => {
    await h.call('put', `/api/events/${eventID}`, FULL).send({ comments: 'Bring a snack' }).expect(200);
    expect(await annSlip()).toMatchObject({ state: 'SIGNED', changed: [] });
    expect(await slipMails()).toHaveLength(1);
  });

  it('a new meet time makes the slip "needs re-signing" and mails a new link saying what changed', async () => {
    const oldToken = await h.tokenFrom('alice@example.org');
    await h
      .call('put', `/api/events/${eventID}`, FULL)
      .send({ meetDateTime: MEET - HOUR })
      .expect(200);
    const slip = await annSlip();
    expect(slip).toMatchObject({
      state: 'NEEDS_RESIGNING',
      changed: ['meetDateTime'],
      guardianName: 'Alice Able',
    });
    const mails = await slipMails();
    expect(mails).toHaveLength(2);
    const last = mails.at(-1)!.job;
    expect(last.kind === 'permissionSlipRequest' && last.data.changed).toEqual(['Meet time']);
    // the used link stays used; the new one shows what changed and can be signed
    await h
      .publicCall('get', `/api/permissionslips/sign/${oldToken}`)
      .expect(SLIP_TOKEN_REFUSALS.used.status);
    const token = await h.tokenFrom('alice@example.org');
    const page = await h.publicCall('get', `/api/permissionslips/sign/${token}`).expect(200);
    expect(page.body.changed).toEqual(['meetDateTime']);
    await h.publicCall('post', `/api/permissionslips/sign/${token}`).send(sign).expect(200);
    expect(await annSlip()).toMatchObject({ state: 'SIGNED', changed: [] });
  });
});
