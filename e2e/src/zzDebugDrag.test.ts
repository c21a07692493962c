import { test } from 'node:test';
import { siteForThisFile, signIn, withPage } from './browser.ts';
import { fixturePassword } from './site.ts';
const site = siteForThisFile();
test('debug drag', withPage(site, async (page) => {
  page.on('console', (m) => console.log('CONSOLE', m.text()));
  await signIn(page, site().base, 'staff', fixturePassword, '/admin/flightassign');
  const src = page.getByRole('region', { name: 'Alpha', exact: true }).getByRole('button', { name: /Val B Dunmore/ });
  await src.waitFor();
  await page.evaluate(() => {
    for (const t of ['dragstart', 'dragenter', 'dragover', 'drop', 'dragend', 'mousedown', 'mouseup']) {
      window.addEventListener(t, (e) => {
        const de = e as DragEvent;
        console.log(t, (e.target as HTMLElement).tagName, (e.target as HTMLElement).className, de.dataTransfer ? JSON.stringify([...de.dataTransfer.types]) + de.dataTransfer.getData('text/plain') : '', e.defaultPrevented);
      }, true);
    }
  });
  const target = page.getByRole('region', { name: 'Bravo', exact: true }).getByRole('list');
  await src.dragTo(target);
  await page.waitForTimeout(1000);
  console.log('BRAVO', await page.getByRole('region', { name: 'Bravo', exact: true }).innerText());
}));
