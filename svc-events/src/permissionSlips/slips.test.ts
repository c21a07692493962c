// Service tests of the online CAPF 60-80: the real app on a fresh
// PostgreSQL database, the real `email` queue on Redis, svc-identity's member details as data
// through the real client.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SLIP_TOKEN_REFUSALS, type SlipStatus } from '@portal/contracts';
import { COMMANDER, FULL, nhq, PLAIN, type Viewer } from '../testing/harness.ts';
import { cadetDetails, createSlipHarness, guardianSigns, slipEvent, type SlipHarness } from './testing.ts';

const HOUR = 3_600_000;
const MEET = Date.now() + 10 * 24 * HOUR;
const ANN: Viewer = { ref: nhq(540001), name: ['Ann', 'Able'] };
const BEN: Viewer = { ref: nhq(540002), name: ['Ben', 'Baker'] };
const NOPA: Viewer = { ref: nhq(540003), name: ['Nia', 'Noparent'] };
const SENIOR: Viewer = { ref: nhq(540004), name: ['Sam', 'Senior'], seniorMember: true };

let h: SlipHarness;
let eventID: number;

const sign = guardianSigns();

beforeAll(async () => {
  h = await createSlipHarness([
    cadetDetails(ANN.ref, ['Ann', 'Able'], ['alice@example.org', 'andy@example.org']),
    cadetDetails(BEN.ref, ['Ben', 'Baker'], ['bella@example.org']),
    cadetDetails(NOPA.ref, ['Nia', 'Noparent']),
    cadetDetails(SENIOR.ref, ['Sam', 'Senior'], ['ssparent@example.org'], true),
  ]);
  eventID = await h.seed(slipEvent(MEET));
  await h.attend(eventID, ANN.ref, 'C/Amn Ann Able');
  await h.attend(eventID, BEN.ref, 'C/Amn Ben Baker');
  await h.attend(eventID, NOPA.ref, 'C/Amn Nia Noparent');
  await h.attend(eventID, SENIOR.ref, 'Capt Sam Senior');
  await h.attend(eventID, nhq(540005), 'C/Amn Not Going', 'NOTPLANNINGTOATTEND');
});
afterAll(async () => h?.close());

const slipsURL = () => `/api/events/${eventID}/permissionslips`;
const signURL = (token: string) => `/api/permissionslips/sign/${token}`;
const stateOf = async (who: Viewer = FULL) =>
  Object.fromEntries(
    ((await h.call('get', slipsURL(), who).expect(200)).body as SlipStatus[]).map((s) => [s.memberName, s]),
  );

describe('request permission slips', () => {
  it('only event management FULL may request (§6): others are refused', async () => {
    await h.call('post', slipsURL(), PLAIN).expect(403);
    await h.call('post', slipsURL(), 'anonymous').expect(401);
  });

  it('an event without the 60-80 among its required forms is refused with a clear message', async () => {
    const other = await h.seed(
      slipEvent(MEET, {
        requiredForms: slipEvent(MEET).requiredForms && {
          ...slipEvent(MEET).requiredForms,
          values: slipEvent(MEET).requiredForms.values.map(() => false),
        },
      }),
    );
    const res = await h.call('post', `/api/events/${other}/permissionslips`, FULL).expect(400);
    expect(res.body.message).toBe('This event does not require the CAPF 60-80 permission slip');
  });

  it('mails each committed cadet’s parents and lists the cadets without a parent contact', async () => {
    const res = await h.call('post', slipsURL(), FULL).expect(200);
    expect(res.body.requested.map((t: { memberName: string }) => t.memberName).sort()).toEqual([
      'C/Amn Ann Able',
      'C/Amn Ben Baker',
    ]);
    expect(res.body.withoutContact).toEqual([{ member: NOPA.ref, memberName: 'C/Amn Nia Noparent' }]);
    const mails = await h.mails();
    expect(mails.map((m) => m.job.to).sort()).toEqual([
      'alice@example.org',
      'andy@example.org',
      'bella@example.org',
    ]);
    const first = mails.find((m) => m.job.to === 'alice@example.org')!;
    expect(first.id).toBe(`permissionsliprequest-md001-${eventID}-CAPNHQMember-540001-v1-alice@example.org`);
    expect(first.job.kind === 'permissionSlipRequest' && first.job.data.link).toMatch(
      /^http:\/\/md001\.localhost:8080\/permissionslips\/sign\/[A-Za-z0-9_-]{43}$/,
    );
  });

  it('requesting again is idempotent: no new mail, the same link keeps working', async () => {
    const before = await h.mails();
    await h.call('post', slipsURL(), FULL).expect(200);
    expect((await h.mails()).length).toBe(before.length);
    await h.publicCall('get', signURL(await h.tokenFrom('bella@example.org'))).expect(200);
  });

  it('the list: managers see every committed cadet with their state; a cadet sees only their own', async () => {
    const all = await stateOf();
    expect(Object.keys(all).sort()).toEqual(['C/Amn Ann Able', 'C/Amn Ben Baker', 'C/Amn Nia Noparent']);
    expect(all['C/Amn Ann Able']!.state).toBe('SENT');
    expect(all['C/Amn Nia Noparent']!.state).toBe('NOT_REQUESTED');
    const own = (await h.call('get', slipsURL(), ANN).expect(200)).body as SlipStatus[];
    expect(own.map((s) => s.memberName)).toEqual(['C/Amn Ann Able']);
    // a cadet not attending gets an empty list; a senior member without FULL is refused
    expect((await h.call('get', slipsURL(), PLAIN).expect(200)).body).toEqual([]);
    await h.call('get', slipsURL(), { ...PLAIN, seniorMember: true }).expect(403);
  });
});

describe('signing without an account', () => {
  it('the token is stored hashed, never as sent', async () => {
    const token = await h.tokenFrom('alice@example.org');
    const rows = await h.db.query('SELECT token_hash FROM events.permission_slips');
    const hashes = rows.rows.map((r: { token_hash: string }) => r.token_hash);
    expect(hashes).toContain(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(rows.rows)).not.toContain(token);
  });

  it('the page shows the slip’s content, not indexed, not framed, and nothing of other cadets', async () => {
    const res = await h.publicCall('get', signURL(await h.tokenFrom('alice@example.org'))).expect(200);
    expect(res.body.cadetName).toBe('C/Amn Ann Able');
    expect(res.body.eventName).toBe('Orientation flight day');
    expect(res.body.fields.meetDateTime).toBe(MEET);
    expect(res.body.fields.transportation).toBe('Provided: Unit van');
    expect(res.headers['x-robots-tag']).toContain('noindex');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(JSON.stringify(res.body)).not.toContain('Baker');
  });

  it('signing without consent is refused with the words of the form', async () => {
    const res = await h
      .publicCall('post', signURL(await h.tokenFrom('alice@example.org')))
      .send({ ...sign, consent: false })
      .expect(400);
    expect(JSON.stringify(res.body)).toContain('Please tick the box to give your consent');
  });

  it('signing records who, when, the address, the user agent and the hash of the content', async () => {
    const token = await h.tokenFrom('alice@example.org');
    const res = await h.publicCall('post', signURL(token), '198.51.100.7').send(sign).expect(200);
    expect(res.body).toEqual({ state: 'SIGNED' });
    const row = (await h.db.query("SELECT * FROM events.permission_slips WHERE member_id = '540001'"))
      .rows[0];
    expect(row.guardian_name).toBe('Alice Able');
    expect(row.relationship).toBe('Mother');
    expect(row.signer_ip).toBe('198.51.100.7');
    expect(row.signer_user_agent).toBe('SlipTest/1.0');
    expect(row.content_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(Number(row.signed_at)).toBeGreaterThan(0);
    const all = await stateOf();
    expect(all['C/Amn Ann Able']).toMatchObject({ state: 'SIGNED', guardianName: 'Alice Able' });
  });

  it('a used token gets the "already answered" page, not a second signature', async () => {
    const token = await h.tokenFrom('alice@example.org');
    const res = await h.publicCall('post', signURL(token)).send(sign).expect(409);
    expect(res.body.message).toBe(SLIP_TOKEN_REFUSALS.used.message);
    expect((await h.publicCall('get', signURL(token)).expect(409)).body.message).toBe(
      SLIP_TOKEN_REFUSALS.used.message,
    );
  });

  it('an unknown or malformed token gets the "not valid" page', async () => {
    for (const token of ['A'.repeat(43), 'short', '..%2F..%2Fetc'])
      expect((await h.publicCall('get', signURL(token)).expect(404)).body.message).toBe(
        SLIP_TOKEN_REFUSALS.unknown.message,
      );
  });

  it('a revoked link stops working at once; only FULL may revoke', async () => {
    const token = await h.tokenFrom('bella@example.org');
    await h.call('delete', `${slipsURL()}/CAPNHQMember/540002`, PLAIN).expect(403);
    await h.call('delete', `${slipsURL()}/CAPNHQMember/540002`, FULL).expect(204);
    const res = await h.publicCall('get', signURL(token)).expect(410);
    expect(res.body.message).toBe(SLIP_TOKEN_REFUSALS.revoked.message);
    await h.publicCall('post', signURL(token)).send(sign).expect(410);
  });

  it('requesting again after a revoke sends a new link (version 2); the old one stays withdrawn', async () => {
    const old = await h.tokenFrom('bella@example.org');
    await h.call('post', slipsURL(), FULL).expect(200);
    const fresh = await h.tokenFrom('bella@example.org');
    expect(fresh).not.toBe(old);
    expect((await h.mails()).some((m) => m.id.endsWith('-v2-bella@example.org'))).toBe(true);
    await h.publicCall('get', signURL(old)).expect(410);
    const declined = await h
      .publicCall('post', signURL(fresh))
      .send({
        decision: 'DECLINE',
        guardianName: 'Bella Baker',
        relationship: 'Father',
        signature: 'Bella Baker',
      })
      .expect(200);
    expect(declined.body).toEqual({ state: 'DECLINED' });
    expect((await stateOf())['C/Amn Ben Baker']!.state).toBe('DECLINED');
  });

  it('a link past the event’s pickup time has expired', async () => {
    const past = await h.seed(slipEvent(Date.now() - 5 * HOUR));
    await h.attend(past, ANN.ref, 'C/Amn Ann Able');
    await h.call('post', `/api/events/${past}/permissionslips`, COMMANDER).expect(200);
    const res = await h.publicCall('get', signURL(await h.tokenFrom('alice@example.org'))).expect(410);
    expect(res.body.message).toBe(SLIP_TOKEN_REFUSALS.expired.message);
  });
});
