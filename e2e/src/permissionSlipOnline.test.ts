// End-to-end journey (issue: parents sign the CAPF 60-80 online), in a real Chromium against the
// composed site: the fixture 'admin' (ManageEvent FULL in md001) makes an event whose required
// forms include the 60-80 with the fixture cadet committed, and requests the slips from the
// viewer's Permission slips panel; the parent opens the link from the local mailbox signed out
// (desktop and a 390 px phone), signs; the manager sees "Signed" and downloads the signed slip's PDF
// through the event's download (its text read with pdfjs-dist: the guardian, the signature, the
// activity and the content hash; its page as PNG, permissionSlipOnline-pdf-p1.png), the cadet may
// fetch it too and the 'senior' and the 'staff' cadet (below FULL for the event) are refused; then the manager moves the event and the slip reads "Needs re-signing", its PDF now
// the previous signature's, and withdraws the new link after confirming. Screenshots
// permissionSlipOnline-NN in e2e/output.
import { describe } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { newEventContent, SLIP_TOKEN_REFUSALS } from '@portal/contracts';
import type { Page } from 'playwright-core';
import { siteForThisFile } from './browser.ts';
import { call, createEvent, FIXTURE, HOUR, journeySteps, nyLocal } from './eventSteps.ts';
import { findLink, waitForMail } from './mailbox.ts';
import { savePdfPages } from './pdfPng.ts';
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
let pdfHref = '';

const panel = (page: Page) => page.getByRole('region', { name: 'Permission slips' });
/** The state cell of the fixture cadet's row in the panel's table. */
const cadetState = (page: Page) => panel(page).getByRole('row', { name: /Casey/ }).locator('.slip-state');

/** Every page's text of a PDF file, as a reader extracts it. */
async function pdfText(path: string): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(await readFile(path)), isEvalSupported: false })
    .promise;
  const texts: string[] = [];
  for (let n = 1; n <= pdf.numPages; n += 1) {
    const content = await (await pdf.getPage(n)).getTextContent();
    texts.push(content.items.map((i) => ('str' in i ? i.str : '')).join(' '));
  }
  await pdf.destroy();
  return texts.join(' ').replace(/\s+/g, ' ');
}

/** The status of a GET from the page's session (the body is not read as JSON: it may be a PDF). */
const statusOf = (page: Page, path: string): Promise<number> =>
  page.evaluate(async (url) => (await fetch(url)).status, path);

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
    await page.getByLabel('Alternate phone').fill('410-555-0199');
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

  step(
    'the manager downloads the signed PDF: guardian, signature, activity and content hash in it',
    async () => {
      const page = await signedIn('admin', viewerPath);
      const row = panel(page).getByRole('row', { name: /Casey/ });
      const link = row.getByRole('link', { name: 'Signed slip (PDF)' });
      await link.waitFor();
      await row.getByText('(current signature)').waitFor();
      pdfHref = (await link.getAttribute('href')) ?? '';
      // the event's own download of the slip, not the drive's (whose grants do not know managers)
      assert.match(
        pdfHref,
        new RegExp(`^/api/events/\\d+/permissionslips/CAPNHQMember/${FIXTURE.cadet}/pdf$`),
      );
      await panel(page).scrollIntoViewIfNeeded();
      await screenshot(page, 'permissionSlipOnline-06-signed-pdf-link');
      const [download] = await Promise.all([
        page.waitForEvent('download', { timeout: 30_000 }),
        link.click(),
      ]);
      assert.match(download.suggestedFilename(), /^CAPF6080-md001-\d+-510004-signed-\d{8}T\d{4}Z\.pdf$/);
      const saved = (await download.path())!;
      // its pages as PNG to look at: e2e/output/permissionSlipOnline-pdf-p1.png
      const sizes = await savePdfPages(saved, 'permissionSlipOnline-pdf');
      assert.deepEqual(sizes[0], [612, 792]);
      const text = await pdfText(saved);
      for (const part of [
        'Cadet Activity Permission Slip',
        'CAPF 60-80',
        NAME,
        'Frederick airfield',
        'ELECTRONIC SIGNATURE RECORD',
        GUARDIAN,
        `/s/ ${GUARDIAN}`,
        'Mother',
        '410-555-0100',
        '410-555-0199',
      ])
        assert.ok(text.includes(part), `${part} in: ${text}`);
      assert.match(text, /Content hash \(SHA-256\) [0-9a-f]{64}/, text);
    },
  );

  step('the cadet may fetch their signed slip; other members are refused', async () => {
    const cadet = await signedIn('cadet', viewerPath);
    const card = cadet.getByRole('listitem', { name: /Casey/ });
    await card.getByRole('link', { name: 'Signed slip (PDF)' }).waitFor();
    assert.equal(await card.getByRole('link', { name: 'Signed slip (PDF)' }).getAttribute('href'), pdfHref);
    assert.equal(await statusOf(cadet, pdfHref), 200);
    await screenshot(cadet, 'permissionSlipOnline-07-cadet-card');
    const senior = await signedIn('senior', '/');
    assert.equal(await statusOf(senior, pdfHref), 403);
    // another cadet, with event management below FULL (ADDDRAFTEVENTS)
    const staff = await signedIn('staff', '/');
    assert.equal(await statusOf(staff, pdfHref), 403);
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
    // the PDF stays, now marked as the previous signature's
    await panel(page)
      .getByRole('row', { name: /Casey/ })
      .getByText('(previous signature, no longer current)')
      .waitFor();
    await screenshot(page, 'permissionSlipOnline-08-needs-resigning');
  });

  step(
    'withdrawing the re-signing link asks first; the parent’s new link then says it was withdrawn',
    async () => {
      const mail = await waitForMail(site().mailDir, (m) => m.to.includes(PARENT), seenMail, 60_000);
      const resignLink = mail.link || findLink(mail.text, '/permissionslips/sign/') || '';
      assert.match(new URL(resignLink).pathname, /^\/permissionslips\/sign\/[A-Za-z0-9_-]{43}$/, mail.text);
      const page = await signedIn('admin', viewerPath);
      const row = panel(page).getByRole('row', { name: /Casey/ });
      await row.getByRole('button', { name: 'Withdraw link' }).click();
      const dialog = page.getByRole('dialog', { name: 'Withdraw link' });
      await dialog.getByText(/Withdraw the signing link sent for .*Casey/).waitFor();
      await screenshot(page, 'permissionSlipOnline-09-withdraw-confirm');
      await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
      await dialog.waitFor({ state: 'hidden' });
      await row.getByRole('button', { name: 'Withdraw link' }).click();
      await dialog.getByRole('button', { name: 'Withdraw link', exact: true }).click();
      await panel(page)
        .getByText(/The signing link for .*Casey.* was withdrawn\./)
        .waitFor();
      signLink = resignLink;
      const parent = await parentPage(1280);
      await parent.getByText(SLIP_TOKEN_REFUSALS.revoked.message).waitFor();
      await parent.context().close();
    },
  );
});
