// One browser tab per kind of visitor, signed in once and reused for every page it opens.
import type { Page } from 'playwright-core';
import { signIn } from '../browser.ts';
import { fixturePassword, screenshot, type Site } from '../site.ts';
import { goInside, settled, trackRequests } from './navigate.ts';
import type { Who } from './routes.ts';

export interface Tab {
  page: Page;
  /** Opens `path` inside the tab and waits for its content. */
  open(path: string): Promise<void>;
  /** Loads `path` afresh (a full page load) and waits for its content. */
  reload(path: string): Promise<void>;
  /** The API calls that failed (4xx/5xx) since the last open: what a page that did not load saw. */
  failedCalls: string[];
}

export function visitorTabs(site: () => Site) {
  const tabs = new Map<Who, Promise<Tab>>();

  async function start(who: Who): Promise<Tab> {
    const { page } = await site().newPage();
    const inFlight = trackRequests(page);
    if (who === 'anonymous') await page.goto(`${site().base}/`);
    else {
      await signIn(page, site().base, who, fixturePassword, '/');
      await page.getByRole('button', { name: 'Sign out', exact: true }).waitFor();
    }
    await settled(page, inFlight);
    const failedCalls: string[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.pathname.startsWith('/api/') && response.status() >= 400) {
        failedCalls.push(`${response.request().method()} ${url.pathname} ${response.status()}`);
      }
    });
    return {
      page,
      failedCalls,
      async open(path) {
        failedCalls.length = 0;
        await goInside(page, path);
        await page.waitForURL((url) => url.pathname === path.split('?')[0]);
        await settled(page, inFlight);
      },
      async reload(path) {
        failedCalls.length = 0;
        await page.goto(`${site().base}${path}`);
        await settled(page, inFlight);
      },
    };
  }

  return {
    /** The tab of `who`, opened and signed in on first use. */
    tab(who: Who): Promise<Tab> {
      let tab = tabs.get(who);
      if (!tab) {
        tab = start(who);
        tabs.set(who, tab);
      }
      return tab;
    },
    /** Saves what a tab shows as e2e/output/{name}.png. */
    async shot(who: Who, name: string) {
      const tab = await tabs.get(who);
      if (tab) await screenshot(tab.page, name).catch(() => {});
    },
  };
}
