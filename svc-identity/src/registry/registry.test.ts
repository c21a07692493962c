// Platform §7 "GET and PUT /registry (full registry)", §2 Site configuration, §6 "registry edit
// needs RegistryEdit YES", against the real service and database (demo fixtures).
import type { Registry, RegistryUpdateInput } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from '../testing/gatewayClient.ts';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../testing/testApp.ts';
import type { FileInfoClient } from './fileInfoClient.ts';

let t: TestApp;
const signedIn = new Map<string, Browser>();

/**
 * md001's drive as svc-files' file-info call answers it (the call itself is pinned by the pact of
 * fileInfo.pact.test.ts and verified against svc-files); `filesDown` makes the call fail.
 */
const DRIVE: Record<string, { fileName: string; contentType: string }> = {
  ffffffffffffffffffffffffffffffff: { fileName: 'icon.png', contentType: 'image/png' },
  f1000000000000000000000000000001: { fileName: 'favicon.ico', contentType: 'image/x-icon' },
  f1000000000000000000000000000002: { fileName: 'crest.jpg', contentType: 'image/jpeg' },
  f1000000000000000000000000000003: { fileName: 'crest.gif', contentType: 'image/gif' },
  f1000000000000000000000000000004: { fileName: 'notes.txt', contentType: 'text/plain' },
  f1000000000000000000000000000005: { fileName: 'renamed.png', contentType: 'text/plain' },
};
let filesDown = false;
const asked: string[] = [];
const fileInfo: FileInfoClient = {
  async infoOf(accountID, fileID) {
    asked.push(`${accountID}/${fileID}`);
    if (filesDown) throw new Error('connect ECONNREFUSED');
    const file = accountID === 'md001' ? DRIVE[fileID] : undefined;
    return file ? { id: fileID, ...file } : null;
  },
};

beforeAll(async () => {
  t = await createTestApp({ fileInfo });
}, 60_000);
afterAll(async () => {
  await t?.close();
});

async function as(username: string, accountID = 'md001'): Promise<Browser> {
  const key = `${accountID}/${username}`;
  if (!signedIn.has(key)) {
    const browser = t.browser(accountID);
    expect((await browser.signin(username, TEST_PASSWORD)).body.result).toBe('None');
    signedIn.set(key, browser);
  }
  return signedIn.get(key)!;
}

async function put(browser: Browser, body: unknown) {
  const token = (await browser.get('/api/token')).body.token as string;
  return browser.request('put', '/api/registry', { ...(body as object), token });
}

/** The stored registry as the PUT body (what the page sends back). */
async function bodyFrom(accountID = 'md001'): Promise<RegistryUpdateInput> {
  const registry = (await t.browser(accountID).get('/api/registry')).body as Registry;
  const { accountID: _a, ...rest } = registry;
  const { FaviconID: _f, ...Website } = rest.Website;
  return { ...rest, Website };
}

async function flightOf(id: number): Promise<string | null> {
  const { rows } = await t.db.pool.query<{ flight: string | null }>(
    `SELECT flight FROM identity.members WHERE account_id = 'md001' AND type = 'CAPNHQMember' AND id = $1`,
    [String(id)],
  );
  return rows[0]!.flight;
}

describe("permission matrix: 'registry edit needs RegistryEdit YES' (platform §6)", () => {
  it.each([
    ['manager', 403],
    ['staff', 403],
    ['cadet', 403],
  ])('PUT /api/registry as %s -> %i, nothing saved', async (user, status) => {
    const body = await bodyFrom();
    body.Website.Name = `Changed by ${user}`;
    const res = await put(await as(user), body);
    expect(res.status).toBe(status);
    expect(res.body).toEqual({ code: 'FORBIDDEN', message: 'You do not have permission to do that' });
    expect((await bodyFrom()).Website.Name).toBe('Maryland Demo Composite Squadron');
  });

  it('anonymous -> 401 Please sign in', async () => {
    const res = await put(t.browser(), await bodyFrom());
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Please sign in');
  });

  it('GET /api/registry stays public (the header and footer of every visitor use it)', async () => {
    const res = await t.browser().get('/api/registry');
    expect(res.status).toBe(200);
    expect(res.body.Website.Name).toBe('Maryland Demo Composite Squadron');
  });

  it("admin saves the full registry; GET returns it; another account's registry is untouched", async () => {
    const body = await bodyFrom();
    body.Website.Name = 'Demo Composite Squadron (renamed)';
    body.Website.Timezone = 'America/Denver';
    body.Contact.Twitter = 'demo_squadron';
    const res = await put(await as('admin'), body);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      accountID: 'md001',
      Website: { Name: 'Demo Composite Squadron (renamed)' },
    });
    const again = await bodyFrom();
    expect(again.Website).toMatchObject({
      Name: 'Demo Composite Squadron (renamed)',
      Timezone: 'America/Denver',
    });
    expect(again.Contact.Twitter).toBe('demo_squadron');
    expect((await bodyFrom('md002')).Website.Name).toBe('Maryland Demo Cadet Squadron');
  });

  it("md002's admin saves md002's registry only (the account comes from the host, never the body)", async () => {
    const body = { ...(await bodyFrom('md002')), accountID: 'md001' };
    body.Website.Name = 'Cadet Squadron Two';
    expect((await put(await as('admin', 'md002'), body)).status).toBe(200);
    expect((await bodyFrom('md002')).Website.Name).toBe('Cadet Squadron Two');
    expect((await bodyFrom('md001')).Website.Name).not.toBe('Cadet Squadron Two');
  });
});

describe('§2 Site configuration rules on save', () => {
  it("'Empty mailing or meeting addresses are saved as none' (stored as null) and empty links as not set", async () => {
    const body = await bodyFrom();
    body.Contact.MeetingAddress = { Name: '', FirstLine: ' ', SecondLine: '' };
    body.Contact.Instagram = '';
    expect((await put(await as('admin'), body)).status).toBe(200);
    const { rows } = await t.db.pool.query(
      `SELECT registry->'Contact'->'MeetingAddress' AS meeting, registry->'Contact'->'Instagram' AS insta
         FROM identity.accounts WHERE id = 'md001'`,
    );
    expect(rows[0]).toEqual({ meeting: null, insta: null });
    expect((await bodyFrom()).Contact.MailingAddress).not.toBeNull();
  });

  it('Timezone only the options of §9: another zone -> 400 with the validator message', async () => {
    const body = await bodyFrom();
    body.Website.Timezone = 'Europe/Paris';
    const res = await put(await as('admin'), body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'VALIDATION',
      message: "Website.Timezone must be an element of the enum 'Timezone'",
    });
  });

  it('bad bodies: missing section, empty site name, duplicate flights -> 400, nothing saved', async () => {
    const admin = await as('admin');
    const before = await bodyFrom();
    const { Website: _w, ...noWebsite } = before;
    expect((await put(admin, noWebsite)).body).toMatchObject({
      code: 'VALIDATION',
      message: 'Website is required',
    });
    const emptyName = await bodyFrom();
    emptyName.Website.Name = ' ';
    expect((await put(admin, emptyName)).body.message).toBe('Site name cannot be empty');
    const dup = await bodyFrom();
    dup.RankAndFile.Flights = ['Alpha', 'ALPHA'];
    expect((await put(admin, dup)).body.message).toBe('Flight names must be unique (ALPHA)');
    expect(await bodyFrom()).toEqual(before);
  });

  it('the favicon (a drive file id) is saved when sent, kept when left out, cleared with null; a bad id is refused', async () => {
    const admin = await as('admin');
    const favicon = async () => ((await t.browser().get('/api/registry')).body as Registry).Website.FaviconID;
    const body = (await bodyFrom()) as RegistryUpdateInput & { Website: { FaviconID?: string | null } };
    body.Website.FaviconID = 'ffffffffffffffffffffffffffffffff';
    expect((await put(admin, body)).status).toBe(200);
    expect(await favicon()).toBe('ffffffffffffffffffffffffffffffff');
    delete body.Website.FaviconID;
    expect((await put(admin, body)).status).toBe(200);
    expect(await favicon()).toBe('ffffffffffffffffffffffffffffffff');
    body.Website.FaviconID = '../../etc/passwd';
    const bad = await put(admin, body);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('Favicon must be a drive file id');
    expect(await favicon()).toBe('ffffffffffffffffffffffffffffffff');
    body.Website.FaviconID = null;
    expect((await put(admin, body)).status).toBe(200);
    expect(await favicon()).toBeNull();
  });

  it.each([
    ['a .png image', 'ffffffffffffffffffffffffffffffff', 200],
    ['a .ico icon', 'f1000000000000000000000000000001', 200],
    ['a .jpg image', 'f1000000000000000000000000000002', 200],
    ['a .gif image', 'f1000000000000000000000000000003', 400],
    ['a text file', 'f1000000000000000000000000000004', 400],
    ['a text file renamed .png', 'f1000000000000000000000000000005', 400],
    ['no such file in the drive', 'f1000000000000000000000000000009', 400],
  ])(
    "'Favicon must be a file ending .png, .ico or .jpg', checked by the server: %s (%s) -> %i",
    async (_kind, id, status) => {
      const admin = await as('admin');
      const body = (await bodyFrom()) as RegistryUpdateInput & { Website: { FaviconID?: string | null } };
      body.Website.FaviconID = null;
      expect((await put(admin, body)).status).toBe(200);
      body.Website.FaviconID = id;
      const res = await put(admin, body);
      expect(res.status).toBe(status);
      expect(asked.at(-1)).toBe(`md001/${id}`);
      const stored = ((await t.browser().get('/api/registry')).body as Registry).Website.FaviconID;
      if (status === 400) {
        expect(res.body).toMatchObject({
          code: 'VALIDATION',
          message: 'Favicon must be a file ending .png, .ico or .jpg',
        });
        expect(stored).toBeNull();
      } else {
        expect(stored).toBe(id);
      }
    },
  );

  it('svc-files not answering: 503 with the service message, nothing saved', async () => {
    const admin = await as('admin');
    const body = (await bodyFrom()) as RegistryUpdateInput & { Website: { FaviconID?: string | null } };
    body.Website.FaviconID = null;
    expect((await put(admin, body)).status).toBe(200);
    filesDown = true;
    try {
      body.Website.FaviconID = 'ffffffffffffffffffffffffffffffff';
      const res = await put(admin, body);
      expect(res.status).toBe(503);
      expect(res.body).toEqual({
        code: 'SERVICE_UNAVAILABLE',
        message: 'The files service is not available right now. Please try again shortly.',
      });
    } finally {
      filesDown = false;
    }
    expect(((await t.browser().get('/api/registry')).body as Registry).Website.FaviconID).toBeNull();
  });

  it('a renamed flight takes its members along; a removed flight leaves its members Unassigned', async () => {
    const body = await bodyFrom();
    expect(body.RankAndFile.Flights).toEqual(['Alpha', 'Bravo', 'Charlie', 'XRay']);
    expect(await flightOf(510003)).toBe('Alpha');
    expect(await flightOf(510010)).toBe('Charlie');
    body.RankAndFile.Flights = ['Able', 'Bravo', 'XRay'];
    body.flightRenames = [{ from: 'Alpha', to: 'Able' }];
    expect((await put(await as('admin'), body)).status).toBe(200);
    expect(await flightOf(510003)).toBe('Able');
    expect(await flightOf(510010)).toBeNull();
    expect(await flightOf(510009)).toBe('Bravo');
    // the flight page lists the new flights
    const page = (await (await as('staff')).get('/api/members/flight')).body as {
      flights: { name: string }[];
    };
    expect(page.flights.map((f) => f.name)).toEqual(['Able', 'Bravo', 'XRay']);
  });

  it('a rename to a flight that is not in the list -> 400, nothing saved', async () => {
    const body = await bodyFrom();
    body.flightRenames = [{ from: 'Bravo', to: 'Nowhere' }];
    const res = await put(await as('admin'), body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Flight rename target 'Nowhere' is not in the flight list");
    expect(await flightOf(510009)).toBe('Bravo');
  });
});
