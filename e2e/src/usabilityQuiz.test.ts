// End-to-end journeys of the usability pass over "take the quiz", and the finishing touches seen
// on the way, each on the width where it was seen: the finished quiz shows the score on a 390 px
// phone and on a desktop; an event page's breadcrumb names the event, not 'Event N'; the permission
// log and the notifications show times as 'HH:MM on MM/DD/YYYY' in the account's zone (the fixture
// account keeps the default, America/New_York); the attendance scanner's last message clears when
// the next number is typed; the dashboard's Reports card shows a loader for its whole wait. The
// fixture 'admin' manages; the fixture 'cadet' is notified; the fixture 'staff' has the reports.
// Window screenshots usability26-quiz-01..NN in e2e/output.
import { describe } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { formatViewerDateTime } from '@portal/contracts';
import type { Page } from 'playwright-core';
import { PICTURE_NAMES, correctInput, describeCadet } from '../../mfe-quiz/src/quiz/index.ts';
import { siteForThisFile } from './browser.ts';
import { call, createEvent, FIXTURE, HOUR, journeySteps } from './eventSteps.ts';
import { answerQuiz, cadetFor } from './quizSteps.ts';
import { outputDir } from './site.ts';

const site = siteForThisFile();
const { signedIn, step } = journeySteps(site, 'usability26-quiz');
const tag = Date.now().toString(36);
const EVENT_NAME = `Model rocket launch ${tag}`;
const MEET = Math.ceil((Date.now() + 12 * 24 * HOUR) / 900_000) * 900_000;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const SEED = 20261129;
const ANSWERS = PICTURE_NAMES.length + 1;
const NY = 'America/New_York';
/** The one time format of every page. */
const TIME_FORMAT = /^\d{2}:\d{2} on \d{2}\/\d{2}\/\d{4}$/;

let eventID = 0;

/** What the person sees: the window only. */
const screenshot = (page: Page, name: string) => page.screenshot({ path: join(outputDir, `${name}.png`) });

async function openQuiz(size: { width: number; height: number }): Promise<Page> {
  const { page } = await site().newPage();
  await page.setViewportSize(size);
  await page.goto(`${site().base}/capr393quizzer?seed=${SEED}`);
  await page.getByRole('heading', { name: describeCadet(cadetFor(SEED)).title }).waitFor();
  return page;
}

/** The breadcrumb trail's labels. */
const crumbs = (page: Page) =>
  page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem').allTextContents();

describe('the quiz, and one way to show time, breadcrumbs and the scanner', () => {
  step('desktop: the finished quiz shows the score beside the mistakes', async () => {
    const page = await openQuiz(DESKTOP);
    const wrong = { ...correctInput(cadetFor(SEED)), iaceChecked: true, vfwOfficer: true };
    await answerQuiz(page, wrong);
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await page.getByRole('heading', { name: 'Here are your results' }).waitFor();
    const score = page.getByText(/^Score: /);
    assert.equal(await score.textContent(), `Score: ${ANSWERS - 2} of ${ANSWERS} answers right`);
    await page.getByText('2 mistakes:', { exact: true }).waitFor();
    await screenshot(page, 'usability26-quiz-01-desktop-score');
  });

  step('phone, 390 px: the right answers score full marks, on the first screen of the results', async () => {
    const page = await openQuiz(PHONE);
    await answerQuiz(page, correctInput(cadetFor(SEED)));
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await page.getByText('You passed!', { exact: true }).waitFor();
    // the results' heading (focused) sits below the sticky menu bar, not under it
    const bar = await page.getByRole('button', { name: 'Menu' }).boundingBox();
    const heading = await page.getByRole('heading', { name: 'Here are your results' }).boundingBox();
    assert.ok(
      bar && heading && heading.y >= bar.y + bar.height,
      `heading ${JSON.stringify(heading)} below the bar ${JSON.stringify(bar)}`,
    );
    const score = page.getByText(/^Score: /);
    assert.equal(await score.textContent(), `Score: ${ANSWERS} of ${ANSWERS} answers right`);
    const box = await score.boundingBox();
    assert.ok(
      box && box.y >= 0 && box.y + box.height <= PHONE.height,
      `the score is on screen (${JSON.stringify(box)})`,
    );
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(width <= PHONE.width, `no sideways scroll (${width} px)`);
    await screenshot(page, 'usability26-quiz-02-phone-score');
  });

  step('desktop: the Reports card shows a loader for the whole wait, never a blank card', async () => {
    const page = await signedIn('staff', '/admin');
    await page.setViewportSize(DESKTOP);
    const card = page.getByTestId('widget-reports');
    const loaded = card.getByText(/\d+ members? on record/);
    await loaded.waitFor();
    // the unit's members answer slowly, as on a busy evening
    await page.route('**/api/member/promotionrequirements/account', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.reload();
    await card.getByRole('heading', { name: 'Reports' }).waitFor();
    await page.waitForTimeout(250); // the loader's 200 ms delay (platform §9)
    let blank = 0;
    let seen = 0;
    const until = Date.now() + 10_000;
    // one look reads both at once, so data arriving between two reads is not taken for a blank card
    const look = () =>
      card.evaluate((el) => ({
        loaded: /\d+ members? on record/.test(el.textContent ?? ''),
        loading: el.querySelector('[role="status"]') !== null,
      }));
    for (let now = await look(); !now.loaded && Date.now() < until; now = await look()) {
      if (!now.loading) blank++;
      else if (seen++ === 0)
        await card.screenshot({ path: join(outputDir, 'usability26-quiz-03-reports-loading.png') });
      await page.waitForTimeout(100);
    }
    await loaded.waitFor();
    assert.ok(seen > 3, `the loader showed while the members loaded (${seen} looks)`);
    assert.equal(blank, 0, 'the card was never blank while it loaded');
  });

  step("desktop: an event's breadcrumb names the event, on its viewer and its other pages", async () => {
    const page = await signedIn('admin', '/');
    await page.setViewportSize(DESKTOP);
    eventID = await createEvent(page, MEET, {
      name: EVENT_NAME,
      meetLocation: 'Launch field',
      location: 'Launch field',
      pickupLocation: 'Launch field',
      startDateTime: MEET + 900_000,
      endDateTime: MEET + 2 * HOUR,
      pickupDateTime: MEET + 3 * HOUR,
    });
    await page.goto(`${site().base}/eventviewer/${eventID}`);
    await page.getByRole('heading', { level: 1, name: EVENT_NAME }).waitFor();
    await page
      .getByRole('navigation', { name: 'Breadcrumb' })
      .getByText(EVENT_NAME, { exact: true })
      .waitFor();
    assert.deepEqual(await crumbs(page), ['Home', 'Calendar', EVENT_NAME]);
    await screenshot(page, 'usability26-quiz-04-viewer-crumb');
    await page.goto(`${site().base}/auditviewer/${eventID}`);
    await page.getByRole('link', { name: EVENT_NAME, exact: true }).first().waitFor();
    await page
      .getByRole('navigation', { name: 'Breadcrumb' })
      .getByText(EVENT_NAME, { exact: true })
      .waitFor();
    assert.deepEqual(await crumbs(page), ['Home', 'Calendar', EVENT_NAME, 'Audit log']);
    assert.match(await page.title(), /^Audit log/);
    await screenshot(page, 'usability26-quiz-05-audit-crumb');
  });

  step("desktop: the permission log and the notifications show 'HH:MM on MM/DD/YYYY'", async () => {
    const page = await signedIn('admin', '/admin/permissions');
    await page.setViewportSize(DESKTOP);
    // a change to the cadet's permissions: an entry in the log, a notification for the cadet
    const list = await call(page, 'GET', '/api/member/permissions');
    type Role = { member: { type: string; id: number }; permissions: Record<string, string> };
    const roles: Role[] = (list.body as Role[]).map(({ member, permissions }) => ({ member, permissions }));
    const own = roles.find((r) => r.member.id === FIXTURE.cadet);
    if (own) own.permissions = { ...own.permissions, FlightAssign: 'YES' };
    else
      roles.push({
        member: { type: 'CAPNHQMember', id: FIXTURE.cadet },
        permissions: { FlightAssign: 'YES' },
      });
    const saved = await call(page, 'POST', '/api/member/permissions', { newRoles: roles });
    assert.ok(saved.status < 300, JSON.stringify(saved.body));
    const audit = await call(page, 'GET', '/api/member/permissions/audit');
    const latest = (audit.body as { changedAt: number }[]).reduce((a, b) =>
      a.changedAt > b.changedAt ? a : b,
    );

    await page.reload();
    const changes = page.getByRole('region', { name: 'Recent changes' });
    const shown = formatViewerDateTime(latest.changedAt, NY);
    const time = changes.locator('time', { hasText: shown }).first();
    await time.waitFor();
    assert.match((await time.textContent()) ?? '', TIME_FORMAT);
    for (const text of await changes.locator('time').allTextContents()) assert.match(text, TIME_FORMAT);
    await changes.scrollIntoViewIfNeeded();
    await screenshot(page, 'usability26-quiz-06-permission-log');

    const cadet = await signedIn('cadet', '/admin/notifications');
    await cadet.setViewportSize(DESKTOP);
    const mine = await call(cadet, 'GET', '/api/notifications');
    const notified = (mine.body as { created: number; extraData: { type: string } }[]).find(
      (n) => n.extraData.type === 'PermissionChange',
    );
    assert.ok(notified, 'the cadet is notified of the change');
    const items = cadet.getByRole('list', { name: 'Your notifications' });
    await items
      .locator('time', { hasText: formatViewerDateTime(notified.created, NY) })
      .first()
      .waitFor();
    for (const text of await items.locator('time').allTextContents()) assert.match(text, TIME_FORMAT);
    await screenshot(cadet, 'usability26-quiz-07-notifications');
  });

  step("desktop: the scanner's last message clears when the next number is typed", async () => {
    const page = await signedIn('admin', '/');
    await page.setViewportSize(DESKTOP);
    await page.goto(`${site().base}/events/scanadd/${eventID}`);
    await page.getByRole('heading', { name: 'Attendance scanner' }).waitFor();
    await page
      .getByRole('navigation', { name: 'Breadcrumb' })
      .getByText(EVENT_NAME, { exact: true })
      .waitFor();
    const input = page.getByLabel('Member number');
    await input.fill(String(FIXTURE.senior));
    await input.press('Enter');
    const added = page.getByText(/^Successfully added .+ to event\.$/);
    await added.waitFor();
    await input.fill(String(FIXTURE.senior));
    await input.press('Enter');
    const refused = page.getByRole('alert').filter({ hasText: 'Member is already in attendance' });
    await refused.waitFor();
    await screenshot(page, 'usability26-quiz-08-scanner-message');
    await input.press('5');
    await refused.waitFor({ state: 'detached' });
    assert.equal(await added.count(), 0);
    await screenshot(page, 'usability26-quiz-09-scanner-typing');
  });
});
