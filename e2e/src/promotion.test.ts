// End-to-end journey (events spec §2 "/: home page with a promotion requirements
// panel (cadets only)", §6 "Senior members see no promotion panel on home"), in a real Chromium
// against the composed site with the fixture users: the fixture `cadet` (510004, demo rows of
// svc-identity/src/cadetRecords/demoSeed.ts: Arnold approved 70 days ago, working on Feik with
// leadership and character development done, aerospace and drill still to do, a fitness test
// passed 30 days ago) signs in and sees the panel with those rows; the `senior` and an anonymous
// visitor see none. Screenshots promotion-01..03 in e2e/output.
import { describe } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { siteForThisFile } from './browser.ts';
import { call, journeySteps } from './eventSteps.ts';
import { join } from 'node:path';
import { outputDir, screenshot } from './site.ts';

const site = siteForThisFile();
const { signedIn, step } = journeySteps(site, 'promotion');
const PANEL = 'Promotion requirements';
const CURRENT_USER = '/api/member/promotionrequirements/currentuser';
const DAY = 86_400_000;

/** MM/DD/YYYY of the UTC day `days` from today (the demo rows are whole days, 'M/D/YYYY'). */
function dayFromToday(days: number): string {
  const d = new Date(Date.now() + days * DAY);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(d.getUTCMonth() + 1)}/${two(d.getUTCDate())}/${d.getUTCFullYear()}`;
}

/** The home page's other panels have loaded (so a missing promotion panel is not just late). */
async function homeLoaded(page: Page): Promise<void> {
  await page.getByRole('region', { name: 'Next meeting' }).waitFor();
  await page.waitForLoadState('networkidle');
}

describe('home promotion panel: a cadet sees their requirements, a senior member and a visitor see none', () => {
  step(
    '§2 the cadet signs in: current and next achievement, requirements, INC, eligibility and what blocks',
    async () => {
      const page = await signedIn('cadet', '/');
      const panel = page.getByRole('region', { name: PANEL });
      const table = panel.getByRole('table', { name: 'Requirements for Feik' });
      await table.waitFor();
      await panel.getByText('Arnold (C/A1C)').waitFor();
      await panel.getByRole('link', { name: 'Feik' }).waitFor();
      await panel.getByText('INC: incomplete').waitFor();
      // §9: eligible 56 days after the approval 70 days ago
      const eligible = dayFromToday(-70 + 56);
      await panel.getByText(`since ${eligible}`).first().waitFor();

      const row = (name: RegExp) => table.getByRole('row', { name });
      await row(/^Cadet Oath.*Done/).waitFor();
      await row(/^Leadership.*Done.*\d\d\/\d\d\/\d{4}/).waitFor();
      await row(/^Aerospace.*Missing/).waitFor();
      await row(/^Drill.*Missing/).waitFor();
      await row(/^Fitness.*Done.*credit until/).waitFor();
      await row(/^Character development.*Done/).waitFor();
      await row(new RegExp(`^Time in grade.*Done.*since ${eligible.replace(/\//g, '\\/')}`)).waitFor();
      assert.equal(
        await row(/^Leadership/)
          .getByRole('link')
          .getAttribute('href'),
        'https://www.capnhq.gov/CAP.LMS.Web/',
      );

      const blockers = panel.getByRole('list', { name: 'Still to do before your next promotion' });
      assert.deepEqual(await blockers.getByRole('listitem').allTextContents(), [
        'Aerospace: Aerospace Dimensions module',
        'Drill: Drill test 3: 8 of 11 items',
      ]);
      await screenshot(page, 'promotion-01-cadet-home');
      await panel.screenshot({ path: join(outputDir, 'promotion-02-cadet-panel.png') });
    },
  );

  step('§6 the senior member signs in: no promotion panel; the server refuses the call too', async () => {
    const page = await signedIn('senior', '/');
    await homeLoaded(page);
    assert.equal(await page.getByRole('region', { name: PANEL }).count(), 0);
    const refused = await call(page, 'GET', CURRENT_USER);
    assert.equal(refused.status, 403);
    assert.equal((refused.body as { message: string }).message, 'Only cadets have promotion requirements');
    await screenshot(page, 'promotion-03-senior-home');
  });

  step('an anonymous visitor sees no promotion panel', async () => {
    const { page } = await site().newPage();
    try {
      await page.goto(`${site().base}/`);
      await homeLoaded(page);
      assert.equal(await page.getByRole('region', { name: PANEL }).count(), 0);
    } finally {
      await page.context().close();
    }
  });
});
