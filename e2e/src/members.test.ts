// End-to-end journeys of member data: Find Member search, impersonation
// (su) by the privileged user, the Absent? form and the raw member data page /debug.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { siteForThisFile, sideNavigation, signIn as signInAt } from './browser.ts';
import { fixturePassword, screenshot } from './site.ts';

// The admin fixture (510001) is this file's privileged user (platform §6 super user): the stack
// passes the environment on to svc-identity, and each test file runs in its own process.
process.env.SUPER_USER_IDS = '510001';

const site = siteForThisFile();

async function signedIn(username: string, returnUrl: string): Promise<Page> {
  const { page } = await site().newPage();
  await signInAt(page, site().base, username, fixturePassword, returnUrl);
  await page.waitForURL((url) => url.pathname === returnUrl);
  return page;
}

const findMember = (page: Page) => page.getByRole('region', { name: 'Find Member' });

describe('member data', () => {
  test('Find Member: the search starts after typing, lists the cadet, and the privileged user signs in as them', async () => {
    const admin = await signedIn('admin', '/admin');
    const widget = findMember(admin);
    await widget.getByText('Enter a first or last name to search for').waitFor();
    await widget.getByLabel('Last name').fill('cad');
    const row = widget.getByRole('listitem').filter({ hasText: 'C/A1C Casey U Cadet' });
    await row.waitFor();
    await screenshot(admin, 'members-01-find-member-results');

    await widget.getByLabel('Last name').fill('zzzq');
    await widget.getByText('Could not find members').waitFor();

    await widget.getByLabel('Last name').fill('cad');
    await row.getByRole('button', { name: 'Sign in as Casey Cadet' }).click();
    // re-authorised from the session check: the cadet's dashboard, without Find Member (a whole
    // page load of the shell and its remotes: given longer than a click's answer on a busy machine)
    await admin
      .locator('#adm-admin-links-title', { hasText: 'Personal administration' })
      .waitFor({ timeout: 40_000 });
    assert.equal(await findMember(admin).count(), 0);
    assert.match(await sideNavigation(admin).innerText(), /Casey/);
    await screenshot(admin, 'members-02-signed-in-as-cadet');
  });

  test('a cadet without MemberSearch sees no Find Member widget, and the call itself is refused', async () => {
    const cadet = await signedIn('cadet', '/admin');
    await cadet.locator('#adm-admin-links-title').waitFor();
    assert.equal(await findMember(cadet).count(), 0);
    const status = await cadet.evaluate(
      async () => (await fetch('/api/member/search/%25/cad/%25/%25/false')).status,
    );
    assert.equal(status, 403);
  });

  test('Absent? form: the member records until when and why, and sees it after a reload', async () => {
    const cadet = await signedIn('cadet', '/admin');
    const form = cadet.getByRole('region', { name: 'Absent?' });
    await form.getByText('You are not marked absent.').waitFor();
    await form.getByLabel('Absent until').fill('2099-07-04');
    await form.getByLabel('Comments').fill('Family trip');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('Saved!').waitFor();
    await form.getByText('You are marked absent until July 4, 2099: Family trip').waitFor();
    await screenshot(cadet, 'members-03-absent');
    // after a reload the session check carries it (the gateway caches a session's context up to 5 s)
    const started = Date.now();
    for (;;) {
      await cadet.reload();
      const state = cadet.getByRole('region', { name: 'Absent?' }).getByTestId('absent-state');
      await state.waitFor();
      if ((await state.innerText()) === 'You are marked absent until July 4, 2099: Family trip') break;
      if (Date.now() - started > 10_000)
        assert.fail(`after reloads the form still says '${await state.innerText()}'`);
      await cadet.waitForTimeout(500);
    }
    assert.equal(
      await cadet.getByRole('region', { name: 'Absent?' }).getByLabel('Absent until').inputValue(),
      '2099-07-04',
    );
  });

  test("member picker 'Select a member': filter by name pattern, id and name read-only", async () => {
    const admin = await signedIn('admin', '/admin/tempdutypositions');
    await admin.getByRole('button', { name: 'Select member' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Select a member' });
    await dialog.getByRole('option').first().waitFor();
    await dialog.getByLabel('Filter by name').fill('CADET');
    const casey = dialog.getByRole('option', { name: /Casey U Cadet/ });
    await casey.click();
    assert.equal(await dialog.getByLabel('Member ID').inputValue(), '510004');
    assert.equal(await dialog.getByLabel('Member ID').getAttribute('readonly'), '');
    await screenshot(admin, 'members-06-member-picker');
    await dialog.getByLabel('Filter by name').fill('cad(');
    await dialog.getByText('No members match the filter').waitFor();
    await dialog.getByLabel('Filter by name').fill('');
    await dialog.getByRole('button', { name: 'Select', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  test("/debug shows the signed-in member's raw data, and 'Please sign in' without one", async () => {
    const staff = await signedIn('staff', '/debug');
    const data = staff.getByLabel('Member data');
    await data.waitFor();
    const member = JSON.parse(await data.innerText()) as { id: number; nameLast: string };
    assert.deepEqual([member.id, member.nameLast], [510003, 'Staffer']);
    await screenshot(staff, 'members-04-debug');

    const { page } = await site().newPage();
    await page.goto(`${site().base}/debug`);
    await page.getByRole('heading', { name: 'Please sign in' }).waitFor();
    await screenshot(page, 'members-05-debug-signed-out');
  });
});
