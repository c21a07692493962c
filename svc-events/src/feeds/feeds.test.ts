// Service tests (real PostgreSQL, fresh database) of the calendar feeds: the public feed of the
// host account (no drafts, no other account's events, nothing members-only), the personal feed
// behind its token (only the member's committed sign-ups), reset revoking the old token, sign-in
// and CSRF checks with the shared error shape.
import { API_ERRORS, type MemberReference } from '@portal/contracts';
import { CONTEXT_HEADER, signContext } from '@portal/contracts/server';
import { testContext } from '@portal/contracts/testing';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AUTHOR,
  createEventsHarness,
  FULL,
  PLAIN,
  validContent,
  type EventsHarness,
  type Viewer,
  type Who,
} from '../testing/harness.ts';
import { sha256Hex } from './tokenStore.ts';

const DAY = 86_400_000;
const NOW = Date.now();
const HOST = 'md001.localhost:8080';
const ORIGIN = `http://${HOST}`;
let h: EventsHarness;
const ids: Record<string, number> = {};

type Status = 'COMMITTEDATTENDED' | 'NOSHOW' | 'RESCINDEDCOMMITMENTTOATTEND' | 'NOTPLANNINGTOATTEND';
async function attend(member: MemberReference, eventID: number, status: Status, accountID = 'md001') {
  await h.db.query(
    `INSERT INTO events.attendance (account_id, event_id, member_type, member_id, timestamp, status,
       source_account_id, source_event_id) VALUES ($1, $2, $3, $4, $5, $6, $1, $2)`,
    [accountID, eventID, member.type, String(member.id), NOW, status],
  );
}

async function linkEvent(accountID: string, targetAccountID: string, targetEventID: number) {
  const id = await h.seed(validContent(NOW, { name: 'Linked copy (stale)' }), AUTHOR, accountID);
  await h.db.query(
    `UPDATE events.events SET type = 'LINKED', target_account_id = $3, target_event_id = $4
     WHERE account_id = $1 AND id = $2`,
    [accountID, id, targetAccountID, targetEventID],
  );
  return id;
}

const get = (url: string, who: Who, host = HOST) => h.call('get', url, who).set('x-forwarded-host', host);
const anonymousIn = (accountID: string, url: string) =>
  request(h.app)
    .get(url)
    .set('x-forwarded-host', `${accountID}.localhost:8080`)
    .set(
      CONTEXT_HEADER,
      signContext(
        testContext({
          accountID,
          account: {
            id: accountID,
            type: 'CAPSQUADRON',
            name: `Squadron ${accountID}`,
            orgIDs: [],
            mainCalendarID: '',
          },
          session: null,
          member: null,
        }),
        'test-secret-events',
      ),
    );

const summaries = (ics: string) =>
  [...ics.replace(/\r\n /g, '').matchAll(/^SUMMARY:(.*)$/gm)].map((m) => m[1]);
const personalPath = (url: string) => new URL(url).pathname;

async function linksOf(who: Viewer) {
  const response = await get('/api/calendar/feed', who);
  expect(response.status).toBe(200);
  return response.body as { publicUrl: string; personalUrl: string; personalCreated: number };
}

beforeAll(async () => {
  h = await createEventsHarness();
  const seed = async (name: string, status: string, at: number, accountID = 'md001') =>
    (ids[name] = await h.seed(
      validContent(at, { name, status: status as never, memberComments: 'MEMBERS ONLY note' }),
      AUTHOR,
      accountID,
    ));
  await seed('Confirmed drill', 'CONFIRMED', NOW + 2 * DAY);
  await seed('Secret draft', 'DRAFT', NOW + 3 * DAY);
  await seed('Cancelled parade', 'CANCELLED', NOW + 4 * DAY);
  await seed('Old bivouac', 'COMPLETE', NOW - 30 * DAY);
  await seed('Ancient history', 'COMPLETE', NOW - 400 * DAY);
  await seed('Far future', 'TENTATIVE', NOW + 800 * DAY);
  await seed('Other unit event', 'CONFIRMED', NOW + 2 * DAY, 'md002');
  await seed('Other unit draft', 'DRAFT', NOW + 2 * DAY, 'md002');
  ids['link'] = await linkEvent('md001', 'md002', ids['Other unit event']!);
  ids['draft link'] = await linkEvent('md001', 'md002', ids['Other unit draft']!);

  await attend(PLAIN.ref, ids['Confirmed drill']!, 'COMMITTEDATTENDED');
  await attend(PLAIN.ref, ids['Cancelled parade']!, 'RESCINDEDCOMMITMENTTOATTEND');
  await attend(PLAIN.ref, ids['Old bivouac']!, 'NOTPLANNINGTOATTEND');
  await attend(PLAIN.ref, ids['link']!, 'COMMITTEDATTENDED');
  await attend(FULL.ref, ids['Cancelled parade']!, 'COMMITTEDATTENDED');
  await attend(PLAIN.ref, ids['Other unit event']!, 'COMMITTEDATTENDED', 'md002');
});

afterAll(async () => {
  await h.close();
});

describe('GET /api/calendar/public.ics: the host account public events (anonymous allowed)', () => {
  it('text/calendar; charset=utf-8, one year back to two ahead, no drafts, no other account', async () => {
    const response = await get('/api/calendar/public.ics', 'anonymous');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=900');
    expect(summaries(response.text)).toEqual([
      'Old bivouac',
      'Confirmed drill',
      // the LINKED event shows its source's content, under its own number here
      'Other unit event',
      'Cancelled parade',
    ]);
    expect(response.text).toContain(`UID:MD001-${ids['link']}@md001.localhost\r\n`);
    expect(response.text).toContain('STATUS:CANCELLED\r\n');
    expect(response.text).not.toContain('Secret draft');
    expect(response.text).not.toContain('Linked copy (stale)');
    expect(response.text).not.toContain('MEMBERS ONLY');
  });

  it("X-WR-CALNAME is the account's name from the signed context, links on the account host", async () => {
    const response = await anonymousIn('md002', '/api/calendar/public.ics');
    expect(response.status).toBe(200);
    expect(response.text).toContain('X-WR-CALNAME:Squadron md002\r\n');
    expect(summaries(response.text)).toEqual(['Other unit event']);
    expect(response.text).toContain(
      `URL:http://md002.localhost:8080/eventviewer/${ids['Other unit event']}-`,
    );
  });

  it('a signed-in manager gets the same public feed (drafts never published)', async () => {
    const response = await get('/api/calendar/public.ics', FULL);
    expect(response.text).not.toContain('Secret draft');
  });

  it('a host that is not a plain host name is refused with a 400, not a doubtful link', async () => {
    const response = await get('/api/calendar/public.ics', 'anonymous', 'evil.example/x');
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      code: 'VALIDATION',
      message: 'Cannot build calendar links for this host',
    });
  });
});

describe('GET /api/calendar/feed: the links (signed in)', () => {
  it("anonymous: 401 with the shared 'Please sign in' error", async () => {
    const response = await get('/api/calendar/feed', 'anonymous');
    expect(response.status).toBe(401);
    expect(response.body).toEqual({
      code: API_ERRORS.signInRequired.code,
      message: API_ERRORS.signInRequired.message,
    });
  });

  it('absolute URLs on the account host; the same token on every call, stored only as a hash', async () => {
    const first = await linksOf(PLAIN);
    expect(first.publicUrl).toBe(`${ORIGIN}/api/calendar/public.ics`);
    expect(first.personalUrl).toMatch(
      /^http:\/\/md001\.localhost:8080\/api\/calendar\/feed\/[\w-]{43}\.ics$/,
    );
    expect(Math.abs(first.personalCreated - Date.now())).toBeLessThan(60_000);
    expect(await linksOf(PLAIN)).toEqual(first);
    const token = /feed\/([\w-]{43})\.ics$/.exec(first.personalUrl)![1]!;
    const rows = await h.db.query('SELECT * FROM events.calendar_feed_tokens');
    expect(JSON.stringify(rows.rows)).not.toContain(token);
    expect(rows.rows.map((r: { token_hash: string }) => r.token_hash)).toContain(sha256Hex(token));
  });

  it('each member has their own link; https when the gateway says so', async () => {
    const plain = await linksOf(PLAIN);
    const full = await linksOf(FULL);
    expect(full.personalUrl).not.toBe(plain.personalUrl);
    const secure = await get('/api/calendar/feed', PLAIN).set('x-forwarded-proto', 'https');
    expect(secure.body.personalUrl).toBe(plain.personalUrl.replace('http:', 'https:'));
  });
});

describe('GET /api/calendar/feed/{token}.ics: the events the member signed up for, no cookie', () => {
  it('only COMMITTEDATTENDED records of this member in this account', async () => {
    const { personalUrl } = await linksOf(PLAIN);
    const response = await get(personalPath(personalUrl), 'anonymous');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['cache-control']).toBe('private, max-age=900');
    expect(summaries(response.text)).toEqual(['Confirmed drill', 'Other unit event']);
    expect(response.text).toContain('X-WR-CALNAME:MD001: my events\r\n');
    expect(response.text).not.toContain('MEMBERS ONLY');

    const full = await get(personalPath((await linksOf(FULL)).personalUrl), 'anonymous');
    expect(summaries(full.text)).toEqual(['Cancelled parade']);
  });

  it('a token is for its own account only: on another account host it is unknown (404)', async () => {
    const { personalUrl } = await linksOf(PLAIN);
    const response = await anonymousIn('md002', personalPath(personalUrl));
    expect(response.status).toBe(404);
  });

  it.each([
    ['an unknown token', `/api/calendar/feed/${'A'.repeat(43)}.ics`],
    ['a malformed token', '/api/calendar/feed/short.ics'],
    ['no .ics', `/api/calendar/feed/${'A'.repeat(43)}`],
  ])('%s: 404 with the shared not-found error', async (_name, url) => {
    const response = await get(url, 'anonymous');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ code: API_ERRORS.notFound.code, message: API_ERRORS.notFound.message });
  });
});

describe('POST /api/calendar/feed/reset: revokes the old token (signed in + CSRF token)', () => {
  it('the old link 404s at once, the new one works', async () => {
    const before = await linksOf(FULL);
    const response = await h.call('post', '/api/calendar/feed/reset', FULL).set('x-forwarded-host', HOST);
    expect(response.status).toBe(200);
    const after = response.body as typeof before;
    expect(after.publicUrl).toBe(before.publicUrl);
    expect(after.personalUrl).not.toBe(before.personalUrl);
    expect((await get(personalPath(before.personalUrl), 'anonymous')).status).toBe(404);
    const fresh = await get(personalPath(after.personalUrl), 'anonymous');
    expect(fresh.status).toBe(200);
    expect(summaries(fresh.text)).toEqual(['Cancelled parade']);
    // the page shows the new link from now on
    expect((await linksOf(FULL)).personalUrl).toBe(after.personalUrl);
  });

  it('refused without the CSRF token (403) and for anonymous visitors (401)', async () => {
    const before = await linksOf(PLAIN);
    const noToken = await h.call('post', '/api/calendar/feed/reset', PLAIN, { token: null });
    expect(noToken.status).toBe(403);
    expect(noToken.body).toEqual({
      code: API_ERRORS.tokenInvalid.code,
      message: API_ERRORS.tokenInvalid.message,
    });
    const wrong = await h.call('post', '/api/calendar/feed/reset', PLAIN, { token: 'forged' });
    expect(wrong.status).toBe(403);
    const anonymous = await h.call('post', '/api/calendar/feed/reset', 'anonymous', { token: null });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.code).toBe(API_ERRORS.signInRequired.code);
    // nothing was reset
    expect((await linksOf(PLAIN)).personalUrl).toBe(before.personalUrl);
    expect((await get(personalPath(before.personalUrl), 'anonymous')).status).toBe(200);
  });
});
