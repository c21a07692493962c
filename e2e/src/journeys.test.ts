// End-to-end journeys in a real Chromium against the composed site, started the way
// `npm start` starts it (deploy/stack.mjs) on its own database with fixture users.
// Fields are found by their visible labels and buttons by their names, as a screen reader would.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { generate } from 'otplib';
import { MFA_ENROLMENT_MESSAGES, RECOVERY_CODE_COUNT } from '@portal/contracts';
import {
  siteForThisFile,
  signOut,
  signOutButton,
  signIn as signInAt,
  withPage as withPageOf,
} from './browser.ts';
import { waitForLink } from './mailbox.ts';
import { fixturePassword, screenshot } from './site.ts';

const site = siteForThisFile();
const seenMail = new Set<string>();

const signIn = (page: Page, username: string, password: string, returnUrl = '/') =>
  signInAt(page, site().base, username, password, returnUrl);
const withPage = (journey: (page: Page) => Promise<void>) => withPageOf(site, journey);

/** The next 30-second TOTP step's code, waiting for it to start so a code is never reused. */
async function nextTotp(secret: string, after: number): Promise<string> {
  const step = Math.floor(after / 30000) + 1;
  const wait = step * 30000 - Date.now() + 300;
  if (wait > 0) await new Promise((r) => setTimeout(r, wait));
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) });
}

describe('the composed site', () => {
  test(
    'sign in as cadet and land on the return URL (platform §2 returnurl rules)',
    withPage(async (page) => {
      await page.goto(`${site().base}/signin?returnurl=${encodeURIComponent('/terms-and-conditions')}`);
      await page.getByLabel('Username').waitFor();
      await screenshot(page, '01-signin');
      await signIn(page, 'cadet', fixturePassword, '/terms-and-conditions');
      await page.waitForURL((url) => url.pathname === '/terms-and-conditions');
      await signOutButton(page).waitFor();
      await screenshot(page, '02-signed-in-return-url');
      // The dashboard is mfe-admin, loaded at run time through the federation manifest.
      await page.goto(`${site().base}/admin`);
      await page.getByText('Personal administration').waitFor();
      await page.getByRole('link', { name: 'Setup MFA' }).waitFor();
      await screenshot(page, '02b-admin-dashboard');
    }),
  );

  test(
    "a wrong password shows 'The username and password could not be verified' (platform §8)",
    withPage(async (page) => {
      await signIn(page, 'cadet', 'Not-The-Password-1!');
      await page.getByText('The username and password could not be verified').waitFor();
      assert.equal(new URL(page.url()).pathname, '/signin');
      await screenshot(page, '03-wrong-password');
    }),
  );

  test(
    'senior sets up MFA with the current password, saves the recovery codes, signs in through the challenge, once with a recovery code, then turns MFA off with the password (platform §2 MFA)',
    withPage(async (page) => {
      await signIn(page, 'senior', fixturePassword, '/admin/setupmfa');
      await page.waitForURL((url) => url.pathname === '/admin/setupmfa');
      await page.getByRole('img', { name: /QR code/ }).waitFor();
      await screenshot(page, '04-setup-mfa');
      // A person who cannot scan the QR code types the key shown beside it; so does the test.
      const keyText = await page.getByText(/Enter this key/).innerText();
      const secret = keyText.match(/\b[A-Z2-7]{16,}=*/)?.[0];
      assert.ok(secret, `no MFA key on the page: ${keyText}`);
      const setupAt = Date.now();
      await page.getByLabel('MFA token').fill(await generate({ secret, epoch: Math.floor(setupAt / 1000) }));
      // the current password again: a wrong one is refused with the catalogue's words
      await page.getByLabel('Current password').fill('Not-The-Password-1!');
      await page.getByRole('button', { name: 'Finish setup' }).click();
      await page.getByText(MFA_ENROLMENT_MESSAGES.passwordIncorrect, { exact: true }).waitFor();
      await page.getByLabel('Current password').fill(fixturePassword);
      await page.getByRole('button', { name: 'Finish setup' }).click();
      const codesList = page.getByRole('list', { name: 'Recovery codes' });
      await codesList.waitFor();
      const codes = (await codesList.getByRole('listitem').allInnerTexts()).map((c) => c.trim());
      assert.equal(codes.length, RECOVERY_CODE_COUNT, `recovery codes shown: ${codes.join(', ')}`);
      await screenshot(page, '05-mfa-recovery-codes');
      await page.getByRole('button', { name: 'I have saved my recovery codes' }).click();
      await page.waitForURL((url) => url.pathname === '/admin');
      await page.getByRole('link', { name: 'Setup MFA' }).waitFor();
      await screenshot(page, '05b-mfa-enabled');

      await signOut(page);
      await signIn(page, 'senior', fixturePassword, '/terms-and-conditions');
      const challenge = page.getByLabel('MFA token');
      await challenge.waitFor();
      await screenshot(page, '06-mfa-challenge');
      await challenge.fill(await nextTotp(secret, setupAt));
      await page.getByRole('button', { name: 'Verify code' }).click();
      await page.waitForURL((url) => url.pathname === '/terms-and-conditions');
      await signOutButton(page).waitFor();
      await screenshot(page, '07-signed-in-after-mfa');

      // a recovery code stands in for the app's code once, and not a second time
      for (const round of ['first', 'second'] as const) {
        await signOut(page);
        await signIn(page, 'senior', fixturePassword, '/terms-and-conditions');
        await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
        await page.getByLabel('Recovery code').fill(codes[0]!);
        if (round === 'first') await screenshot(page, '07b-mfa-recovery-code');
        await page.getByRole('button', { name: 'Verify code' }).click();
        if (round === 'first') {
          await page.waitForURL((url) => url.pathname === '/terms-and-conditions');
          await signOutButton(page).waitFor();
        } else {
          await page.getByText(MFA_ENROLMENT_MESSAGES.recoveryCodeInvalid, { exact: true }).waitFor();
          await screenshot(page, '07c-mfa-recovery-code-used');
          await page.getByLabel('Recovery code').fill(codes[1]!);
          await page.getByRole('button', { name: 'Verify code' }).click();
          await page.waitForURL((url) => url.pathname === '/terms-and-conditions');
        }
      }

      // turning MFA off asks for the password again; then sign-in needs no code
      await page.goto(`${site().base}/admin/setupmfa`);
      await page.getByRole('heading', { name: 'Multi-factor authentication' }).waitFor();
      await page.getByLabel('Current password').fill(fixturePassword);
      await screenshot(page, '07d-mfa-remove');
      await page.getByRole('button', { name: 'Turn off multi-factor authentication' }).click();
      await page.getByText(/Multi-factor authentication is off/).waitFor();
      await page.getByRole('img', { name: /QR code/ }).waitFor();
      await screenshot(page, '07e-mfa-removed');
      await signOut(page);
      await signIn(page, 'senior', fixturePassword, '/terms-and-conditions');
      await page.waitForURL((url) => url.pathname === '/terms-and-conditions');
      await signOutButton(page).waitFor();
    }),
  );

  test(
    'request a password reset, open the emailed link, set a new password and sign in with it',
    withPage(async (page) => {
      await page.goto(`${site().base}/passwordreset`);
      await page.getByLabel('Username').fill('staff');
      await page.getByRole('button', { name: 'Send reset link' }).click();
      await page.getByText(/Password reset request succesful/).waitFor();
      await screenshot(page, '08-reset-requested');

      const link = await waitForLink(site().mailDir, '/finishpasswordreset/', seenMail);
      const target = new URL(link);
      // The mail names the account's host; open it on this test's port.
      await page.goto(`${site().base}${target.pathname}${target.search}`);
      await screenshot(page, '09-finish-reset');
      const newPassword = 'Brand-New-Pass-42!';
      await page.getByLabel('New password', { exact: true }).fill(newPassword);
      await page.getByLabel('Confirm new password', { exact: true }).fill(newPassword);
      await page.getByRole('button', { name: 'Reset password' }).click();
      await page.waitForURL((url) => url.pathname === '/admin');
      await page.getByRole('link', { name: 'Setup MFA' }).waitFor();
      await screenshot(page, '10-reset-done');

      await signOut(page);
      await signIn(page, 'staff', newPassword, '/terms-and-conditions');
      await page.waitForURL((url) => url.pathname === '/terms-and-conditions');
      await screenshot(page, '11-signed-in-new-password');
    }),
  );

  test(
    "an unknown account host shows 'The account does not exist' (platform §2)",
    withPage(async (page) => {
      await page.goto(`http://nope.localhost:${site().port}/`);
      await page.getByText('The account does not exist').waitFor();
      await screenshot(page, '12-unknown-account');
    }),
  );

  test(
    "an unknown path shows the not-found page with 'cannot be found' and 'Go back a page' (platform §2)",
    withPage(async (page) => {
      await page.goto(`${site().base}/no-such-page/at-all`);
      await page.getByText(/cannot be found/).waitFor();
      await page
        .getByText(/no-such-page/)
        .first()
        .waitFor();
      await page.getByRole('button', { name: 'Go back a page' }).waitFor();
      await screenshot(page, '13-not-found');
    }),
  );

  test(
    "with mfe-admin's server stopped the rest works and /admin shows a friendly error in its area",
    withPage(async (page) => {
      await site().stack.stopChild('mfe-admin');
      await page.goto(`${site().base}/signin`);
      await page.getByLabel('Username').waitFor();
      await signIn(page, 'cadet', fixturePassword, '/terms-and-conditions');
      await page.waitForURL((url) => url.pathname === '/terms-and-conditions');
      await page.goto(`${site().base}/admin`);
      // The frame stays (header tagline, navigation) and the remote's area explains the failure.
      await page.getByText('Citizens Serving Communities').first().waitFor();
      await page
        .getByRole('alert')
        .filter({ hasText: /could not be loaded|not available|try again/i })
        .first()
        .waitFor();
      await screenshot(page, '14-admin-remote-down');
      await signOutButton(page).waitFor(); // still signed in: the frame and session work
      const status = await page.evaluate(async () => (await fetch('/api/check')).status);
      assert.equal(status, 200, 'the API still answers while a remote is down');
      await page.goto(`${site().base}/no-such-page`);
      await page.getByText(/cannot be found/).waitFor();
    }),
  );
});
