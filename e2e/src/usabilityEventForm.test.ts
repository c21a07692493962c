// End-to-end journeys of the usability pass over "create, copy and move an event",
// each on the width where it was seen: desktop (1280 px) for the points of contact by name, the form
// that greeted with errors and lost work, and Copy; a 390 px phone for the form's missing-fields
// list and for a cancelled event. The fixture 'admin' (ManageEvent FULL in md001) manages; the
// fixture 'cadet' (Casey … Cadet, 510004) is the point of contact and the member who may not sign
// up. Screenshots usability26-01..NN in e2e/output.
import { describe } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { sideNavigation, siteForThisFile } from './browser.ts';
import { call, createEvent, FIXTURE, HOUR, journeySteps } from './eventSteps.ts';
import { join } from 'node:path';
import { outputDir } from './site.ts';

const site = siteForThisFile();
const { signedIn, step } = journeySteps(site, 'usability26');
const tag = Date.now().toString(36);
const OPEN = `Radio night ${tag}`;
const CANCELLED = `Cancelled field trip ${tag}`;
const MEET = Math.ceil((Date.now() + 9 * 24 * HOUR) / 900_000) * 900_000;
const CADET_NAME = /Casey .*Cadet/;
const PHONE = { width: 390, height: 844 };

let openID = 0;
let cancelledID = 0;

/** What the person sees: the window only (a full-page capture moves sticky bars and dialogs). */
const screenshot = (page: Page, name: string) => page.screenshot({ path: join(outputDir, `${name}.png`) });

const form = (page: Page) => page.locator('form').filter({ has: page.getByLabel('Event name') });

describe('the event form and copy, as managers use them', () => {
  step('a manager has an upcoming event and a cancelled one', async () => {
    const page = await signedIn('admin', '/');
    const places = { meetLocation: 'Hangar 2', location: 'Radio room', pickupLocation: 'Hangar 2' };
    const times = {
      startDateTime: MEET + 900_000,
      endDateTime: MEET + 2 * HOUR,
      pickupDateTime: MEET + 3 * HOUR,
    };
    openID = await createEvent(page, MEET, { ...places, ...times, name: OPEN });
    cancelledID = await createEvent(page, MEET, {
      ...places,
      ...times,
      name: CANCELLED,
      status: 'CANCELLED',
    });
  });

  step('desktop: a point of contact is found by name with the member picker', async () => {
    const page = await signedIn('admin', '/eventform');
    await page.getByRole('button', { name: 'Find member by name', exact: true }).click();
    const picker = page.getByRole('dialog', { name: 'Select a point of contact' });
    await picker.getByLabel('Filter by name').fill('Cadet');
    await picker.getByRole('option', { name: CADET_NAME }).click();
    await page.waitForTimeout(400);
    await screenshot(page, 'usability26-01-poc-picker');
    await picker.getByRole('button', { name: 'Select', exact: true }).click();
    const poc = page.getByRole('group', { name: 'Point of contact 1' });
    await poc.getByText(CADET_NAME).waitFor();
    assert.equal(await poc.getByLabel('Contact CAPID').inputValue(), String(FIXTURE.cadet));
    // the spec's number path stays: a surname typed in the number box is refused in its words
    await page.getByLabel('CAPID of internal contact').fill('Cadet');
    await page.getByRole('button', { name: 'Add internal point of contact', exact: true }).click();
    await page.getByText('Invalid CAPID', { exact: true }).waitFor();
    await poc.scrollIntoViewIfNeeded();
    await screenshot(page, 'usability26-02-poc-added');
  });

  step('desktop: a blank form is not red; the missing list links to fields; leaving asks', async () => {
    const page = await signedIn('admin', '/eventform');
    const create = page.getByRole('button', { name: 'Create event', exact: true });
    await create.waitFor();
    assert.equal(await create.isDisabled(), true);
    // nothing red on a form nobody has touched
    assert.equal(await form(page).getByRole('alert').count(), 0);
    const missing = page.locator('#evt-missing-fields');
    await missing.getByText('To create the event, fix:').waitFor();
    assert.equal(await create.getAttribute('aria-describedby'), 'evt-missing-fields');
    await create.scrollIntoViewIfNeeded();
    await screenshot(page, 'usability26-03-blank-form-missing-list');
    await missing.getByRole('link', { name: 'Meet location', exact: true }).click();
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'evt-field-meetLocation');
    await form(page).getByText('Event must have a meet location', { exact: true }).waitFor();

    // §4 the meet location is copied on leaving it; the copy is selected, so typing replaces it
    await page.keyboard.type('Squadron HQ');
    await page.keyboard.press('Tab');
    const eventLocation = page.getByLabel('Event location', { exact: true });
    assert.equal(await eventLocation.inputValue(), 'Squadron HQ');
    await eventLocation.click();
    await page.keyboard.type('Camp Fretterd');
    assert.equal(await eventLocation.inputValue(), 'Camp Fretterd');
    assert.equal(await page.getByLabel('Pickup location', { exact: true }).inputValue(), 'Squadron HQ');

    // leaving half-filled work asks first; staying keeps it
    await page.getByLabel('Event name', { exact: true }).fill('Half-planned bivouac');
    await sideNavigation(page).getByRole('link', { name: 'Home', exact: true }).click();
    const ask = page.getByRole('dialog', { name: 'Leave this page?' });
    await ask.waitFor();
    await page.waitForTimeout(400); // the dialog's 250 ms fade-in
    await screenshot(page, 'usability26-04-leave-asks');
    await ask.getByRole('button', { name: 'Stay on this page', exact: true }).click();
    assert.equal(new URL(page.url()).pathname, '/eventform');
    assert.equal(await page.getByLabel('Event name', { exact: true }).inputValue(), 'Half-planned bivouac');
    await sideNavigation(page).getByRole('link', { name: 'Home', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Leave this page?' })
      .getByRole('button', { name: 'Leave and lose changes', exact: true })
      .click();
    await page.waitForURL((url) => url.pathname === '/');
  });

  step('phone, 390 px: the reason Create event is disabled is beside the button', async () => {
    const page = await signedIn('admin', '/eventform');
    await page.setViewportSize(PHONE);
    const create = page.getByRole('button', { name: 'Create event', exact: true });
    await create.waitFor();
    const missing = page.locator('#evt-missing-fields');
    await missing.getByRole('link', { name: 'Event name', exact: true }).waitFor();
    // the button and its reasons stay on screen while the top of the form is filled in
    await page.getByLabel('Event name', { exact: true }).fill('Phone planned');
    const box = await create.boundingBox();
    assert.ok(
      box && box.y + box.height <= PHONE.height,
      `Create event is on screen (${JSON.stringify(box)})`,
    );
    assert.equal(await missing.getByRole('link', { name: 'Event name', exact: true }).count(), 0);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(width <= PHONE.width, `no sideways scroll (${width} px)`);
    await screenshot(page, 'usability26-05-phone-form');
  });

  step("desktop: after Copy the copy says 'Copied as event N' and links back", async () => {
    const page = await signedIn('admin', `/eventviewer/${openID}`);
    await page.getByRole('button', { name: 'Copy event', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Copy event' });
    const fate = dialog.getByRole('group', { name: 'This event after copying' });
    await fate.getByLabel('Keep this event as it is; the copy gets the status chosen above').waitFor();
    await fate.getByLabel('Cancel this event and move to the copy (it keeps the status Confirmed)').waitFor();
    await page.waitForTimeout(400);
    await screenshot(page, 'usability26-06-copy-dialog');
    await dialog.getByRole('button', { name: 'OK', exact: true }).click();
    await page.waitForURL(
      (url) => url.pathname.startsWith('/eventviewer/') && !url.pathname.startsWith(`/eventviewer/${openID}`),
    );
    const copyID = Number(new URL(page.url()).pathname.split('/')[2]!.split('-')[0]);
    assert.notEqual(copyID, openID);
    const note = page.getByRole('status').filter({ hasText: 'Copied as event' });
    assert.equal(
      (await note.textContent())?.trim(),
      `Copied as event ${copyID}. Original: ${OPEN} (event ${openID})`,
    );
    await screenshot(page, 'usability26-07-copied-note');
    await note.getByRole('link').click();
    await page.waitForURL((url) => url.pathname.startsWith(`/eventviewer/${openID}`));
    await page.getByRole('heading', { level: 1, name: OPEN }).waitFor();
    // the copy shares the original's name, so wait for the copy's page to go, not for the heading
    await page.getByText('Copied as event', { exact: false }).waitFor({ state: 'detached' });

    // copy-move: this event is cancelled, and the copy's note says so
    await page.getByRole('button', { name: 'Copy event', exact: true }).click();
    const again = page.getByRole('dialog', { name: 'Copy event' });
    await again.getByLabel('Cancel this event and move to the copy', { exact: false }).check();
    await again.getByRole('button', { name: 'OK', exact: true }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `The original has been cancelled: ${OPEN} (event ${openID})` })
      .waitFor();
    await screenshot(page, 'usability26-07b-copy-moved-note');
    const original = await call(page, 'GET', `/api/events/${openID}/viewer`);
    assert.equal((original.body as { event: { status: string } }).event.status, 'CANCELLED');
  });

  step("phone, 390 px: a cancelled event shows its status and 'This event has been cancelled'", async () => {
    const page = await signedIn('cadet', `/eventviewer/${cancelledID}`);
    await page.setViewportSize(PHONE);
    await page.getByRole('heading', { level: 1, name: CANCELLED }).waitFor();
    const status = page.getByText('Status: Cancelled!', { exact: true });
    const box = await status.boundingBox();
    assert.ok(
      box && box.y + box.height <= PHONE.height,
      `the status is on the first screen (${JSON.stringify(box)})`,
    );
    await screenshot(page, 'usability26-08-phone-cancelled-top');
    const signup = page.locator('section#signup');
    await signup.getByText('This event has been cancelled', { exact: true }).waitFor();
    assert.equal(await signup.getByRole('button', { name: 'Sign up', exact: true }).count(), 0);
    await signup.scrollIntoViewIfNeeded();
    await screenshot(page, 'usability26-09-phone-cancelled-signup');
    // the server refuses too, in the same words
    const refused = await call(page, 'POST', `/api/events/${cancelledID}/attendance`, {
      memberID: { type: 'CAPNHQMember', id: FIXTURE.cadet },
      status: 'COMMITTEDATTENDED',
      comments: '',
      planToUseCAPTransportation: false,
      customAttendanceFieldValues: [],
      shiftTime: null,
    });
    assert.equal(refused.status, 400);
    assert.equal((refused.body as { message: string }).message, 'This event has been cancelled');
  });
});
