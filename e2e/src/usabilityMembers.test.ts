// End-to-end journeys of the usability pass over "find a member, move them to a flight, set a
// permission" and "take attendance", each on the width where it was seen. Desktop (1280 px): the
// fixture 'admin' (a unit commander, Admin preset in md001) finds the fixture 'cadet' (Casey Cadet,
// 510004, Alpha) by surname in Find Member and follows the result's links, which open each page on
// that member: flight assignment (moved to Bravo), permission management (Cadet Staff), and (after
// the attendance journey) their attendance record.
// A 390 px phone: the fixture 'manager' records the cadet's attendance; the cadet edits their own
// record and is offered attend, not attend or rescind, never 'No show', which the server refuses too.
// Screenshots usability26-members-NN in e2e/output.
import { describe } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { siteForThisFile } from './browser.ts';
import { call, createEvent, FIXTURE, HOUR, journeySteps } from './eventSteps.ts';
import { outputDir } from './site.ts';

const site = siteForThisFile();
const { signedIn, step } = journeySteps(site, 'usability26-members');
const PHONE = { width: 390, height: 844 };
const CADET = 'Casey Cadet';
/** The cadet's full name as pages show it (rank and middle initial). */
const CADET_FULL = 'Casey .*Cadet';
const CADET_REF = `CAPNHQMember-${FIXTURE.cadet}`;
const EVENT = `Drill night ${Date.now().toString(36)}`;
const MEET = Math.ceil((Date.now() + 6 * 24 * HOUR) / 900_000) * 900_000;

let eventID = 0;

/** What the person sees: the window only. */
const screenshot = (page: Page, name: string) =>
  page.screenshot({ path: join(outputDir, `usability26-members-${name}.png`) });

/** Find Member on the dashboard: the cadet's result row, searched by surname. */
async function findCadet(page: Page) {
  const widget = page.getByRole('region', { name: 'Find Member' });
  await widget.getByLabel('Last name', { exact: true }).fill('Cadet');
  const row = widget
    .getByRole('list', { name: 'Members found' })
    .getByRole('listitem')
    .filter({ hasText: new RegExp(CADET_FULL) });
  await row.waitFor();
  return row;
}

describe('find a member, move them to a flight, set a permission', () => {
  step('desktop: Find Member links a result to the flight, permissions and attendance pages', async () => {
    const page = await signedIn('admin', '/admin');
    const row = await findCadet(page);
    assert.match((await row.textContent()) ?? '', /Alpha Flight/);
    for (const name of ['Attendance', 'Flight', 'Permissions']) {
      const link = row.getByRole('link', { name: `${name} of ${CADET}`, exact: true });
      assert.equal((await link.textContent())?.trim(), name);
    }
    // the fixture admin is not the privileged user: no Sign in as
    assert.equal(await row.getByRole('button', { name: /Sign in as/ }).count(), 0);
    await row.scrollIntoViewIfNeeded();
    await screenshot(page, '01-find-member-links');

    await row.getByRole('link', { name: `Flight of ${CADET}`, exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/admin/flightassign');
    assert.equal(new URL(page.url()).searchParams.get('member'), CADET_REF);
    const focus = page.getByRole('region', { name: new RegExp(`^Flight of .*${CADET_FULL}$`) });
    await focus.getByText('In Alpha Flight.', { exact: true }).waitFor();
    const card = page.locator(`[data-member="${CADET_REF}"]`);
    assert.match((await card.getAttribute('class')) ?? '', /is-focused/);
    await screenshot(page, '02-flight-opened-on-member');

    await focus.getByLabel(new RegExp(`^Move .*${CADET_FULL} to$`)).selectOption('Bravo');
    await focus.getByText('Moved to Bravo: Save to keep it.', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Saved!', { exact: true }).waitFor();
    await page
      .getByRole('region', { name: 'Bravo', exact: true })
      .locator(`[data-member="${CADET_REF}"]`)
      .waitFor();
    await screenshot(page, '03-flight-moved-saved');
    // the move is stored: a fresh load of the board shows it
    await page.reload();
    await page
      .getByRole('region', { name: new RegExp(`^Flight of .*${CADET_FULL}$`) })
      .getByText('In Bravo Flight.', { exact: true })
      .waitFor();
  });

  step(
    'desktop: the Permissions link opens permission management on the member; a level is set',
    async () => {
      const page = await signedIn('admin', '/admin');
      const row = await findCadet(page);
      // the move of the step before shows in the result
      assert.match((await row.textContent()) ?? '', /Bravo Flight/);
      await row.getByRole('link', { name: `Permissions of ${CADET}`, exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/admin/permissions');
      const list = page.getByRole('list', { name: 'Members with permissions' });
      const first = list.locator(':scope > li').first();
      await first.getByRole('heading', { level: 2, name: new RegExp(CADET_FULL) }).waitFor();
      assert.match((await first.getAttribute('class')) ?? '', /is-focused/);
      assert.equal(await first.getByTestId('derived-level').textContent(), 'Member');
      await screenshot(page, '04-permissions-opened-on-member');

      await first.getByLabel(new RegExp(`^Permission level for .*${CADET_FULL}$`)).selectOption('CadetStaff');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await page.getByRole('status').filter({ hasText: 'Saved!' }).waitFor();
      assert.equal(await first.getByTestId('derived-level').textContent(), 'Cadet Staff');
      await screenshot(page, '05-permission-saved');
      // stored: the page loaded afresh still opens on the member, now Cadet Staff
      await page.reload();
      const again = page
        .getByRole('list', { name: 'Members with permissions' })
        .locator(':scope > li')
        .first();
      await again.getByRole('heading', { level: 2, name: new RegExp(CADET_FULL) }).waitFor();
      assert.equal(await again.getByTestId('derived-level').textContent(), 'Cadet Staff');
    },
  );
});

describe('take attendance', () => {
  step('a manager records attendance for an event by member number', async () => {
    const page = await signedIn('manager', '/');
    eventID = await createEvent(page, MEET, {
      name: EVENT,
      meetLocation: 'Squadron HQ',
      location: 'Drill pad',
      pickupLocation: 'Squadron HQ',
      startDateTime: MEET + 900_000,
      endDateTime: MEET + 2 * HOUR,
      pickupDateTime: MEET + 2 * HOUR + 900_000,
    });
    await page.goto(`${site().base}/multiadd/${eventID}`);
    await page.getByRole('heading', { name: 'Add attendance' }).waitFor();
    await page.getByLabel('CAP ID').fill(String(FIXTURE.cadet));
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByText(/^Added .*Cadet$/).waitFor();
    await screenshot(page, '07-manager-adds-attendance');
    await page.goto(`${site().base}/eventviewer/${eventID}`);
    const attendees = page.getByRole('list', { name: 'Attendees' });
    await attendees.getByRole('listitem', { name: new RegExp(CADET_FULL) }).waitFor();
    await attendees.scrollIntoViewIfNeeded();
    await screenshot(page, '08-manager-sees-record');
  });

  step("phone, 390 px: the cadet edits their own record and is not offered 'No show'", async () => {
    const page = await signedIn('cadet', `/eventviewer/${eventID}`);
    await page.setViewportSize(PHONE);
    const signup = page.locator('section#signup');
    const status = signup.getByLabel('Status', { exact: true });
    await status.waitFor();
    const offered = (await status.locator('option').allTextContents()).map((t) => t.trim());
    assert.deepEqual(offered, [
      'Committed/Attended',
      'Rescinded commitment to attend',
      'Not planning to attend',
    ]);
    await status.scrollIntoViewIfNeeded();
    await screenshot(page, '09-phone-own-record-choices');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(width <= PHONE.width, `no sideways scroll (${width} px)`);

    await status.selectOption({ label: 'Not planning to attend' });
    await signup.getByRole('button', { name: 'Update sign-up', exact: true }).click();
    await signup.getByText('Your sign-up has been saved.', { exact: true }).waitFor();
    // the viewer reloads after a save: the form is back on the saved record
    await signup.getByRole('button', { name: 'Update sign-up', exact: true }).waitFor();
    assert.equal(await status.inputValue(), 'NOTPLANNINGTOATTEND');
    await screenshot(page, '10-phone-own-record-saved');

    // the server refuses the member's own 'No show' too, and keeps the record
    const refused = await call(page, 'PUT', `/api/events/${eventID}/attendance`, {
      memberID: { type: 'CAPNHQMember', id: FIXTURE.cadet },
      status: 'NOSHOW',
    });
    assert.equal(refused.status, 403);
    assert.equal(
      (refused.body as { message: string }).message,
      "Only an attendance manager can mark a record 'No show'",
    );
    const records = await call(page, 'GET', `/api/events/${eventID}/attendance`);
    const mine = (records.body as { memberID: { id: number }; status: string }[]).find(
      (r) => r.memberID.id === FIXTURE.cadet,
    );
    assert.equal(mine?.status, 'NOTPLANNINGTOATTEND');
  });

  step(
    "desktop: Find Member's Attendance link opens the attendance view on the member's records",
    async () => {
      const page = await signedIn('admin', '/admin');
      const row = await findCadet(page);
      await row.getByRole('link', { name: `Attendance of ${CADET}`, exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/admin/attendance');
      const records = page.getByRole('table', { name: new RegExp(`^Attendance for .*${CADET_FULL}$`) });
      // the record the cadet changed on the phone, with its status
      await records
        .getByRole('row')
        .filter({ hasText: EVENT })
        .filter({ hasText: 'Not planning to attend' })
        .waitFor();
      await screenshot(page, '11-attendance-opened-on-member');
    },
  );
});
