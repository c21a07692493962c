// Drill 2: stop each remote's static server in turn. The shell shows its fallback
// in that area and the rest of the site works; once the server is back, the area loads on the next
// navigation (no page reload).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import type { DrillSite } from './drillSite.ts';
import { areas, areaWorks, type Area } from './serviceDrills.ts';
import { assertFriendly, recordPageLoads, navigateInApp, signIn, until } from './steps.ts';

/** The shell's fallback words (shell/src/remotes/RemoteArea.tsx REMOTE_LOAD_FAILED). */
const FALLBACK = 'This part of the site could not be loaded right now.';

const cases: Array<{ server: string; area: Area; other: Area }> = [
  { server: 'mfe-events', area: areas.calendar, other: areas.drive },
  { server: 'mfe-admin', area: areas.admin, other: areas.calendar },
  { server: 'mfe-drive', area: areas.drive, other: areas.admin },
  { server: 'mfe-quiz', area: areas.quiz, other: areas.calendar },
];

export function remoteDrills(site: () => DrillSite) {
  // one signed-in browser context; each case opens a new page in it (a page keeps a remote it has
  // loaded, so each case needs a page that has not loaded that remote yet)
  let context: BrowserContext | undefined;
  const signedInPage = async (s: DrillSite, path: string): Promise<Page> => {
    if (!context) {
      const first = await s.newPage();
      context = first.context;
      await signIn(s, first.page, 'admin', path);
      return first.page;
    }
    const page = await context.newPage();
    page.setDefaultTimeout(15000);
    await page.goto(`${s.base}${path}`);
    return page;
  };

  for (const c of cases) {
    test(`drill 2: ${c.server}'s server stopped → the shell's fallback there, the rest works, loads again after restart`, async () => {
      const s = site();
      await s.stack.stopChild(c.server);
      const page = await signedInPage(s, c.other.path);
      await until(`${c.other.path} loads`, () => areaWorks(page, c.other));
      const loads = recordPageLoads(page);
      await navigateInApp(page, c.area.path);
      const fallback = page.getByRole('alert').filter({ hasText: FALLBACK });
      await fallback.waitFor();
      await assertFriendly(page, `drill2-${c.server}-fallback`);
      await navigateInApp(page, c.other.path);
      await until(`${c.other.path} works while ${c.server} is down`, () => areaWorks(page, c.other));

      await s.stack.startChild(c.server);
      const recoverMs = await until(`${c.area.path} loads after ${c.server} is back`, async () => {
        await navigateInApp(page, '/');
        await navigateInApp(page, c.area.path);
        return areaWorks(page, c.area);
      });
      await assertFriendly(page, `drill2-${c.server}-recovered`);
      assert.deepEqual(loads(), [], 'no page load was needed');
      s.figures[`drill2-${c.server}`] = { fallback: FALLBACK, recoveredAfterRestartMs: recoverMs };
      await page.close();
    });
  }
}
