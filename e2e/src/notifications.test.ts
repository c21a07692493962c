// End-to-end journeys: the admin posts a global notification (replacing
// any earlier one), the banner shows it (to visitors too), it is dismissed and stays dismissed after
// a reload; a permission change notifies the cadet, who marks it read and deletes it on the
// notifications page. The e2e site seeds the fixtures only: no demo notifications.
// Screenshots n01..n08 in e2e/output/.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { siteForThisFile, signIn as signInAt, withPage as withPageOf } from './browser.ts';
import { fixturePassword, screenshot } from './site.ts';

const site = siteForThisFile();
const withPage = (journey: (page: Page) => Promise<void>) => withPageOf(site, journey);
const signIn = (page: Page, username: string, returnUrl: string) =>
  signInAt(page, site().base, username, fixturePassword, returnUrl);

const BANNER_TEXT = 'Meeting moved to 19:00 this Tuesday (e2e).';
const banner = (page: Page) => page.getByRole('region', { name: 'Notice' });

describe('global notification banner and the notifications page', () => {
  test(
    'the admin posts a global notification; the banner appears, is dismissed and stays dismissed',
    withPage(async (page) => {
      await signIn(page, 'admin', '/admin/notifications');
      await page.waitForURL((url) => url.pathname === '/admin/notifications');
      const form = page.getByRole('form', { name: 'Post a global notification' });
      await form.waitFor();
      await form.getByRole('button', { name: 'Post notification' }).click();
      await form.getByText('Notification message cannot be empty').waitFor();
      await form.getByLabel('Message').fill(BANNER_TEXT);
      await form.getByRole('button', { name: 'Post notification' }).click();
      await page.getByText('Global notification posted').waitFor();
      await page.getByLabel('Shown now').getByText(BANNER_TEXT).waitFor();
      await screenshot(page, 'n01-notifications-admin-posted');

      // the banner is fetched on load: a reload shows it
      await page.reload();
      await banner(page).getByText(BANNER_TEXT).waitFor();
      await screenshot(page, 'n02-banner-shown');
      await banner(page).getByRole('button', { name: 'Dismiss notice' }).click();
      await banner(page).waitFor({ state: 'detached' });
      await page.reload();
      await page.getByRole('heading', { name: 'Notifications', level: 1 }).waitFor();
      await page.waitForLoadState('networkidle');
      assert.equal(await banner(page).count(), 0, 'a dismissed notification stays dismissed after a reload');
      await page.goto(`${site().base}/`);
      await page.waitForLoadState('networkidle');
      assert.equal(await banner(page).count(), 0, 'and on other pages');
      await screenshot(page, 'n03-banner-dismissed');

      // an anonymous visitor (another browser) still sees it
      const visitor = (await site().newPage()).page;
      await visitor.goto(`${site().base}/`);
      await banner(visitor).getByText(BANNER_TEXT).waitFor();
      await screenshot(visitor, 'n04-banner-visitor');
    }),
  );

  test(
    'a permission change notifies the cadet, who marks it read and deletes it',
    withPage(async (page) => {
      // the admin changes the cadet's permissions (the permission management call of the page)
      await signIn(page, 'admin', '/admin');
      await page.waitForURL((url) => url.pathname === '/admin');
      const status = await page.evaluate(async () => {
        const cadet = { type: 'CAPNHQMember', id: 510004 };
        const list = (await (await fetch('/api/member/permissions')).json()) as {
          member: { type: string; id: number };
          permissions: Record<string, string>;
        }[];
        const roles = list.map(({ member, permissions }) => ({ member, permissions }));
        const own = roles.find((r) => r.member.id === cadet.id);
        if (own) own.permissions = { ...own.permissions, FlightAssign: 'YES' };
        else roles.push({ member: cadet, permissions: { FlightAssign: 'YES' } });
        const { token } = (await (await fetch('/api/token')).json()) as { token: string };
        const saved = await fetch('/api/member/permissions', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ newRoles: roles, token }),
        });
        return saved.status;
      });
      assert.equal(status, 200);

      const cadetPage = (await site().newPage()).page;
      await signIn(cadetPage, 'cadet', '/admin');
      await cadetPage.waitForURL((url) => url.pathname === '/admin');
      // the dashboard's link (the side menu has one too, with the unread count)
      await cadetPage.getByRole('main').getByRole('link', { name: 'Notifications', exact: true }).click();
      await cadetPage.waitForURL((url) => url.pathname === '/admin/notifications');
      const list = cadetPage.getByRole('list', { name: 'Your notifications' });
      const item = list
        .getByRole('listitem')
        .filter({ hasText: 'Your permissions were changed to a custom set' });
      await item.waitFor();
      // newest first
      assert.equal(await list.getByRole('listitem').first().textContent(), await item.textContent());
      assert.equal(
        await item.getAttribute('aria-label'),
        'Unread notification from Maj Alex F Administrator',
      );
      assert.ok((await item.textContent())?.includes('Permission change'));
      assert.equal(await cadetPage.getByRole('form', { name: 'Post a global notification' }).count(), 0);
      const unread = async () =>
        Number((await cadetPage.getByText(/^\d+ unread$/).textContent())!.split(' ')[0]);
      const before = await unread();
      await screenshot(cadetPage, 'n05-notifications-cadet-unread');

      await item.getByRole('button', { name: 'Mark as read' }).click();
      await item.getByRole('button', { name: 'Mark as unread' }).waitFor();
      assert.equal(await unread(), before - 1);
      await cadetPage.reload();
      await item.getByRole('button', { name: 'Mark as unread' }).waitFor();
      assert.match((await item.getAttribute('aria-label')) ?? '', /^Read/);
      await screenshot(cadetPage, 'n06-notifications-cadet-read');

      const count = await list.getByRole('listitem').count();
      await item.getByRole('button', { name: 'Delete' }).click();
      const dialog = cadetPage.getByRole('dialog');
      await dialog.getByText('Really delete this notification?').waitFor();
      await screenshot(cadetPage, 'n07-notifications-delete-confirm');
      await dialog.getByRole('button', { name: 'Delete' }).click();
      await item.waitFor({ state: 'detached' });
      assert.equal(await list.getByRole('listitem').count(), count - 1);
      await cadetPage.reload();
      // the list has loaded once the unread count shows (the e2e site has no demo notifications,
      // so the list may now be empty)
      await cadetPage.getByText(/^\d+ unread$/).waitFor();
      assert.equal(await item.count(), 0, 'deleted for good');
      assert.equal(await list.getByRole('listitem').count(), count - 1);
      await screenshot(cadetPage, 'n08-notifications-cadet-after-delete');
    }),
  );

  test(
    "signed out, the notifications page says 'Please sign in'",
    withPage(async (page) => {
      await page.goto(`${site().base}/admin/notifications`);
      await page.getByRole('heading', { name: 'Please sign in' }).waitFor();
    }),
  );
});
