// POST /api/member/session/clone (platform §7 "member session"; the behaviour is designed in
// contracts' cloneSessionResponse): a second, independent session of the signed-in member.
import { cloneSessionResponse } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../testing/testApp.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function signedIn(username: string) {
  const browser = t.browser();
  expect((await browser.signin(username, TEST_PASSWORD)).body.result).toBe('None');
  return browser;
}

describe("§7 'POST /member/session/clone': a signed-in member gets a second session", () => {
  it('answers a new session id, signed in as the same member, with a day-long expiry; the first goes on', async () => {
    const browser = await signedIn('cadet');
    const before = t.now().getTime();
    const res = await browser.postWithToken('/api/member/session/clone');
    expect(res.status).toBe(200);
    const clone = cloneSessionResponse.parse(res.body);
    expect(clone.sessionID).not.toBe(browser.sessionID);
    // the clock runs: the expiry is a day after the call, to the millisecond it was made
    expect(clone.expires - before).toBeGreaterThanOrEqual(24 * 60 * 60 * 1000);
    expect(clone.expires - t.now().getTime()).toBeLessThanOrEqual(24 * 60 * 60 * 1000);

    const device = t.browser();
    device.sessionID = clone.sessionID;
    const check = await device.get('/api/check');
    expect(check.body.member).toMatchObject({ id: 510004, nameFirst: 'Casey' });
    expect((await browser.get('/api/check')).body.member).toMatchObject({ id: 510004 });
  });

  it('the clone ends on its own: signing out there leaves the first session signed in', async () => {
    const browser = await signedIn('cadet');
    const device = t.browser();
    device.sessionID = cloneSessionResponse.parse(
      (await browser.postWithToken('/api/member/session/clone')).body,
    ).sessionID;
    expect((await device.postWithToken('/api/member/session/logout')).status).toBe(204);
    expect((await device.get('/api/check')).body.member ?? null).toBeNull();
    expect((await browser.get('/api/check')).body.member).toMatchObject({ id: 510004 });
  });

  it("nobody signed in: 401 'Please sign in'", async () => {
    const res = await t.browser().postWithToken('/api/member/session/clone');
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Please sign in');
  });

  it("a scan-mode kiosk session is not cloned into a full session: 401 'Please sign in'", async () => {
    const kiosk = await signedIn('admin');
    expect((await kiosk.postWithToken('/api/member/session/scanadd', { eventID: 1 })).status).toBe(204);
    const res = await kiosk.postWithToken('/api/member/session/clone');
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Please sign in');
  });

  it('needs the CSRF token', async () => {
    const browser = await signedIn('cadet');
    const res = await browser.post('/api/member/session/clone');
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('TOKEN_INVALID');
  });
});
