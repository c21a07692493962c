// End-to-end journey (prospective members), plus screenshots of the pages of
// items 8 and 11 (special event account, sign-in keys), in a real Chromium against the composed site.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { siteForThisFile, signIn as signInAt, withPage as withPageOf } from './browser.ts';
import { fixturePassword, screenshot } from './site.ts';

const site = siteForThisFile();
const withPage = (journey: (page: Page) => Promise<void>) => withPageOf(site, journey);
const baseOf = (accountID: string) => site().base.replace('://md001.', `://${accountID}.`);

describe('prospective members, event accounts and sign-in keys', () => {
  test(
    'a prospective member is created, then upgraded',
    withPage(async (page) => {
      await signInAt(page, site().base, 'admin', fixturePassword, '/admin/createprospectiveaccount');
      await page.waitForURL((url) => url.pathname === '/admin/createprospectiveaccount');
      await page.getByRole('heading', { name: 'Create Prospective Member' }).waitFor();
      await page
        .getByRole('navigation', { name: 'Breadcrumb' })
        .getByText('Create Prospective Member Account')
        .waitFor();
      for (const section of ['General Information', 'Contact Information', 'Password Information']) {
        await page
          .getByRole('navigation', { name: 'Sections' })
          .getByRole('link', { name: section })
          .waitFor();
      }
      await screenshot(page, 'p01-create-prospective-empty');

      // the default (email a link) needs an email: the error shows once the form is submitted
      await page.getByLabel('First name').fill('Quinn');
      await page.getByLabel('Last name').fill('Prospectus');
      await page.getByRole('button', { name: 'Create account' }).click();
      await page.getByText('An email is required for the selected function').first().waitFor();
      await screenshot(page, 'p02-create-prospective-email-required');

      await page.getByLabel('Set one now').check();
      await page.getByLabel('Flight').selectOption('Bravo');
      await page.getByLabel('Username').fill('  quinn.prospectus  ');
      await page.getByLabel('Password', { exact: true }).fill('Prospect-Pass-2024!');
      await page.getByLabel('Confirm password').fill('Prospect-Pass-2024!');
      await screenshot(page, 'p03-create-prospective-filled');
      await page.getByRole('button', { name: 'Create account' }).click();

      await page.waitForURL((url) => url.pathname === '/admin/prospectivemembermanagement');
      const row = page.getByRole('row', { name: /Quinn Prospectus/ });
      await row.waitFor();
      await screenshot(page, 'p04-management-list');

      await row.getByRole('button', { name: /Upgrade/ }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Member number (CAPID)').fill('510006');
      await screenshot(page, 'p05-upgrade-dialog');
      await dialog.getByRole('button', { name: 'Upgrade', exact: true }).click();
      await page.getByText('Quinn Prospectus was replaced by member 510006').waitFor();
      await dialog.waitFor({ state: 'detached' });
      await row.waitFor({ state: 'detached' });
      assert.equal(await page.getByRole('row', { name: /Quinn Prospectus/ }).count(), 0);
      await screenshot(page, 'p06-management-after-upgrade');

      // the server agrees: no prospective member of that name is left
      const names = await page.evaluate(async () => {
        const res = await fetch('/api/member/list/CAPProspectiveMember', { credentials: 'include' });
        return ((await res.json()) as Array<{ nameLast: string }>).map((m) => m.nameLast);
      });
      assert.equal(names.includes('Prospectus'), false);
    }),
  );

  test(
    'a prospective member is deleted after the confirm dialog',
    withPage(async (page) => {
      await signInAt(page, site().base, 'admin', fixturePassword, '/admin/createcapprospectiveaccount');
      await page.getByRole('heading', { name: 'Create Prospective Member' }).waitFor();
      await page.getByLabel('First name').fill('Dale');
      await page.getByLabel('Last name').fill('Temporary');
      await page.getByRole('textbox', { name: 'Email', exact: true }).fill('dale.temporary@example.com');
      await page.getByRole('button', { name: 'Create account' }).click();
      await page.waitForURL((url) => url.pathname === '/admin/prospectivemembermanagement');
      const row = page.getByRole('row', { name: /Dale Temporary/ });
      await row.getByRole('button', { name: /Delete/ }).click();
      await page.getByRole('dialog').getByText('Really delete Dale Temporary?').waitFor();
      await screenshot(page, 'p07-delete-confirm');
      await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
      await row.waitFor({ state: 'detached' });
    }),
  );

  test(
    'a wing Commander creates a special event account (states FORM, CREATED)',
    withPage(async (page) => {
      const wing = baseOf('md000');
      await signInAt(page, wing, 'admin', fixturePassword, '/admin/createeventaccount');
      await page.getByLabel('Account ID').waitFor();
      await page.getByLabel('Account ID').fill('md001x');
      await page.getByText('Account ID must start with "md000"').waitFor();
      assert.equal(await page.getByRole('button', { name: 'Create account' }).isDisabled(), true);
      await page.getByLabel('Account name').fill('x');
      await page.getByLabel('Account name').fill('');
      await page.getByText('Account name cannot be empty').waitFor();
      await screenshot(page, 'p08-event-account-errors');
      await page.getByLabel('Account ID').fill('md000enc');
      await page.getByLabel('Account name').fill('Wing Encampment');
      await page.getByLabel('Event (name or id)').fill('Summer encampment 2026');
      await page.getByRole('button', { name: 'Create account' }).click();
      await page.getByText('The account md000enc was created.').waitFor();
      await screenshot(page, 'p09-event-account-created');
    }),
  );

  test(
    'sign-in keys page: register and revoke a key (squadron admin)',
    withPage(async (page) => {
      await signInAt(page, site().base, 'admin', fixturePassword, '/admin/signinkeys');
      await page.getByRole('heading', { name: 'Sign-in Keys' }).waitFor();
      await page.getByText('No sign-in keys are registered.').waitFor();
      const { generateKeyPairSync } = await import('node:crypto');
      const pem = generateKeyPairSync('ed25519').publicKey.export({ type: 'spki', format: 'pem' }).toString();
      await page.getByLabel('Key name').fill('Front desk kiosk');
      await page.getByLabel('Public key (PEM, Ed25519 or ECDSA P-256)').fill(pem);
      await page.getByRole('button', { name: 'Register key' }).click();
      const row = page.getByRole('row', { name: /Front desk kiosk/ });
      await row.getByText('Active').waitFor();
      await screenshot(page, 'p10-signin-keys');
      await row.getByRole('button', { name: /Revoke/ }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
      await row.getByText(/Revoked/).waitFor();
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      await screenshot(page, 'p11-signin-key-revoked');
    }),
  );

  test(
    'a cadet sees the permission message on the management pages',
    withPage(async (page) => {
      await signInAt(page, site().base, 'cadet', fixturePassword, '/admin/prospectivemembermanagement');
      await page.getByText('You do not have permission to access this page').waitFor();
      await screenshot(page, 'p12-cadet-no-permission');
    }),
  );
});
