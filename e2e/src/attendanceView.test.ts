// End-to-end journey (events spec §2/§6 /admin/attendance, platform §2 dashboard
// widget 2 'View Attendance'), in a real Chromium against the composed site with the fixture
// users: 'admin' makes a past and an upcoming event with attendance for 'cadet' and 'senior';
// the cadet opens 'View Attendance' from the dashboard and sees their own records only, without
// name columns; 'manager' (AttendanceView OTHER) opens it too, picks the cadet, then the group.
// Screenshots attendance-01..NN in e2e/output.
import { describe } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { siteForThisFile } from './browser.ts';
import { call, createEvent, FIXTURE, HOUR, journeySteps } from './eventSteps.ts';
import { screenshot } from './site.ts';

const site = siteForThisFile();
const { signedIn, step } = journeySteps(site, 'attendance');
const suffix = Date.now().toString(36);
const PAST = `Search and rescue exercise ${suffix}`;
const UPCOMING = `Aerospace night ${suffix}`;
const CADET_PAST = 'Ran the radio table';
const CADET_UPCOMING = 'Away with family';
const SENIOR_PAST = 'Drove the van';
const CADET_NAME = /Casey .*Cadet/;
const SENIOR_NAME = /Sydney .*Senior/;

/** Opens the dashboard's 'View Attendance' link (platform §2 widget 2) and waits for the page. */
async function openAttendanceFromDashboard(page: Page, widgetTitle: string): Promise<void> {
  await page
    .getByRole('region', { name: widgetTitle })
    .getByRole('link', { name: 'View Attendance' })
    .click();
  await page.waitForURL((url) => url.pathname === '/admin/attendance');
  await page.getByRole('heading', { name: 'Attendance', level: 1 }).waitFor();
}

const columnNames = async (page: Page, table: string) =>
  page.getByRole('table', { name: table }).getByRole('columnheader').allTextContents();

describe('attendance view: own records from the dashboard link, another member and the group for AttendanceView OTHER', () => {
  step(
    'a manager makes a past and an upcoming event; the cadet and the senior are in attendance',
    async () => {
      const page = await signedIn('admin', '/');
      const places = { meetLocation: 'Armory', location: 'Armory', pickupLocation: 'Armory' };
      const pastMeet = Date.now() - 72 * HOUR;
      const past = await createEvent(page, pastMeet, {
        ...places,
        name: PAST,
        startDateTime: pastMeet + 900_000,
        endDateTime: pastMeet + 8_100_000,
        pickupDateTime: pastMeet + 9_000_000,
      });
      const nextMeet = Date.now() + 96 * HOUR;
      const upcoming = await createEvent(page, nextMeet, {
        ...places,
        name: UPCOMING,
        startDateTime: nextMeet + 900_000,
        endDateTime: nextMeet + 8_100_000,
        pickupDateTime: nextMeet + 9_000_000,
      });
      for (const [event, member, status, comments] of [
        [past, FIXTURE.cadet, 'COMMITTEDATTENDED', CADET_PAST],
        [upcoming, FIXTURE.cadet, 'NOTPLANNINGTOATTEND', CADET_UPCOMING],
        [past, FIXTURE.senior, 'COMMITTEDATTENDED', SENIOR_PAST],
      ] as const) {
        const res = await call(page, 'POST', `/api/events/${event}/attendance`, {
          memberID: { type: 'CAPNHQMember', id: member },
          status,
          comments,
          customAttendanceFieldValues: [],
        });
        assert.equal(res.status, 201, JSON.stringify(res.body));
      }
    },
  );

  step(
    "§6 a member opens 'View Attendance' from the dashboard: their own records only, no name column, no other targets",
    async () => {
      const page = await signedIn('cadet', '/admin');
      await openAttendanceFromDashboard(page, 'Personal administration');
      const table = page.getByRole('table', { name: 'My attendance' });
      await table.waitFor();
      await table
        .getByRole('row', { name: new RegExp(`${PAST}.*Committed/Attended.*${CADET_PAST}`) })
        .waitFor();
      await table
        .getByRole('row', { name: new RegExp(`${UPCOMING}.*Not planning to attend.*${CADET_UPCOMING}`) })
        .waitFor();
      assert.deepEqual(await columnNames(page, 'My attendance'), [
        'Event',
        'Status',
        'Arrival',
        'Departure',
        'Comments',
      ]);
      assert.equal(await page.getByText(SENIOR_PAST).count(), 0, "another member's record is not shown");
      assert.equal(await page.getByRole('group', { name: 'Whose attendance' }).count(), 0);
      await screenshot(page, 'attendance-01-own-records');
      // the event name links to its viewer
      await table.getByRole('link', { name: PAST }).click();
      await page.waitForURL((url) => url.pathname.startsWith('/eventviewer/'));
      await page.getByRole('heading', { name: PAST, level: 1 }).waitFor();
    },
  );

  step('§6 AttendanceView OTHER: the manager picks the cadet, then the group view', async () => {
    const page = await signedIn('manager', '/admin');
    await openAttendanceFromDashboard(page, 'Account administration');
    await page.getByRole('heading', { name: 'My attendance', level: 2 }).waitFor();
    await page.getByText('No attendance records.').waitFor();
    const targets = page.getByRole('group', { name: 'Whose attendance' });

    await targets.getByRole('button', { name: 'Select a member' }).click();
    const dialog = page.getByRole('dialog', { name: 'Select a member' });
    await dialog.getByLabel('Filter by name').fill('Cadet');
    await dialog.getByRole('option', { name: CADET_NAME }).click();
    await dialog.getByRole('button', { name: 'Select', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    const heading = page.getByRole('heading', { level: 2, name: /^Attendance for / });
    await heading.waitFor();
    assert.match((await heading.textContent()) ?? '', CADET_NAME);
    const memberTable = page.getByRole('table', { name: /^Attendance for / });
    await memberTable.getByRole('row', { name: new RegExp(`${PAST}.*${CADET_PAST}`) }).waitFor();
    await memberTable.getByRole('row', { name: new RegExp(`${UPCOMING}.*${CADET_UPCOMING}`) }).waitFor();
    assert.equal((await columnNames(page, (await memberTable.getAttribute('aria-label'))!))[0], 'Name');
    assert.equal(await memberTable.getByText(SENIOR_PAST).count(), 0);
    await screenshot(page, 'attendance-02-picked-member');

    await targets.getByRole('button', { name: 'Group attendance' }).click();
    const group = page.getByRole('table', { name: 'Group attendance' });
    await group.waitFor();
    const cadetRows = group.getByRole('row').filter({ hasText: CADET_NAME });
    await cadetRows.filter({ hasText: PAST }).filter({ hasText: CADET_PAST }).waitFor();
    await cadetRows.filter({ hasText: UPCOMING }).filter({ hasText: CADET_UPCOMING }).waitFor();
    await group.getByRole('row').filter({ hasText: SENIOR_NAME }).filter({ hasText: SENIOR_PAST }).waitFor();
    assert.equal((await columnNames(page, 'Group attendance'))[0], 'Name');
    await screenshot(page, 'attendance-03-group');

    await targets.getByRole('button', { name: 'My attendance' }).click();
    await page.getByRole('heading', { name: 'My attendance', level: 2 }).waitFor();
  });
});
