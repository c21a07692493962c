// Change log (platform §2 Change log, §7 changelog): anyone lists, the privileged user adds notes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changelogListResponse } from '@portal/contracts';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../testing/testApp.ts';
import type { Browser } from '../testing/gatewayClient.ts';
import { seedChangelogDemo } from './demoSeed.ts';

// The fixture 'senior' (510005) is the privileged user here; 'admin' has every permission but is not.
const SUPER_USER = 510005;
let t: TestApp;

async function as(username: string | null, accountID = 'md001'): Promise<Browser> {
  const browser = t.browser(accountID);
  if (username) expect((await browser.signin(username, TEST_PASSWORD)).body.result).toBe('None');
  return browser;
}

const note = {
  entryDateTime: 0,
  entryCAPID: 123456,
  noteDateTime: Date.UTC(2026, 10, 1),
  noteTitle: 'Release 1.27.0',
  noteText: '**Bold** and <script>alert(1)</script>',
};

beforeAll(async () => {
  t = await createTestApp({ config: { superUserIDs: [SUPER_USER] } });
  await seedChangelogDemo(t.db.pool, t.now());
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/changelog (anyone; newest first)', () => {
  it('lists the demo entries of the account, newest note first, to an anonymous visitor', async () => {
    const res = await (await as(null)).get('/api/changelog');
    expect(res.status).toBe(200);
    const list = changelogListResponse.parse(res.body);
    expect(list.length).toBeGreaterThanOrEqual(3);
    const times = list.map((entry) => entry.noteDateTime);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(list.map((e) => e.noteTitle)).toContain('Change log');
  });

  it('the demo seed is idempotent (running it again adds nothing)', async () => {
    const before = (await (await as(null)).get('/api/changelog')).body.length;
    await seedChangelogDemo(t.db.pool, t.now());
    expect((await (await as(null)).get('/api/changelog')).body.length).toBe(before);
  });

  it('another account does not see md001 entries', async () => {
    const res = await (await as(null, 'md002')).get('/api/changelog');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });
});

describe('POST /api/changelog: "The privileged user can add notes"', () => {
  it.each([
    ['admin', 403],
    ['manager', 403],
    ['staff', 403],
    ['cadet', 403],
  ])('%s (not the privileged user) gets %i and nothing is written', async (username, status) => {
    const browser = await as(username);
    const res = await browser.postWithToken('/api/changelog', note);
    expect(res.status).toBe(status);
    expect(res.body.message).toBe('You do not have permission to do that');
  });

  it("anonymous gets 401 'Please sign in'", async () => {
    const res = await (await as(null)).postWithToken('/api/changelog', note);
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Please sign in');
  });

  it('a member of another account (md002 admin) gets 403 and the md001 list is unchanged', async () => {
    const other = await as('admin', 'md002');
    expect((await other.postWithToken('/api/changelog', note)).status).toBe(403);
    expect(
      (await (await as(null)).get('/api/changelog')).body.map((e: { noteTitle: string }) => e.noteTitle),
    ).not.toContain(note.noteTitle);
  });

  it('needs the CSRF token', async () => {
    const browser = await as('senior');
    const res = await browser.post('/api/changelog', note);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('TOKEN_INVALID');
  });

  it('validates the note: an empty title is refused with its message', async () => {
    const browser = await as('senior');
    const res = await browser.postWithToken('/api/changelog', { ...note, noteTitle: ' ' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION', message: 'Note title cannot be empty' });
    const missing = await browser.postWithToken('/api/changelog', { noteTitle: 'x', noteText: 'y' });
    expect(missing.body.message).toBe('noteDateTime is required');
  });

  it('the privileged user adds a note; the server records its own time and the writer, not the claims', async () => {
    const browser = await as('senior');
    const res = await browser.postWithToken('/api/changelog', note);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      entryCAPID: SUPER_USER,
      noteDateTime: note.noteDateTime,
      noteTitle: note.noteTitle,
      noteText: note.noteText,
    });
    expect(Math.abs(res.body.entryDateTime - t.now().getTime())).toBeLessThan(5_000);
    const list = (await (await as('cadet')).get('/api/changelog')).body as { noteTitle: string }[];
    expect(list.map((e) => e.noteTitle)).toContain('Release 1.27.0');
  });
});
