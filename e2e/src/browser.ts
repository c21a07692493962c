// Browser steps shared by the journey files: each file starts its own site (startSite) so the
// files stay independent (no shared sessions, passwords or mail rate limits) and can run in any order.
import { after, before } from 'node:test';
import type { Page } from 'playwright-core';
import { screenshot, startSite, type Site } from './site.ts';

/** Starts a site before the file's tests and stops it after them; call the getter inside tests. */
export function siteForThisFile(): () => Site {
  let site: Site | undefined;
  before(async () => {
    site = await startSite();
  });
  after(async () => {
    await site?.close();
  });
  return () => {
    if (!site) throw new Error('the site has not started');
    return site;
  };
}

/** Signs in through the sign-in page, as a person would: labels and button names only. */
export async function signIn(page: Page, base: string, username: string, password: string, returnUrl = '/') {
  await page.goto(`${base}/signin?returnurl=${encodeURIComponent(returnUrl)}`);
  await fillSignInForm(page, username, password);
}

/** Fills and submits the sign-in form already on the page. */
export async function fillSignInForm(page: Page, username: string, password: string) {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.locator('form').getByRole('button', { name: 'Sign in', exact: true }).click();
}

export const signOutButton = (page: Page) => page.getByRole('button', { name: 'Sign out', exact: true });

/** The side navigation (platform §2 shell), named 'Site' for screen readers. */
export const sideNavigation = (page: Page) => page.getByRole('navigation', { name: 'Site' });

export async function signOut(page: Page) {
  await signOutButton(page).click();
  await sideNavigation(page).getByRole('link', { name: 'Sign in', exact: true }).waitFor();
}

/** Runs a journey in a fresh browser context; on failure saves what the page showed. */
export function withPage(site: () => Site, journey: (page: Page) => Promise<void>) {
  return async (t: { name: string }) => {
    const { page } = await site().newPage();
    try {
      await journey(page);
    } catch (error) {
      await screenshot(page, `FAILED-${t.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 60)}`).catch(() => {});
      throw error;
    }
  };
}
