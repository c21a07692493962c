// End-to-end journeys (email selectors and contact lists) in a real Chromium
// against the composed site with the fixtures of svc-identity/src/seed/demoData.ts: md001 has 60
// members; flight Alpha holds ten cadets (staff, the Cadet Flight Commander, among them). Val and
// Taylor Dunmore are siblings sharing parent.dunmore@example.com; Finley and Harper Pinecrest share
// parent.pinecrest@example.com. The flight commander's journey first has admin add a prospective
// cadet to Alpha with only a parent address, for the missing-email warning.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { siteForThisFile, signIn as signInAt, withPage as withPageOf } from './browser.ts';
import { fixturePassword, screenshot } from './site.ts';

const site = siteForThisFile();
const signIn = (page: Page, username: string, returnUrl: string) =>
  signInAt(page, site().base, username, fixturePassword, returnUrl);
const withPage = (journey: (page: Page) => Promise<void>) => withPageOf(site, journey);

const output = (page: Page) => page.getByTestId('email-output');
const outputText = async (page: Page) => ((await output(page).textContent()) ?? '').trim();
const memberBoxes = (page: Page) => page.getByRole('list', { name: 'Members' }).getByRole('checkbox');
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

/** Waits until the output box holds exactly `text` (the page recomputes it on every change). */
async function expectOutput(page: Page, text: string) {
  await page
    .waitForFunction(
      ([expected]) =>
        document.querySelector('[data-testid="email-output"]')?.textContent?.trim() === expected,
      [text],
      { timeout: 10_000 },
    )
    .catch(() => {});
  assert.equal(await outputText(page), text);
}

/** Alpha by last name, then first name; each member's address, then their parent's (once). */
const ALPHA_WITH_PARENTS = [
  'casey.cadet@example.com',
  'parent.cadet@example.com',
  'taylor.dunmore@example.com',
  'parent.dunmore@example.com',
  'val.dunmore@example.com',
  'logan.fallowmere@example.com',
  'parent.fallowmere@example.com',
  'noel.juniperton@example.com',
  'parent.juniperton@example.com',
  'finley.pinecrest@example.com',
  'parent.pinecrest@example.com',
  'harper.pinecrest@example.com',
  'parent.prospect@example.com',
  'sam.staffer@example.com',
  'parent.staffer@example.com',
  'blake.valemont@example.com',
  'parent.valemont@example.com',
  'zion.valemont@example.com',
].join('; ');
/** The same members' own first addresses only (the prospective cadet has none). */
const ALPHA_OWN = [
  'casey.cadet@example.com',
  'taylor.dunmore@example.com',
  'val.dunmore@example.com',
  'logan.fallowmere@example.com',
  'noel.juniperton@example.com',
  'finley.pinecrest@example.com',
  'harper.pinecrest@example.com',
  'sam.staffer@example.com',
  'blake.valemont@example.com',
  'zion.valemont@example.com',
].join('; ');

/** Admin adds a prospective cadet to Alpha whose only address is a parent's (a real call, with its token). */
async function addProspectiveCadetToAlpha() {
  const { page, context } = await site().newPage();
  try {
    await signIn(page, 'admin', '/admin');
    await page.getByRole('heading', { name: 'Administration', exact: true }).waitFor();
    // in the page, so the browser's own name resolution and session cookie are used
    const result = await page.evaluate(async () => {
      const { token } = (await (await fetch('/api/token')).json()) as { token: string };
      const res = await fetch('/api/member/account/capprospective/requestaccount', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          member: {
            contact: { CADETPARENTEMAIL: { PRIMARY: 'parent.prospect@example.com' } },
            flight: 'Alpha',
            nameFirst: 'Robin',
            nameLast: 'Prospect',
            nameMiddle: '',
            nameSuffix: '',
            seniorMember: false,
          },
          login: { type: 'SetNow', username: 'robin.prospect', password: 'E2e-Prospect-Pass-1!' },
          token,
        }),
      });
      return { status: res.status, text: await res.text() };
    });
    assert.equal(result.status, 200, result.text);
  } finally {
    await context.close();
  }
}

const WARNING = 'Warning: Some selected members do not have an email stored';

describe('email selectors and contact lists', () => {
  test(
    "admin: the output box holds the filtered members' unique addresses, with and without parent emails",
    withPage(async (page) => {
      await signIn(page, 'admin', '/emailselector');
      await page.getByRole('heading', { name: 'Email selector' }).waitFor();
      await page.getByText('Every member of the unit.').waitFor();
      assert.equal(await memberBoxes(page).count(), 60);
      assert.equal(await page.getByLabel('Add parent emails').isChecked(), true);
      await screenshot(page, 'email-01-admin-selector');

      await page.getByLabel('Show advanced filters').check();
      await page.getByLabel('Flight', { exact: true }).selectOption('Alpha');
      await page.getByLabel('Name pattern').fill('DUNMORE');
      await page.waitForFunction(
        () => document.querySelectorAll('ul[aria-label="Members"] input').length === 2,
      );
      await button(page, 'Select all visible').click();
      // sorted by last name, then first name: Taylor before Val; the siblings' parent address once
      await expectOutput(
        page,
        'taylor.dunmore@example.com; parent.dunmore@example.com; val.dunmore@example.com',
      );
      await screenshot(page, 'email-02-dunmore-with-parents');

      await page.getByLabel('Add parent emails').uncheck();
      await expectOutput(page, 'taylor.dunmore@example.com; val.dunmore@example.com');
      assert.equal(await page.getByText(WARNING).count(), 0);

      await button(page, 'Deselect all').click();
      await expectOutput(page, '');
      await page.getByLabel('Add parent emails').check();
      await page.getByLabel('Name pattern').fill('');
      // §5 normalisation: lowercase and a missing slash are fine
      await page.getByLabel('Rank from').fill('c/smsgt');
      await page.getByLabel('Rank to').fill('CCapt');
      await page.waitForFunction(
        () => document.querySelectorAll('ul[aria-label="Members"] input').length === 4,
      );
      await button(page, 'Select all visible').click();
      await expectOutput(
        page,
        'val.dunmore@example.com; parent.dunmore@example.com; noel.juniperton@example.com; parent.juniperton@example.com; sam.staffer@example.com; parent.staffer@example.com; zion.valemont@example.com; parent.valemont@example.com',
      );
      await screenshot(page, 'email-03-rank-range');

      // rank filters match only cadets or prospective members
      await page.getByLabel('Senior Members').check();
      await page.getByText('No members match the filters').waitFor();

      // a click selects the whole output
      await output(page).click();
      const selected = await page.evaluate(() => window.getSelection()?.toString().trim());
      assert.equal(selected, await outputText(page));
    }),
  );

  test(
    'a Cadet Flight Commander (staff, Alpha) sees only their flight: selector, flight contact, squadron contact, widget',
    withPage(async (page) => {
      await addProspectiveCadetToAlpha();
      await signIn(page, 'staff', '/admin');
      const widget = page.getByTestId('widget-flight-contact');
      await widget.getByText('There are 11 members in your flight, Alpha.').waitFor();
      await screenshot(page, 'email-04-staff-dashboard');

      await widget.getByRole('link', { name: 'Email selector' }).click();
      await page.getByText('The members of your flight, Alpha.').waitFor();
      assert.equal(await memberBoxes(page).count(), 11);
      await button(page, 'Select all').click();
      await expectOutput(page, ALPHA_WITH_PARENTS);
      assert.equal(await page.getByText(WARNING).count(), 0);
      await page.getByLabel('Add parent emails').uncheck();
      await expectOutput(page, ALPHA_OWN);
      await page.getByText(WARNING).waitFor();
      await screenshot(page, 'email-05-staff-without-parents-warning');
      await page.getByLabel('Add parent emails').check();
      await page.getByLabel('Show advanced filters').check();
      assert.equal(await page.getByLabel('Flight', { exact: true }).count(), 0);
      await screenshot(page, 'email-06-staff-selector-filters');

      await page.goto(`${site().base}/admin/flightcontact`);
      await page.getByRole('heading', { name: 'Flight contact' }).waitFor();
      const rows = page.getByRole('table').getByRole('row');
      await page.waitForFunction(() => document.querySelectorAll('table tbody tr').length === 11);
      const flights = await rows.locator('td:nth-child(3)').allTextContents();
      assert.deepEqual([...new Set(flights)], ['Alpha']);
      assert.equal(await page.getByLabel('Flight', { exact: true }).count(), 0);
      const staffRow = page.getByRole('row', { name: /Sam P Staffer/ });
      await staffRow.getByText('(410)555-0103').waitFor();
      await screenshot(page, 'email-07-staff-flight-contact');

      await page.goto(`${site().base}/admin/squadroncontact`);
      await page.getByRole('heading', { name: 'Squadron contact' }).waitFor();
      await page.waitForFunction(() => document.querySelectorAll('table tbody tr').length === 11);
    }),
  );

  test(
    "a plain cadet gets 'You do not have permission to do that' on the email selector",
    withPage(async (page) => {
      await signIn(page, 'cadet', '/admin/emaillist');
      await page.getByRole('alert').getByText('You do not have permission to do that').waitFor();
      await screenshot(page, 'email-08-cadet-refused');
    }),
  );

  test(
    'manager: flight contact of another flight (command group filter) and the team email selector of team 0',
    withPage(async (page) => {
      await signIn(page, 'manager', '/admin/flightcontact');
      await page.getByRole('heading', { name: 'Flight contact' }).waitFor();
      await page.getByLabel('Flight', { exact: true }).selectOption('Bravo');
      await page.waitForFunction(() => document.querySelectorAll('table tbody tr').length === 16);
      const emails = (await page.getByTestId('contact-emails').textContent()) ?? '';
      assert.match(emails, /parent\./);
      assert.doesNotMatch(emails, /sam\.staffer/);
      await screenshot(page, 'email-09-manager-flight-contact-bravo');

      await page.goto(`${site().base}/team/emails/0`);
      await page.getByRole('heading', { name: 'Team email selector' }).waitFor();
      await button(page, 'Select all').click();
      const text = await outputText(page);
      assert.match(text, /sam\.staffer@example\.com/);
      assert.doesNotMatch(text, /casey\.cadet@example\.com/);
      await screenshot(page, 'email-10-team-zero-selector');
    }),
  );
});
