// Error list (platform §2 Error list, §6 "error list and errors widget site administrator only"):
// server crashes of every service are recorded and listed as type Server; mark done; permissions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { errorListEntries } from '@portal/contracts';
import { CONTEXT_HEADER, signContext } from '@portal/contracts/server';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../testing/testApp.ts';
import type { Browser } from '../testing/gatewayClient.ts';
import { SERVER_ERRORS_PER_WINDOW } from './router.ts';

let t: TestApp;

async function as(username: string | null, accountID = 'md001'): Promise<Browser> {
  const browser = t.browser(accountID);
  if (username) expect((await browser.signin(username, TEST_PASSWORD)).body.result).toBe('None');
  return browser;
}

/** What svc-events / svc-files send (their reporter signs a context without a session). */
function internalReport(body: object, accountID = 'md001') {
  const header = signContext(
    { accountID, account: null, session: null, member: null, issuedAt: t.now().getTime() },
    t.config.contextSecret,
  );
  return request(t.app).post('/internal/errors/server').set(CONTEXT_HEADER, header).send(body);
}

const eventsCrash = {
  service: 'svc-events',
  message: 'events exploded',
  stack: [{ filename: '/srv/svc-events/src/app.ts', line: 12, column: 11, name: 'crash' }],
  requestMethod: 'POST',
  requestedPath: '/api/events/12',
  requestID: 'req-events-1',
  member: { type: 'CAPNHQMember', id: 510004 },
};

async function openErrors(browser: Browser) {
  const res = await browser.get('/api/errors');
  expect(res.status).toBe(200);
  return errorListEntries.parse(res.body);
}

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let i = 0; i < 50; i += 1) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
  return read();
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('server crashes of every service are recorded', () => {
  it('a crash in svc-identity itself shows in GET /api/errors as type Server with path, method, member and request id', async () => {
    const cadet = await as('cadet');
    // a real route failing for real: its table is briefly missing
    await t.db.pool.query('ALTER TABLE identity.changelog_entries RENAME TO changelog_entries_gone');
    let crashed;
    try {
      crashed = await cadet.get('/api/changelog');
    } finally {
      await t.db.pool.query('ALTER TABLE identity.changelog_entries_gone RENAME TO changelog_entries');
    }
    expect(crashed.status).toBe(500);
    expect(crashed.body).toEqual({ code: 'SERVER_ERROR', message: 'An unknown error occurred' });

    const admin = await as('admin');
    const list = await eventually(
      () => openErrors(admin),
      (l) => l.some((e) => e.service === 'svc-identity'),
    );
    const entry = list.find((e) => e.service === 'svc-identity');
    expect(entry).toMatchObject({
      type: 'Server',
      requestMethod: 'GET',
      requestedPath: '/api/changelog',
      user: { type: 'CAPNHQMember', id: 510004 },
      resolved: false,
    });
    expect(entry!.message).toMatch(/changelog_entries/);
    expect(entry!.requestID).toMatch(/.+/);
    expect(entry!.stack.length).toBeGreaterThan(0);
  });

  it('POST /internal/errors/server records a crash of svc-events, listed as type Server', async () => {
    const res = await internalReport(eventsCrash);
    expect(res.status).toBe(204);
    const list = await openErrors(await as('admin'));
    expect(list.find((e) => e.service === 'svc-events')).toMatchObject({
      type: 'Server',
      message: 'events exploded',
      requestMethod: 'POST',
      requestedPath: '/api/events/12',
      requestID: 'req-events-1',
      user: { type: 'CAPNHQMember', id: 510004 },
      stack: eventsCrash.stack,
    });
  });

  it('the crash is filed under the signed context account only (md002 does not see it)', async () => {
    expect(
      (await internalReport({ ...eventsCrash, service: 'svc-files', message: 'files only md002' }, 'md002'))
        .status,
    ).toBe(204);
    const md001 = await openErrors(await as('admin'));
    expect(md001.map((e) => e.message)).not.toContain('files only md002');
    const md002 = await openErrors(await as('admin', 'md002'));
    expect(md002.map((e) => e.message)).toEqual(['files only md002']);
  });

  it('the internal call needs a signed context (browsers cannot reach it without one)', async () => {
    const res = await request(t.app).post('/internal/errors/server').send(eventsCrash);
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('NO_CONTEXT');
  });

  it('validates the report and refuses an unknown account', async () => {
    const bad = await internalReport({ ...eventsCrash, service: 'svc-unknown' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^service must be an element of the enum/);
    const missing = await internalReport({ ...eventsCrash, message: undefined });
    expect(missing.body.message).toBe('message is required');
    expect((await internalReport(eventsCrash, 'zz999')).status).toBe(404);
  });

  it('is bounded: past the window limit a service gets 429 and nothing more is stored', async () => {
    // md000 starts with no errors; fill its window for svc-files
    let last = 0;
    for (let i = 0; i <= SERVER_ERRORS_PER_WINDOW; i += 1) {
      last = (await internalReport({ ...eventsCrash, service: 'svc-files' }, 'md000')).status;
    }
    expect(last).toBe(429);
    const { rows } = await t.db.pool.query(
      `SELECT count(*)::int AS n FROM identity.error_records WHERE account_id = 'md000'`,
    );
    expect(rows[0].n).toBe(SERVER_ERRORS_PER_WINDOW);
  });
});

describe('GET /api/errors, GET /api/errors/count and POST /api/errors: site administrator only', () => {
  it.each([
    ['manager', 403],
    ['staff', 403],
    ['cadet', 403],
    ['senior', 403],
  ])("%s gets %i 'You do not have permission to view this page'", async (username, status) => {
    const browser = await as(username);
    for (const res of [
      await browser.get('/api/errors'),
      await browser.get('/api/errors/count'),
      await browser.postWithToken('/api/errors', { id: 1 }),
    ]) {
      expect(res.status).toBe(status);
      expect(res.body.message).toBe('You do not have permission to view this page');
    }
  });

  it("anonymous gets 401 'Please sign in'", async () => {
    const browser = await as(null);
    expect((await browser.get('/api/errors')).status).toBe(401);
    expect((await browser.get('/api/errors/count')).status).toBe(401);
  });

  it('the admin (RegistryEdit YES and PermissionManagement FULL) counts the open errors', async () => {
    const admin = await as('admin');
    const list = await openErrors(admin);
    const count = await admin.get('/api/errors/count');
    expect(count.status).toBe(200);
    expect(count.body).toEqual({ count: list.length });
  });

  it('"Entries can be marked done": by id, only in the caller\'s account', async () => {
    const admin = await as('admin');
    const before = await openErrors(admin);
    const target = before.find((e) => e.service === 'svc-events')!;
    const foreign = (await openErrors(await as('admin', 'md002')))[0]!;

    const wrongAccount = await admin.postWithToken('/api/errors', { id: foreign.id });
    expect(wrongAccount.body).toEqual({ resolved: 0 });

    const done = await admin.postWithToken('/api/errors', { id: target.id });
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ resolved: 1 });
    const after = await openErrors(admin);
    expect(after.map((e) => e.id)).not.toContain(target.id);
    expect(after).toHaveLength(before.length - 1);
    expect((await admin.get('/api/errors/count')).body).toEqual({ count: before.length - 1 });

    const invalid = await admin.postWithToken('/api/errors', { id: 'one' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toBe('id must be a number');
  });

  it("the spec's signature (column, fileName, line, message, type) marks a server crash done too", async () => {
    const admin = await as('admin');
    await internalReport({ ...eventsCrash, message: 'signature crash' });
    const res = await admin.postWithToken('/api/errors', {
      column: 11,
      fileName: '/srv/svc-events/src/app.ts',
      line: 12,
      message: 'signature crash',
      type: 'Server',
    });
    expect(res.body).toEqual({ resolved: 1 });
  });
});
