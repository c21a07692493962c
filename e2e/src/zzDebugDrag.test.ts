import { test } from 'node:test';
import { siteForThisFile, signIn, withPage } from './browser.ts';
import { fixturePassword } from './site.ts';
const site = siteForThisFile();
test('debug drag', withPage(site, async (page) => {
  page.on('console', (m) => console.log('CONSOLE', m.text()));
  await signIn(page, site().base, 'staff', fixturePassword, '/admin/flightassign');
  const region = (n: string) => page.getByRole('region', { name: n, exact: true });
  await region('Alpha').getByRole('button', { name: /Val B Dunmore/ }).waitFor();
  await page.evaluate(() => {
    for (const t of ['dragstart', 'drop']) {
      window.addEventListener(t, (e) => console.log('bubble', t, e.defaultPrevented), false);
    }
  });
  const count = () => page.locator('[data-column="flight-Bravo"] li').count();
  for (const steps of [40, 100]) {
    const src = region('Alpha').getByRole('button').first();
    console.log('try steps', steps, await src.innerText());
    await src.dragTo(region('Bravo').getByRole('list'), { steps });
    await page.waitForTimeout(500);
    console.log('after', steps, await count());
  }
  const src = region('Alpha').getByRole('button').first();
  await src.dragTo(region('Bravo').getByRole('list'), { steps: 10, sourcePosition: { x: 20, y: 10 } });
  await page.waitForTimeout(500);
  console.log('after srcpos', await count());
}));
