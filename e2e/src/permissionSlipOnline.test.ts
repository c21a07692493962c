// End-to-end journey (issue: parents sign the CAPF 60-80 online), in a real Chromium against the
// composed site: the fixture 'admin' (ManageEvent FULL in md001) makes an event whose required
// forms include the 60-80 with the fixture cadet committed, and requests the slips from the
// viewer's Permission slips panel; the parent opens the link from the local mailbox signed out
// (desktop and a 390 px phone), signs; the manager sees "Signed", then moves the event and the slip
// reads "Needs re-signing". Screenshots permissionSlipOnline-NN in e2e/output. The signed slip's
// PDF is not stored by the server yet, so its download is not part of the journey.
import { describe } from 'node:test';
import assert from 'node:assert/strict';
import { newEventContent, SLIP_TOKEN_REFUSALS } from '@portal/contracts';
import type { Page } from 'playwright-core';
import { siteForThisFile } from './browser.ts';
import { call, createEvent, FIXTURE, HOUR, journeySteps, nyLocal } from './eventSteps.ts';
import { findLink, waitForMail } from './mailbox.ts';
import { screenshot } from './site.ts';

const site = siteForThisFile();
const { signedIn, step } = journeySteps(site, 'permissionSlipOnline');
const NAME = `Glider camp ${Date.now().toString(36)}`;
/** The fixture cadet's parent (svc-identity demoData: CADETPARENTEMAIL parent.{last}@example.com). */
const PARENT = 'parent.cadet@example.com';
const GUARDIAN = 'Jamie Cadet';
const seenMail = new Set<string>();
let viewerPath = '';
let signLink = '';
let meet = 0;

const panel = (page: Page) => page.getByRole('region', { name: 'Permission slips' });
/** The state cell of the fixture cadet's row in the panel's table. */
const cadetState = (page: Page) => panel(page).getByRole('row', { name: /Casey/ }).locator('.slip-state');

/** The signing page opened signed out, in a fresh browser context of this width. */
async function parentPage(width: number): Promise<Page> {
  const context = await site().browser.newContext({ viewport: { width, height: width < 500 ? 844 : 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(15000);
  const link = new URL(signLink);
  await page.goto(`${site().base}${link.pathname}`);
  return page;
}

describe('the online CAPF 60-80: request, sign, signed, re-signing', () => {
  step('a FULL manager requests the slips from the event viewer; the parent is emailed', async () => {
    const page = await signedIn('admin', '/');
    const base = newEventContent(0);
    meet = Date.now() + 72 * HOUR;
    const id = await createEvent(page, meet, {
      name: NAME,
      startDateTime: meet + 900_000,
      endDateTime: meet + 8_100_000,
      pickupDateTime: meet + 9_000_000,
      meetLocation: 'Squadron hall',
      location: 'Frederick airfield',
      pickupLocation: 'Squadron hall',
      requiredForms: {
        ...base.requiredForms,
        values: base.requiredForms.labels.map((l) => l.includes('60-80')),
      },
    });
    viewerPath = `/eventviewer/${id}`;
    const added = await call(page, 'POST', `/api/events/${id}/attendance`, {
      memberID: { type: 'CAPNHQMember', id: FIXTURE.cadet },
      status: 'COMMITTEDATTENDED',
    });
    assert.equal(added.status, 201, JSON.stringify(added.body));

    await page.goto(`${site().base}${viewerPath}`);
    await cadetState(page).filter({ hasText: 'Not requested' }).waitFor();
    await panel(page).getByRole('button', { name: 'Request permission slips' }).click();
    const confirm = page.getByRole('dialog', { name: 'Request permission slips' });
    await confirm.getByRole('button', { name: 'Send requests' }).click();
    await panel(page)
      .getByText(/Permission slip emails sent for 1 cadet: .*Casey/)
      .waitFor();
    await cadetState(page).filter({ hasText: 'Sent' }).waitFor();
    await panel(page)
      .getByText(/Still missing \(1 of 1\)/)
      .waitFor();
    await screenshot(page, 'permissionSlipOnline-01-requested');

    const mail = await waitForMail(site().mailDir, (m) => m.to.includes(PARENT), seenMail, 60_000);
    signLink = mail.link || findLink(mail.text, '/permissionslips/sign/') || '';
    assert.match(new URL(signLink).pathname, /^\/permissionslips\/sign\/[A-Za-z0-9_-]{43}$/, mail.text);
  });

  step('the parent opens the link signed out, reads the slip and signs it', async () => {
    const phone = await parentPage(390);
    await phone.getByRole('heading', { name: 'Cadet activity permission slip (CAPF 60-80)' }).waitFor();
    await phone.getByText('Frederick airfield').first().waitFor();
    assert.equal(await phone.locator('meta[name="robots"]').getAttribute('content'), 'noindex, nofollow');
    await screenshot(phone, 'permissionSlipOnline-02-sign-phone');
    // readable on a phone: nothing wider than the screen
    const wide = await phone.evaluate(() =>
      [...document.querySelectorAll('body *')]
        .filter((el) => el.getBoundingClientRect().right > 391)
        .map((el) => `${el.tagName}.${el.className}`)
        .slice(0, 8),
    );
    assert.deepEqual(wide, [], 'elements wider than 390 px');
    await phone.context().close();

    const page = await parentPage(1280);
    await page.getByRole('heading', { name: 'Cadet activity permission slip (CAPF 60-80)' }).waitFor();
    await page.getByText(nyLocal(meet).slice(11), { exact: false }).first().waitFor();
    await page.getByLabel('Your full name').fill(GUARDIAN);
    await page.getByLabel('Relationship to the cadet').fill('Mother');
    await page.getByLabel('Phone during the activity').fill('410-555-0100');
    await page.getByLabel('Signature', { exact: true }).fill(GUARDIAN);
    await page.getByRole('checkbox', { name: /I give permission/ }).check();
    await screenshot(page, 'permissionSlipOnline-03-sign-desktop');
    await page.getByRole('button', { name: 'Sign', exact: true }).click();
    await page.getByText('Thank you. The permission slip is signed.').waitFor();

    // single use: the same link now reads the "answered" page, never the form
    await page.goto(`${site().base}${new URL(signLink).pathname}`);
    await page.getByText(SLIP_TOKEN_REFUSALS.used.message).waitFor();
    assert.equal(await page.getByRole('button', { name: 'Sign', exact: true }).count(), 0);
    await screenshot(page, 'permissionSlipOnline-04-link-used');
    await page.context().close();
  });

  step('the manager sees "Signed" with the time, in the panel and the attendance list', async () => {
    const page = await signedIn('admin', viewerPath);
    await cadetState(page)
      .filter({ hasText: /^Signed \d\d:\d\d on / })
      .waitFor();
    await panel(page).getByText('Every cadet has answered.').waitFor();
    await panel(page).getByRole('cell', { name: GUARDIAN, exact: true }).waitFor();
    await page
      .getByRole('listitem', { name: /Casey/ })
      .getByText(/Permission slip: Signed/)
      .waitFor();
    await screenshot(page, 'permissionSlipOnline-05-signed');
  });

  step('the manager moves the meet time; the slip needs re-signing', async () => {
    const page = await signedIn('admin', viewerPath);
    await page.getByRole('button', { name: 'Move event', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Move event' });
    await dialog.getByLabel('New meet date and time', { exact: true }).fill(nyLocal(meet + HOUR));
    await dialog.getByRole('button', { name: 'OK', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    await cadetState(page)
      .filter({ hasText: /^Needs re-signing \(.*Meet time/ })
      .waitFor();
    await screenshot(page, 'permissionSlipOnline-06-needs-resigning');
  });
});
