// Developer check of the standalone build's look: serves dist/ (SPA fallback), answers the two
// session calls from fixtures (this remote's pages only; the real flows are covered by e2e/), and
// saves PNGs under test-results/screenshots/. Run `npm run build -w mfe-admin` first, then
// `node mfe-admin/scripts/screenshots.mjs`.
import { createServer } from 'node:http';
import { mkdir, readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = join(root, 'dist');
const out = join(root, 'test-results', 'screenshots');
const types = { '.js': 'text/javascript', '.json': 'application/json', '.html': 'text/html' };

const server = createServer(async (req, res) => {
  const path = new URL(req.url ?? '/', 'http://x').pathname;
  const file = extname(path) ? join(dist, path) : join(dist, 'index.html');
  try {
    const body = await readFile(file);
    res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' }).end(body);
  } catch {
    res.writeHead(404).end();
  }
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${server.address().port}`;

const contact = {
  CELLPHONE: {},
  WORKPHONE: {},
  HOMEPHONE: {},
  CADETPARENTPHONE: {},
  EMAIL: {},
  CADETPARENTEMAIL: {},
};
const member = (over) => ({
  type: 'CAPNHQMember',
  id: 100001,
  nameFirst: 'Jane',
  nameMiddle: '',
  nameLast: 'Doe',
  nameSuffix: '',
  memberRank: 'C/Amn',
  squadron: 'MER-MD-001',
  flight: 'Alpha',
  gender: 'FEMALE',
  dateOfBirth: null,
  joined: null,
  expirationDate: null,
  seniorMember: false,
  hasNHQReference: true,
  orgid: 1,
  dutyPositions: [],
  permissions: {},
  teamIDs: [],
  absenteeInformation: null,
  contact,
  ...over,
});
const account = {
  id: 'md001',
  type: 'CAPSQUADRON',
  name: 'Fictional Composite Squadron',
  orgIDs: [1],
  mainOrg: 1,
  mainCalendarID: 'cal',
};
const scenarios = {
  'signed-out': null,
  cadet: member({}),
  admin: member({
    nameFirst: 'Alex',
    nameLast: 'Morgan',
    memberRank: 'Maj',
    seniorMember: true,
    dutyPositions: [{ duty: 'Commander', date: 0, expires: null, type: 'NHQ', orgid: 1, assistant: false }],
    permissions: {
      FlightAssign: 'YES',
      RegistryEdit: 'YES',
      PermissionManagement: 'FULL',
      ManageEvent: 'FULL',
    },
  }),
};

await mkdir(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
try {
  for (const [name, signedIn] of Object.entries(scenarios)) {
    for (const [size, viewport] of [
      ['desktop', { width: 1200, height: 700 }],
      ['mobile', { width: 390, height: 760 }],
    ]) {
      const page = await browser.newPage({ viewport });
      page.on('pageerror', (e) => console.error(name, 'page error:', e.stack));
      await page.route('**/api/check', (r) =>
        r.fulfill({
          json: signedIn
            ? { error: 'NONE', member: signedIn, sessionType: 'Regular' }
            : { error: 'INVALID_SESSION_ID', member: null },
        }),
      );
      await page.route('**/api/accountcheck', (r) => r.fulfill({ json: account }));
      await page.goto(`${origin}/admin`);
      await page
        .getByRole('heading', { name: signedIn ? 'Administration' : 'Please sign in', exact: true })
        .waitFor({ timeout: 15000 });
      await page.waitForLoadState('networkidle');
      const file = join(out, `admin-${name}-${size}.png`);
      await page.screenshot({ path: file, fullPage: true });
      console.log('saved', file);
      await page.close();
    }
  }
} finally {
  await browser.close();
  server.close();
}
