// End-to-end journey (events spec §2 /multiadd/{id} and
// /events/scanadd/{id}, §5 bulk selection and member number add, §7 scan mode, §9 multi add), in a
// real Chromium against the composed site with the fixture users: 'admin' (ManageEvent FULL and
// ScanAdd in md001) makes an upcoming event, multi-adds five cadets from the viewer's 'Add
// attendance', adds a senior by member number, then opens the 'Attendance scanner' (the session
// switches to scan mode) and scans one more member: the banner names them and clears after 5 s.
// Screenshots multiadd-01..NN in e2e/output.
import { describe } from 'node:test';
import assert from 'node:assert/strict';
import { memberFullName, type AttendanceRecord, type Member } from '@portal/contracts';
import { siteForThisFile } from './browser.ts';
import { call, createEvent, FIXTURE, HOUR, journeySteps } from './eventSteps.ts';
import { screenshot } from './site.ts';

const site = siteForThisFile();
const { signedIn, step } = journeySteps(site, 'multiadd');
const NAME = `Drill competition ${Date.now().toString(36)}`;
const SENIOR = FIXTURE.senior; // Sydney Senior
const SCANNED = 510014; // an Activities Officer (senior), scanned at the door

let eventID = 0;
let cadets: Member[] = [];
let adminName = '';

const fullName = (m: Member) => memberFullName(m);

describe('multi add and the attendance scanner', () => {
  step(
    'a manager makes an upcoming event; the viewer offers Attendance scanner and Add attendance',
    async () => {
      const page = await signedIn('admin', '/');
      const meet = Date.now() + 72 * HOUR;
      eventID = await createEvent(page, meet, {
        name: NAME,
        meetLocation: 'Armory',
        location: 'Armory',
        pickupLocation: 'Armory',
      });
      const list = await call(page, 'GET', '/api/member/list');
      const members = list.body as Member[];
      cadets = members.filter((m) => !m.seniorMember && m.type === 'CAPNHQMember').slice(0, 5);
      adminName = fullName(members.find((m) => m.id === FIXTURE.admin)!);
      assert.equal(cadets.length, 5);
      await page.goto(`${site().base}/eventviewer/${eventID}`);
      const actions = page.getByRole('navigation', { name: 'Manager actions' });
      await actions.getByRole('link', { name: 'Attendance scanner' }).waitFor();
      await actions.getByRole('link', { name: 'Add attendance' }).click();
      await page.waitForURL((url) => url.pathname === `/multiadd/${eventID}`);
      await page.getByRole('heading', { name: 'Add attendance' }).waitFor();
    },
  );

  step('§5/§9: the manager filters to cadets and multi-adds five; they are greyed afterwards', async () => {
    const page = await signedIn('admin', `/multiadd/${eventID}`);
    await page.getByRole('list', { name: 'Members' }).waitFor();
    await page.getByLabel('Member type').selectOption('CADETS');
    for (const cadet of cadets) await page.getByLabel(fullName(cadet), { exact: true }).check();
    await screenshot(page, 'multiadd-01-selected');
    await page.getByRole('button', { name: 'Add 5 selected members' }).click();
    await page.getByText('Added 5 members to attendance').waitFor();
    const row = page.getByRole('listitem').filter({ hasText: fullName(cadets[0]!) });
    assert.equal(await row.getAttribute('title'), 'This member is already in attendance');
    assert.equal(await row.getByRole('checkbox').isDisabled(), true);
    await screenshot(page, 'multiadd-02-added');

    const records = (await call(page, 'GET', `/api/events/${eventID}/attendance`)).body as AttendanceRecord[];
    assert.equal(records.length, 5);
    const today = new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/New_York',
      month: '2-digit',
      day: '2-digit',
      year: 'numeric',
    }).format(new Date());
    for (const r of records) {
      assert.equal(r.comments, `Multi add by ${adminName} on ${today}`);
      assert.equal(r.canUsePhotos, true);
      assert.equal(r.planToUseCAPTransportation, false);
      assert.equal(r.shiftTime, null);
    }
  });

  step("§5 add by member number: 'Invalid CAP ID', then the senior is added; twice is refused", async () => {
    const page = await signedIn('admin', `/multiadd/${eventID}`);
    const field = page.getByLabel('CAP ID');
    await field.fill('99999');
    await page.getByText('Invalid CAP ID').waitFor();
    assert.equal(await page.getByRole('button', { name: 'Add', exact: true }).isDisabled(), true);
    await field.fill(String(SENIOR));
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByText(/^Added .*Senior$/).waitFor();
    await field.fill(String(SENIOR));
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByText('Member is already in attendance').waitFor();
    await screenshot(page, 'multiadd-03-by-number');
  });

  step(
    "the scanner: scan mode, 'Successfully added … to event.' for 5 seconds, the server's message on a repeat",
    async () => {
      const page = await signedIn('admin', '/');
      await page.goto(`${site().base}/events/scanadd/${eventID}`);
      await page.getByRole('heading', { name: 'Attendance scanner' }).waitFor();
      // §7 scan mode: the session is now a ScanAdd session (admin holds ScanAdd)
      await page.waitForFunction(async () => {
        const check = (await (await fetch('/api/check')).json()) as { sessionType?: string };
        return check.sessionType === 'ScanAdd';
      });
      const input = page.getByLabel('Member number');
      await input.fill(String(SCANNED));
      await input.press('Enter');
      const banner = page.getByText(/^Successfully added .+ to event\.$/);
      await banner.waitFor();
      await screenshot(page, 'multiadd-04-scanned');
      await banner.waitFor({ state: 'detached', timeout: 8000 });
      await input.fill(String(SCANNED));
      await input.press('Enter');
      await page.getByRole('alert').filter({ hasText: 'Member is already in attendance' }).waitFor();
      await screenshot(page, 'multiadd-05-repeat');
    },
  );
});
