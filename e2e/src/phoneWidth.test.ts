// "every page fits a 390 px wide phone without sideways scrolling": every page route of the site
// (the same visits as the axe check, e2e/src/a11y/routes.ts, each as the visitor who may see it) is
// opened in a 390 px wide tab, and the document may not be wider than the screen
// (document.documentElement.scrollWidth <= 390). A failure names the page and the elements that
// reach past the right edge. One site, one browser, one signed-in tab per visitor; the event viewer
// and the event list are shot at 390 px as e2e/output/phone-*.png.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { siteForThisFile } from './browser.ts';
import { call, FIXTURE } from './eventSteps.ts';
import { describeFindings, seriousViolations } from './a11y/axe.ts';
import { makeFixtureData } from './a11y/fixtureData.ts';
import { visits, type FixtureIds, type Who } from './a11y/routes.ts';
import { visitorTabs } from './a11y/tabs.ts';
import { outputDir } from './site.ts';

export const PHONE_WIDTH = 390;

const site = siteForThisFile();
const { tab, shot } = visitorTabs(site);
let ids: FixtureIds = { event: 0, team: 0, task: 0 };
const report: string[] = [];

/** How wide the document is, and the deepest elements that reach past the screen's right edge. */
async function overflow(page: Page): Promise<{ width: number; culprits: string[] }> {
  return page.evaluate((limit) => {
    const width = document.documentElement.scrollWidth;
    const culprits: string[] = [];
    if (width > limit) {
      for (const el of Array.from(document.body.querySelectorAll('*'))) {
        const right = el.getBoundingClientRect().right + window.scrollX;
        if (right <= limit + 0.5) continue;
        // the deepest ones: an element whose children all fit is the one to fix
        const wideChild = Array.from(el.children).some(
          (c) => c.getBoundingClientRect().right + window.scrollX > limit + 0.5,
        );
        if (wideChild) continue;
        const name = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${
          typeof el.className === 'string' && el.className
            ? `.${el.className.trim().split(/\s+/).join('.')}`
            : ''
        }`;
        culprits.push(`${name} right=${Math.round(right)} "${(el.textContent ?? '').trim().slice(0, 40)}"`);
        if (culprits.length >= 6) break;
      }
    }
    return { width, culprits };
  }, PHONE_WIDTH);
}

/** Uploads `name` into the drive's root as the admin; answers its id once its upload job is done. */
async function upload(page: Page, name: string, text: string): Promise<string> {
  const id = await page.evaluate(
    async ({ name, text }) => {
      const { token } = (await (await fetch('/api/token')).json()) as { token: string };
      const form = new FormData();
      form.append(`file-${name}`, new File([text], name, { type: 'text/plain' }), name);
      const res = await fetch('/api/files/upload/root', {
        method: 'POST',
        body: form,
        headers: { 'x-csrf-token': token },
      });
      return ((await res.json()) as { id: string }[])[0]!.id;
    },
    { name, text },
  );
  for (let i = 0; i < 100; i += 1) {
    const file = await call(page, 'GET', `/api/files/${id}`);
    if ((file.body as { status?: string }).status !== 'pending') return id;
    await page.waitForTimeout(100);
  }
  throw new Error(`${name}: the upload job did not finish`);
}

/**
 * The viewer at its widest: the event gets the team, a file shared with signed-in members, a private
 * one (the cadet must not see it), a long unbroken word in its comments and an attendance record.
 */
async function withTeamAndAttachments(admin: Page, fixture: FixtureIds): Promise<void> {
  const shared = await upload(admin, 'Packing-list-for-the-accessibility-check-meeting.txt', 'Canteen\n');
  const secret = await upload(admin, 'Staff-budget.txt', 'Budget\n');
  const sharing = await call(admin, 'POST', `/api/files/${shared}`, {
    permissions: [{ type: 'SIGNEDIN', permission: 1 }],
  });
  assert.equal(sharing.status, 200, JSON.stringify(sharing.body));
  const updated = await call(admin, 'PUT', `/api/events/${fixture.event}`, {
    teamID: fixture.team,
    fileIDs: [shared, secret],
    comments: 'See https://example.org/a-very-long-address-without-any-break-in-it-at-all/and/more/of/it',
  });
  assert.equal(updated.status, 200, JSON.stringify(updated.body));
  // an attendance row for the attendance list, with a comment that has no place to break
  const attendance = await call(admin, 'POST', `/api/events/${fixture.event}/attendance/bulk`, {
    members: [
      {
        memberID: { type: 'CAPNHQMember', id: FIXTURE.senior },
        comments: 'Bringing-the-trailer-with-the-flag-stands-and-the-spare-uniform-parts',
      },
    ],
  });
  assert.ok(attendance.status < 300, JSON.stringify(attendance.body));
}

/** Opens every page of `who` at phone width; answers the pages wider than the screen. */
async function checkPages(who: Who): Promise<string[]> {
  const { open, reload, page } = await tab(who);
  await page.setViewportSize({ width: PHONE_WIDTH, height: 844 });
  const problems: string[] = [];
  for (const visit of visits(ids).filter((v) => v.who === who)) {
    const where = `${visit.path} (${who})`;
    try {
      await open(visit.path).catch(() => reload(visit.path));
    } catch (error) {
      problems.push(`${where}: did not load: ${String(error).split('\n')[0]}`);
      await page.goto(`${site().base}/`).catch(() => {});
      continue;
    }
    const { width, culprits } = await overflow(page);
    report.push(`${where}: ${width} px`);
    if (width > PHONE_WIDTH) {
      problems.push(`${where}: ${width} px wide; past the edge: ${culprits.join('; ')}`);
      await shot(who, `FAILED-phone-${who}${visit.path.replace(/[^a-z0-9]+/gi, '-')}`);
    }
    if (visit.route === '/eventviewer/:id') await shot(who, `phone-eventviewer-${who}`);
  }
  await writeFile(join(outputDir, 'phone-width.txt'), report.join('\n'));
  return problems;
}

describe(`every page fits a ${PHONE_WIDTH} px wide phone without sideways scrolling`, () => {
  before(async () => {
    const admin = (await tab('admin')).page;
    ids = await makeFixtureData(admin);
    await withTeamAndAttachments(admin, ids);
  });

  test('signed-out pages', async () => {
    const problems = await checkPages('anonymous');
    assert.deepEqual(problems, [], problems.join('\n'));
  });

  test('every page as the admin', async () => {
    const problems = await checkPages('admin');
    assert.deepEqual(problems, [], problems.join('\n'));
  });

  test("a cadet's home, dashboard, event viewer, task, team and drive", async () => {
    const problems = await checkPages('cadet');
    assert.deepEqual(problems, [], problems.join('\n'));
  });

  test("the event viewer at 390 px and on a desktop: the cadet sees the team and the members' attachment, not the private one", async () => {
    const { open, page } = await tab('cadet');
    await page.setViewportSize({ width: PHONE_WIDTH, height: 844 });
    await open(`/eventviewer/${ids.event}`);
    const files = page.getByRole('region', { name: 'Attachments' }).getByRole('link');
    await files.first().waitFor();
    assert.deepEqual(await files.allTextContents(), ['Packing-list-for-the-accessibility-check-meeting.txt']);
    const team = page
      .getByRole('region', { name: 'Team information' })
      .getByRole('link', { name: 'Color Guard' });
    assert.equal(await team.getAttribute('href'), `/team/${ids.team}`);
    assert.ok((await page.evaluate(() => document.documentElement.scrollWidth)) <= PHONE_WIDTH);
    // the new sections meet the same bar as every page (accessibility.test.ts)
    const findings = await seriousViolations(page, 'event viewer with team and attachments (cadet)');
    assert.deepEqual(findings, [], describeFindings(findings));
    await shot('cadet', 'phone-eventviewer-attachments-cadet');
    await page.setViewportSize({ width: 1280, height: 900 });
    await shot('cadet', 'desktop-eventviewer-attachments-cadet');
    // the anonymous visitor sees no members-only file
    const anonymous = await tab('anonymous');
    await anonymous.open(`/eventviewer/${ids.event}`);
    assert.equal(await anonymous.page.getByRole('region', { name: 'Attachments' }).count(), 0);
  });
});
