// End-to-end journeys of the shell's account pages (platform §2 routes, §5 validation, §8 messages)
// that journeys.test.ts does not drive: account request and finish setup, username request,
// chat-service registration, embed mode and account isolation. This file starts its own site.
// Fields are found by their visible labels and buttons by their names, as a screen reader would.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { demoMembers, type SeedMember } from '../../svc-identity/src/seed/demoData.ts';
import {
  fillSignInForm,
  sideNavigation,
  signIn,
  signOut,
  signOutButton,
  siteForThisFile,
  withPage,
} from './browser.ts';
import {
  ACCESS_MESSAGES,
  ACCOUNT_MESSAGES,
  internalDiscordCodePath,
  internalDiscordCodeResponse,
  type MemberAccountResponse,
} from '@portal/contracts';
import { callInternal } from '@portal/contracts/server';
import pg from 'pg';
import {
  EXPIRED_PASSWORD_DEMO,
  seedExpiredPasswordDemo,
} from '../../svc-identity/src/seed/expiredPasswordDemo.ts';
import { hashPassword } from '../../svc-identity/src/passwords/hash.ts';
import type { Page } from 'playwright-core';
import { waitForMail } from './mailbox.ts';
import { fixturePassword, screenshot } from './site.ts';

const site = siteForThisFile();
const seenMail = new Set<string>();

/** A fixture member of md001 with an email on file; `withLogin` says whether they have a sign-in account. */
function fixtureMember(withLogin: boolean): SeedMember & { email: string } {
  const found = demoMembers().find(
    (m) => m.accountID === 'md001' && Boolean(m.username) === withLogin && m.contact.EMAIL?.PRIMARY,
  );
  assert.ok(
    found,
    `the fixtures have no md001 member with an email and ${withLogin ? 'a' : 'no'} sign-in account`,
  );
  return { ...found, email: found.contact.EMAIL!.PRIMARY! };
}

/** The signed-in member's bound chat-service id, read as the page's own session would. */
async function boundDiscordID(page: Page): Promise<string | null> {
  const info = await page.evaluate(async () => {
    const res = await fetch('/api/member/account', { credentials: 'include' });
    return (await res.json()) as unknown;
  });
  return (info as MemberAccountResponse).discordID;
}

const USERNAME_MESSAGE =
  'Username cannot be empty, must be between 0 and 45 characters and cannot start or end with a space';

describe('account pages of the shell', () => {
  test(
    'platform §2 /create-account and /finishaccount/{token}: request an account, open the mailed link, choose a username and password, land on /admin signed in',
    withPage(site, async (page) => {
      const member = fixtureMember(false);
      await page.goto(`${site().base}/create-account`);
      await page.getByLabel('Member number', { exact: true }).fill(String(member.id));
      await page.getByLabel('Email address').fill(member.email);
      await screenshot(page, '20-create-account');
      await page.getByRole('button', { name: 'Request account' }).click();
      await page
        .getByRole('status')
        .filter({ hasText: /Account request received/ })
        .waitFor();
      await screenshot(page, '21-account-requested');

      const mail = await waitForMail(
        site().mailDir,
        (m) => m.kind === 'finishSetup' && m.to.includes(member.email),
        seenMail,
      );
      const link = new URL(mail.link);
      assert.match(
        link.pathname,
        /^\/finishaccount\/[^/]+$/,
        `X-Portal-Link is not a finish-setup link: ${mail.link}`,
      );
      assert.equal(link.hostname, 'md001.localhost', 'the link names the account that was asked');
      // The mail names the account's host on the configured port; open it on this test's port.
      await page.goto(`${site().base}${link.pathname}${link.search}`);
      await page.getByRole('heading', { name: 'Finish creating your account' }).waitFor();
      await screenshot(page, '22-finish-account');

      const username = `new.${member.nameLast.toLowerCase()}`;
      const password = 'Fresh-Account-Pass-7!';
      await page.getByLabel('Password', { exact: true }).fill(password);
      await page.getByLabel('Confirm password', { exact: true }).fill(password);
      await page.getByLabel('Username').fill(` ${username}`);
      await page.getByText(USERNAME_MESSAGE, { exact: true }).waitFor();
      await screenshot(page, '23-finish-account-username-space');
      await page.getByLabel('Username').fill(username);
      assert.equal(
        await page.getByText(USERNAME_MESSAGE, { exact: true }).count(),
        0,
        'a valid username still shows the error',
      );
      await page.getByRole('button', { name: 'Finish account setup' }).click();
      await page.waitForURL((url) => url.pathname === '/admin');
      await signOutButton(page).waitFor();
      await sideNavigation(page).getByText(member.nameLast).waitFor();
      // The dashboard (mfe-admin, loaded at run time) knows the new member.
      await page.getByRole('link', { name: 'Setup MFA' }).waitFor();
      await screenshot(page, '24-account-finished-admin');

      // The chosen username and password are the member's sign-in from now on.
      await signOut(page);
      await signIn(page, site().base, username, password, '/terms-and-conditions');
      await page.waitForURL((url) => url.pathname === '/terms-and-conditions');
      await signOutButton(page).waitFor();
    }),
  );

  test(
    "platform §5 finish account setup: a username with a leading space shows 'Username cannot be empty, must be between 0 and 45 characters and cannot start or end with a space'",
    withPage(site, async (page) => {
      // The message shows on the page before any token check, so any token will do here.
      await page.goto(`${site().base}/finishaccount/not-a-real-token`);
      await page.getByLabel('Username').fill(' leading');
      await page.getByText(USERNAME_MESSAGE, { exact: true }).waitFor();
      await page.getByLabel('Username').fill('trailing ');
      await page.getByText(USERNAME_MESSAGE, { exact: true }).waitFor();
    }),
  );

  test(
    'platform §2 /usernamerequest: a member number gets the success banner and a mail with the username',
    withPage(site, async (page) => {
      const member = fixtureMember(true);
      await page.goto(`${site().base}/usernamerequest`);
      await page.getByLabel('Member number', { exact: true }).fill(String(member.id));
      await page.getByRole('button', { name: 'Send my username' }).click();
      await page
        .getByRole('status')
        .filter({ hasText: /Username request succesful/ })
        .waitFor();
      assert.ok(
        await page.getByRole('button', { name: 'Send my username' }).isDisabled(),
        'the request is sent once',
      );
      await screenshot(page, '25-username-requested');

      const mail = await waitForMail(
        site().mailDir,
        (m) => m.kind === 'usernameReminder' && m.to.includes(member.email),
        seenMail,
      );
      // The username as a word of its own (the member's name, e.g. 'Administrator', must not count).
      const asWord = new RegExp(`(^|[\\s:>])${member.username!}($|[\\s.,<])`, 'm');
      assert.match(mail.text, asWord, `the mail does not contain the username '${member.username}'`);
      assert.ok(mail.text.includes(String(member.id)), 'the mail names the member number it answers');
    }),
  );

  test(
    "platform §2 register-discord: signed out goes to /signin/?returnurl=/registerdiscord/{discordid}, which says §8's 'Please sign in to continue.'; signed in, opening the page binds nothing until the member types the code from Discord, then 'You can now close this page'",
    withPage(site, async (page) => {
      const discordID = '123456789012345';
      await page.goto(`${site().base}/registerdiscord/${discordID}`);
      await page.waitForURL((url) => url.pathname.startsWith('/signin'));
      assert.equal(page.url(), `${site().base}/signin/?returnurl=/registerdiscord/${discordID}`);
      // §8 'Please sign in to continue.': the sign-in page a protected page sent the visitor to
      await page.getByText(ACCESS_MESSAGES.pleaseSignInToContinue, { exact: true }).waitFor();
      await screenshot(page, '26-registerdiscord-signin');
      await page.setViewportSize({ width: 390, height: 844 });
      await screenshot(page, '26-registerdiscord-signin-phone');
      await page.setViewportSize({ width: 1280, height: 900 });
      await fillSignInForm(page, 'manager', fixturePassword);
      await page.waitForURL((url) => url.pathname === `/registerdiscord/${discordID}`);
      const button = page.getByRole('button', { name: 'Register Discord account' });
      await button.waitFor();
      assert.equal(await boundDiscordID(page), null, 'visiting the page bound the id without the member');

      // a code nobody was sent is refused with the catalogue's words
      await page.getByLabel('Code from Discord').fill('0000 0000');
      await button.click();
      await page.getByText(ACCOUNT_MESSAGES.discordCodeInvalid, { exact: true }).waitFor();
      await screenshot(page, '26b-registerdiscord-code');

      // the Discord bot's side: a one-time code for this id, through the signed internal call
      const issued = await callInternal(
        {
          baseUrl: `http://127.0.0.1:${site().stack.ports.identity}`,
          contextSecret: String(site().stack.env.CONTEXT_SECRET),
        },
        'md001',
        internalDiscordCodePath(discordID),
        internalDiscordCodeResponse,
        { method: 'POST', body: {} },
      );
      assert.ok(issued, 'svc-identity issued no code');
      await page.getByLabel('Code from Discord').fill(issued.code);
      await button.click();
      await page.getByText('You can now close this page', { exact: true }).waitFor();
      await screenshot(page, '27-registerdiscord-done');
      assert.equal(await boundDiscordID(page), discordID);
    }),
  );

  test(
    'platform §2 shell: with an embed parameter the frame (side navigation) is hidden and the page content shown',
    withPage(site, async (page) => {
      const heading = page.getByRole('heading', { name: 'Terms and conditions', level: 1 });
      // Without it the frame is there, so the check below can tell the difference.
      await page.goto(`${site().base}/terms-and-conditions`);
      await heading.waitFor();
      await sideNavigation(page).waitFor();
      await page.goto(`${site().base}/terms-and-conditions?embed`);
      await heading.waitFor();
      await page.getByText(/These terms apply to everyone/).waitFor();
      assert.equal(await sideNavigation(page).count(), 0, 'the side navigation is shown in embed mode');
      assert.equal(
        await page.getByText('Citizens Serving Communities').count(),
        0,
        'the header is shown in embed mode',
      );
      await screenshot(page, '28-embed-terms');
    }),
  );

  test(
    "platform §2 dashboard and §8 'Please sign in': signed in on md001's host, md002's /admin is signed out (accounts kept apart)",
    withPage(site, async (page) => {
      await signIn(page, site().base, 'cadet', fixturePassword, '/admin');
      await page.waitForURL((url) => url.pathname === '/admin');
      await page.getByText('Personal administration').waitFor();
      await screenshot(page, '29-md001-admin');
      await page.goto(`http://md002.localhost:${site().port}/admin`);
      await page.getByText('Please sign in', { exact: true }).first().waitFor();
      assert.equal(await signOutButton(page).count(), 0, "md002's frame shows md001's session");
      await screenshot(page, '30-md002-admin-signed-out');
    }),
  );

  test(
    'platform §8 "You don\'t have permission to do that": a call refused without the services\' answer (an edge in front of them) shows it on the page',
    withPage(site, async (page) => {
      await signIn(page, site().base, 'cadet', fixturePassword, '/terms-and-conditions');
      await page.waitForURL((url) => url.pathname === '/terms-and-conditions');
      await page.route('**/api/member/account', (route) => route.fulfill({ status: 403, body: '' }));
      await page.goto(`${site().base}/admin/setupmfa`);
      await page.getByText(ACCESS_MESSAGES.noPermissionDoThatShort, { exact: true }).waitFor();
      await screenshot(page, '31-permission-refused-short');
    }),
  );

  test(
    "platform §2 sign-in's reset-password sub-screen: a member whose password has expired (PASSWORD_EXPIRED) sets a new one and lands signed in",
    withPage(site, async (page) => {
      // the demo's member with an expired password (npm start seeds the same row)
      const pool = new pg.Pool({ connectionString: site().stack.databaseUrl, max: 1 });
      try {
        await seedExpiredPasswordDemo(pool, new Date(), await hashPassword(fixturePassword));
      } finally {
        await pool.end();
      }
      const member = demoMembers().find(
        (m) => m.accountID === EXPIRED_PASSWORD_DEMO.accountID && m.id === EXPIRED_PASSWORD_DEMO.memberID,
      );
      assert.ok(member, 'the demo member with the expired password is not in the fixtures');

      await signIn(page, site().base, EXPIRED_PASSWORD_DEMO.username, fixturePassword, '/admin');
      await page.getByRole('heading', { name: 'Your password has expired' }).waitFor();
      await page.getByText('Choose a new password to continue.', { exact: true }).waitFor();
      assert.equal(await signOutButton(page).count(), 0, 'an expired password signed the member in');
      await screenshot(page, '32-expired-password');

      const password = 'Renewed-Demo-Pass-9!';
      await page.getByLabel('New password', { exact: true }).fill(password);
      await page.getByLabel('Confirm new password', { exact: true }).fill(password);
      await page.getByRole('button', { name: 'Set new password' }).click();
      await page.waitForURL((url) => url.pathname === '/admin');
      await signOutButton(page).waitFor();
      await sideNavigation(page).getByText(member.nameLast).waitFor();
      await page.getByText('Personal administration').waitFor();
      await screenshot(page, '33-expired-password-renewed-admin');

      // the new password is the member's sign-in from now on, with no reset screen
      await signOut(page);
      await signIn(page, site().base, EXPIRED_PASSWORD_DEMO.username, password, '/terms-and-conditions');
      await page.waitForURL((url) => url.pathname === '/terms-and-conditions');
      await signOutButton(page).waitFor();
    }),
  );
});
