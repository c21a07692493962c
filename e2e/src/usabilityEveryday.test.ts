// End-to-end journeys of the usability pass over two everyday tasks, each on the width where it was
// seen. "Sign up and cancel on a phone": the fixture 'cadet' opens the home page on a 390 px phone,
// finds the next meeting and the upcoming events above the photo banner, opens an upcoming event,
// signs up and rescinds, sees what waits for them (the unread count in the Menu bar, the side menu
// and on the home page) and opens their notifications, and finds Sign out at the bottom of the phone
// menu. "Request an account": a newcomer without a member number opens Create an account and Forgot
// your username on a desktop and a phone and reads how to join the unit (its meeting address and
// contacts from the registry). The fixture 'admin' (ManageEvent FULL, FileManagement FULL, AssignTasks
// in md001) sets the scene. Screenshots usability26-everyday-NN in e2e/output.
import { describe } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { ACTIVITY_OPTIONS, newEventContent, unreadCountsResponse } from '@portal/contracts';
import type { Locator, Page } from 'playwright-core';
import { sideNavigation, siteForThisFile } from './browser.ts';
import { call, createEvent, FIXTURE, HOUR, journeySteps } from './eventSteps.ts';
import { outputDir } from './site.ts';

const site = siteForThisFile();
const { signedIn, step } = journeySteps(site, 'usability26-everyday');
const tag = Date.now().toString(36);
const MEETING = `Weekly squadron meeting ${tag}`;
const OUTING = `Air museum visit ${tag}`;
const TASK = `Bring your signed permission slip ${tag}`;
// the meeting in two days, the outing in three, on the quarter hour
const quarter = (ms: number) => Math.ceil(ms / 900_000) * 900_000;
const MEETING_AT = quarter(Date.now() + 2 * 24 * HOUR);
const OUTING_AT = quarter(Date.now() + 3 * 24 * HOUR);
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
/** The fixture registry's meeting address (svc-identity/src/seed/seed.ts). */
const MEETING_STREET = '100 Example Airport Road';

let outingID = 0;
let bannerImageID = '';

/** What the person sees: the window only (a full-page capture moves sticky bars). */
const screenshot = (page: Page, name: string) =>
  page.screenshot({ path: join(outputDir, `usability26-everyday-${name}.png`) });

const top = async (locator: Locator): Promise<number> => {
  const box = await locator.boundingBox();
  assert.ok(box, 'the element is laid out');
  return box.y;
};

/** Waits for the page's smooth scrolling to stop (a screenshot mid-scroll shows half a page). */
async function settledScroll(page: Page): Promise<void> {
  let last = -1;
  for (let i = 0; i < 40; i += 1) {
    const y = await page.evaluate(() => window.scrollY);
    if (y === last) return;
    last = y;
    await page.waitForTimeout(100);
  }
}

/** Draws a photo-like PNG in the page and uploads it to the drive's root; its id. */
async function uploadBannerPhoto(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 960;
    canvas.height = 480;
    const g = canvas.getContext('2d')!;
    const sky = g.createLinearGradient(0, 0, 0, 480);
    sky.addColorStop(0, '#5b8fc9');
    sky.addColorStop(1, '#dbe8f5');
    g.fillStyle = sky;
    g.fillRect(0, 0, 960, 480);
    g.fillStyle = '#3d5a2a';
    g.fillRect(0, 380, 960, 100);
    g.fillStyle = '#f4f4f4';
    g.fillRect(380, 200, 220, 26);
    g.fillRect(470, 150, 40, 130);
    const blob = await new Promise<Blob>((done) => canvas.toBlob((b) => done(b!), 'image/png'));
    const { token } = (await (await fetch('/api/token')).json()) as { token: string };
    const form = new FormData();
    form.append('file-open-house.png', blob, 'open-house.png');
    const res = await fetch('/api/files/upload/root', {
      method: 'POST',
      headers: { 'x-csrf-token': token },
      body: form,
    });
    return ((await res.json()) as Array<{ id: string }>)[0]!.id;
  });
}

describe('sign up and cancel on a phone; request an account without a member number', () => {
  step(
    'the unit has a next meeting, an upcoming outing, a public photo and a task for the cadet',
    async () => {
      const page = await signedIn('admin', '/');
      const places = { meetLocation: 'Hangar 2', location: 'Hangar 2', pickupLocation: 'Hangar 2' };
      const activity = newEventContent(MEETING_AT).activity;
      await createEvent(page, MEETING_AT, {
        ...places,
        name: MEETING,
        startDateTime: MEETING_AT,
        endDateTime: MEETING_AT + 2 * HOUR,
        pickupDateTime: MEETING_AT + 2 * HOUR,
        activity: { ...activity, values: ACTIVITY_OPTIONS.map((label) => label === 'Recurring Meeting') },
      });
      outingID = await createEvent(page, OUTING_AT, {
        ...places,
        name: OUTING,
        location: 'College Park Aviation Museum',
        startDateTime: OUTING_AT + 900_000,
        endDateTime: OUTING_AT + 4 * HOUR,
        pickupDateTime: OUTING_AT + 5 * HOUR,
      });
      // a photo shared with everyone: the home page's slideshow shows it
      bannerImageID = await uploadBannerPhoto(page);
      for (let i = 0; ; i += 1) {
        const shared = await call(page, 'POST', `/api/files/${bannerImageID}`, {
          permissions: [{ type: 'OTHER', permission: 1 }],
        });
        if (shared.status === 200) break;
        assert.ok(i < 60, `the photo could be shared (${shared.status} ${JSON.stringify(shared.body)})`);
        await page.waitForTimeout(500);
      }
      for (let i = 0; ; i += 1) {
        const banner = await call(page, 'GET', '/api/banner');
        if ((banner.body as { images: string[] }).images.includes(bannerImageID)) break;
        assert.ok(i < 60, 'the banner lists the photo');
        await page.waitForTimeout(500);
      }
      // a task for the cadet; it tells them with a notification
      const task = await call(page, 'POST', '/api/tasks', {
        title: TASK,
        tasked: [{ type: 'CAPNHQMember', id: FIXTURE.cadet }],
      });
      assert.equal(task.status, 201, JSON.stringify(task.body));
    },
  );

  step('phone, 390 px: the next meeting and upcoming events come before the photo banner', async () => {
    const page = await signedIn('cadet', '/');
    await page.setViewportSize(PHONE);
    const meeting = page.locator('section.home-next-meeting');
    await meeting.getByRole('link', { name: MEETING, exact: true }).waitFor();
    const upcoming = page.locator('section.home-upcoming');
    await upcoming.getByRole('link', { name: OUTING, exact: true }).waitFor();
    const banner = page.getByRole('region', { name: 'Photos' });
    await banner.getByRole('img').waitFor();
    const meetingTop = await top(meeting);
    assert.ok(meetingTop < PHONE.height, `the next meeting is on the first screen (y ${meetingTop})`);
    assert.ok(meetingTop < (await top(upcoming)), 'the next meeting, then the upcoming events');
    assert.ok((await top(upcoming)) < (await top(banner)), 'the upcoming events come before the photos');
    await screenshot(page, '01-phone-home-meeting-first');
    await banner.scrollIntoViewIfNeeded();
    await screenshot(page, '02-phone-home-banner-below');
  });

  step(
    'phone: the cadet sees what waits for them: the Menu bar, the side menu and the home page',
    async () => {
      const page = await signedIn('cadet', '/');
      await page.setViewportSize(PHONE);
      const counts = unreadCountsResponse.parse((await call(page, 'GET', '/api/notifications/unread')).body);
      assert.ok(counts.notifications >= 1, 'the task told the cadet with a notification');
      assert.equal(counts.tasks, 1);
      const waiting = counts.notifications + counts.tasks;
      const unread = `${counts.notifications} unread notification${counts.notifications === 1 ? '' : 's'}`;
      const line = page.locator('.hero-waiting');
      await line.getByRole('link', { name: unread, exact: true }).waitFor();
      await line.getByRole('link', { name: '1 open task', exact: true }).waitFor();
      const menu = sideNavigation(page);
      const toggle = menu.getByRole('button', { name: `Menu (${waiting} waiting)`, exact: true });
      await toggle.waitFor();
      await screenshot(page, '03-phone-unread-count');

      // Sign out sits at the bottom of the open phone menu, below every link
      await toggle.click();
      const notifications = menu.getByRole('link', {
        name: `Notifications (${counts.notifications} unread)`,
        exact: true,
      });
      await notifications.waitFor();
      const signOut = menu.getByRole('button', { name: 'Sign out', exact: true });
      const home = menu.getByRole('link', { name: 'Home', exact: true });
      const tasks = menu.getByRole('link', { name: 'Tasks (1 open)', exact: true });
      const signOutTop = await top(signOut);
      for (const [name, link] of [
        ['Home', home],
        ['Notifications', notifications],
        ['Tasks', tasks],
        ['Go back', menu.getByRole('button', { name: 'Go back', exact: true })],
      ] as const) {
        assert.ok((await top(link)) < signOutTop, `${name} is above Sign out`);
      }
      assert.ok(signOutTop > (await top(home)) + 100, 'Sign out is not at the top of the phone menu');
      await signOut.scrollIntoViewIfNeeded();
      await screenshot(page, '04-phone-menu-sign-out-at-bottom');

      // the notifications page is the cadet's own, outside Administration's permissions
      await notifications.click();
      await page.waitForURL((url) => url.pathname === '/admin/notifications');
      await page.getByRole('heading', { level: 1, name: 'Notifications' }).waitFor();
      await page.getByText(`${counts.notifications} unread`, { exact: true }).waitFor();
      await page.getByText(TASK, { exact: false }).first().waitFor();
      await screenshot(page, '05-phone-notifications-page');
    },
  );

  step('phone: the cadet opens the upcoming outing from home, signs up, then cancels', async () => {
    const page = await signedIn('cadet', '/');
    await page.setViewportSize(PHONE);
    await page.locator('section.home-upcoming').getByRole('link', { name: OUTING, exact: true }).click();
    await page.waitForURL((url) => url.pathname.startsWith(`/eventviewer/${outingID}`));
    await page.getByRole('heading', { level: 1, name: OUTING }).waitFor();
    const section = page.locator('section#signup');
    const signUp = section.getByRole('button', { name: 'Sign up', exact: true });
    await signUp.scrollIntoViewIfNeeded();
    await screenshot(page, '06-phone-signup-form');
    await signUp.click();
    await section.getByText('Your sign-up has been saved.').waitFor();
    const update = section.getByRole('button', { name: 'Update sign-up' });
    await update.scrollIntoViewIfNeeded();
    await screenshot(page, '07-phone-signed-up');

    // cancelling is rescinding the commitment to attend
    await section.getByLabel('Status').selectOption('RESCINDEDCOMMITMENTTOATTEND');
    await update.click();
    await section.getByText('Your sign-up has been saved.').waitFor();
    await page.waitForFunction(
      () =>
        (document.querySelector('section#signup select') as HTMLSelectElement | null)?.value ===
        'RESCINDEDCOMMITMENTTOATTEND',
    );
    await update.scrollIntoViewIfNeeded();
    await screenshot(page, '08-phone-rescinded');
    const viewer = await call(page, 'GET', `/api/events/${outingID}/viewer`);
    const attendees = (
      viewer.body as { attendees: Array<{ record: { memberID: { id: number }; status: string } }> }
    ).attendees;
    const mine = attendees.find((a) => a.record.memberID.id === FIXTURE.cadet);
    assert.equal(mine?.record.status, 'RESCINDEDCOMMITMENTTOATTEND');
  });

  step('desktop: the home page keeps the photo banner above the meeting and events', async () => {
    const { page } = await site().newPage();
    try {
      await page.setViewportSize(DESKTOP);
      await page.goto(`${site().base}/`);
      const meeting = page.locator('section.home-next-meeting');
      await meeting.getByRole('link', { name: MEETING, exact: true }).waitFor();
      const banner = page.getByRole('region', { name: 'Photos' });
      await banner.getByRole('img').waitFor();
      assert.ok((await top(banner)) < (await top(meeting)), 'the banner comes first on a desktop');
      await screenshot(page, '09-desktop-home-banner-first');
    } finally {
      await page.context().close();
    }
  });

  for (const [width, viewport] of [
    ['desktop', DESKTOP],
    ['phone, 390 px', PHONE],
  ] as const) {
    const device = width === 'desktop' ? 'desktop' : 'phone';
    step(`${width}: a newcomer without a member number reads how to join the unit`, async () => {
      const { page } = await site().newPage();
      try {
        await page.setViewportSize(viewport);
        for (const [path, title, shot] of [
          ['/create-account', 'Create an account', device === 'desktop' ? '10' : '12'],
          ['/usernamerequest', 'Forgot your username?', device === 'desktop' ? '11' : '13'],
        ] as const) {
          await page.goto(`${site().base}${path}`);
          await page.getByRole('heading', { level: 1, name: title }).waitFor();
          // the intro points someone without a number to the box
          await page.getByRole('link', { name: 'No member number yet? Here is how to join.' }).click();
          const join = page.getByRole('region', { name: 'No member number yet?' });
          await settledScroll(page);
          await join.getByText(MEETING_STREET, { exact: true }).waitFor();
          await join.getByRole('heading', { name: 'Where we meet' }).waitFor();
          await join.getByText('PO Box 100', { exact: true }).waitFor();
          const facebook = join.getByRole('link', { name: 'Facebook', exact: true });
          assert.match((await facebook.getAttribute('href')) ?? '', /^https:\/\/www\.facebook\.com\//);
          await join.getByRole('link', { name: 'Discord', exact: true }).waitFor();
          const box = await join.boundingBox();
          assert.ok(box && box.y >= 0 && box.y < viewport.height, 'the link brought the box into view');
          const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
          assert.ok(scrollWidth <= viewport.width, `no sideways scroll (${scrollWidth} px)`);
          await screenshot(page, `${shot}-${device}-${path.slice(1)}-how-to-join`);
        }
      } finally {
        await page.context().close();
      }
    });
  }
});
