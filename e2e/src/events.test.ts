// End-to-end journey, events (events spec §2 Event form, Event viewer, Calendar, Home;
// §4 move and copy; §6 viewer redaction and Link event; audit log), in a real Chromium against the
// composed site with the fixture users (no demo events: the journey makes its own). 'admin' of
// md001 manages events (Admin preset, ManageEvent FULL) and is also a member of the wing md000 with
// the Manager preset (svc-identity fixtures), so the viewer offers to link into md000.
// Screenshots events-01..NN in e2e/output.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { siteForThisFile, signIn } from './browser.ts';
import { fixturePassword, screenshot } from './site.ts';
import { call, createEvent, FIXTURE } from './eventSteps.ts';

const site = siteForThisFile();

const NAME = `Search and Rescue Exercise ${Date.now().toString(36)}`;
const MEMBER_COMMENT = 'Bring your 24-hour pack (members only)';
const HIDDEN_CONTACT = 'Quinn Hangarside';
const INTERNAL_CONTACT_ID = '510002'; // Morgan Manager (fixtures)
const FIELD_TITLE = 'T-shirt size';

/** A wall-clock day in New York (events are entered and shown there, §5/§9), `days` from today. */
function nyDay(days: number, months = 0): { y: number; m: number; d: number } {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1 + months, d + days));
  return { y: date.getUTCFullYear(), m: date.getUTCMonth() + 1, d: date.getUTCDate() };
}
const two = (n: number) => String(n).padStart(2, '0');
/** The pickers' text (events §5 MM/dd/yyyy HH:mm). */
const localInput = (day: { y: number; m: number; d: number }, time: string) =>
  `${two(day.m)}/${two(day.d)}/${day.y} ${time}`;
const calendarPath = (day: { m: number; y: number }) => `/calendar/${day.m}/${day.y}`;

const created = nyDay(3);
const moved = nyDay(4);
const copied = nyDay(3, 1);

let viewerPath = '';
let eventID = 0;

/** The pages the running step opened: saved as FAILED-events-* when it fails. */
let opened: Page[] = [];

async function signedIn(username: string, returnUrl: string): Promise<Page> {
  const { page } = await site().newPage();
  opened.push(page);
  await signIn(page, site().base, username, fixturePassword, returnUrl);
  await page.waitForURL((url) => url.pathname === returnUrl);
  return page;
}

async function anonymousPage(width = 1280): Promise<Page> {
  const context = await site().browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  opened.push(page);
  page.setDefaultTimeout(15000);
  return page;
}

/** A step of the journey; on failure every page it opened is saved for a look. */
function step(name: string, journey: () => Promise<void>) {
  test(name, async () => {
    opened = [];
    try {
      await journey();
    } catch (error) {
      const slug = name.replace(/[^a-z0-9]+/gi, '-').slice(0, 50);
      await Promise.all(
        opened.map((page, i) => screenshot(page, `FAILED-events-${slug}-${i}`).catch(() => {})),
      );
      throw error;
    } finally {
      await Promise.all(
        opened.map((page) =>
          page
            .context()
            .close()
            .catch(() => {}),
        ),
      );
    }
  });
}

/** The event on the month grid starting at `time` on `day` (H3's chips: title 'Name: HH:MM on MM/DD/YYYY to ...'). */
const calendarEvent = (page: Page, day: { y: number; m: number; d: number }, time: string) =>
  page.locator(`a.cal-event[title^="${NAME}: ${time} on ${two(day.m)}/${two(day.d)}/${day.y} to "]`);

describe('events: create with a POC and a custom field, calendar and home, public view, copy, move, link, audit, mobile calendar', () => {
  step('a manager creates an event with a point of contact and a custom field', async () => {
    const page = await signedIn('admin', '/eventform');
    // the e2e site seeds fixtures only: no demo events (deploy/stack.mjs seeds events in demo mode)
    const before = await page.evaluate(async () => (await fetch('/api/events')).json());
    assert.deepEqual(before, [], 'the fixtures carry no events');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByLabel('Event name', { exact: true }).fill(NAME);
    await page.getByLabel('Meet date and time', { exact: true }).fill(localInput(created, '09:00'));
    await page.getByLabel('Meet location', { exact: true }).fill('Squadron headquarters');
    // §4: leaving the meet location fills the empty locations with it; the event is elsewhere
    await page.getByLabel('Meet location', { exact: true }).press('Tab');
    const location = page.getByLabel('Event location', { exact: true });
    assert.equal(await location.inputValue(), 'Squadron headquarters');
    await location.fill('Demo State Park');
    await page.getByLabel('Pickup location', { exact: true }).fill('Squadron headquarters');
    await page.getByLabel('Member comments', { exact: true }).fill(MEMBER_COMMENT);
    await page.getByLabel('Event status', { exact: true }).selectOption('CONFIRMED');
    await page
      .getByRole('group', { name: 'Uniform (senior members)' })
      .getByLabel('Corporate Service Uniform', { exact: true })
      .check();
    await page
      .getByRole('group', { name: 'Uniform (cadets)' })
      .getByLabel('Operational Camouflage Pattern (OCP)', { exact: true })
      .check();

    // an internal contact shown publicly (by CAPID, the member's name filled in) ...
    await page.getByLabel('CAPID of internal contact', { exact: true }).fill(INTERNAL_CONTACT_ID);
    await page.getByRole('button', { name: 'Add internal point of contact', exact: true }).click();
    const first = page.getByRole('group', { name: 'Point of contact 1' });
    await first.getByText(/Morgan\b.*\bManager/).waitFor();
    await first.getByLabel('Contact position', { exact: true }).fill('Incident commander');
    // ... and an external one for members only
    await page.getByRole('button', { name: 'Add external point of contact', exact: true }).click();
    const second = page.getByRole('group', { name: 'Point of contact 2' });
    await second.getByLabel('Contact name', { exact: true }).fill(HIDDEN_CONTACT);
    await second.getByLabel('Contact phone', { exact: true }).fill('(410)555-0177');
    await second.getByLabel('Display publicly', { exact: true }).uncheck();

    await page.getByRole('button', { name: 'Add custom field', exact: true }).click();
    await page
      .getByRole('group', { name: 'Custom field 1' })
      .getByLabel('Field title', { exact: true })
      .fill(FIELD_TITLE);
    await screenshot(page, 'events-01-form');

    await page.getByRole('button', { name: 'Create event', exact: true }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/eventviewer/'));
    await page.getByRole('heading', { level: 1, name: NAME }).waitFor();
    viewerPath = new URL(page.url()).pathname;
    eventID = Number(viewerPath.split('/')[2]!.split('-')[0]);
    assert.ok(eventID > 0, `the viewer's address names the event: ${viewerPath}`);
    const contacts = page.getByRole('region', { name: 'Contact information' });
    await contacts.getByText(/Morgan\b.*\bManager/).waitFor();
    await contacts.getByText(HIDDEN_CONTACT).waitFor();
    await page.getByText(MEMBER_COMMENT).waitFor();
    await page
      .getByText(`09:15 on ${two(created.m)}/${two(created.d)}/${created.y} at Demo State Park`)
      .waitFor();
    await screenshot(page, 'events-02-viewer-manager');

    // the custom field is stored with the event
    const stored = await page.evaluate(async (id) => (await fetch(`/api/events/${id}`)).json(), eventID);
    assert.deepEqual(
      (stored as { customAttendanceFields: { title: string }[] }).customAttendanceFields.map((f) => f.title),
      [FIELD_TITLE],
    );
  });

  step('it shows on the calendar and on the home page', async () => {
    const page = await signedIn('admin', calendarPath(created));
    await calendarEvent(page, created, '09:15').waitFor();
    await screenshot(page, 'events-03-calendar');
    await page.goto(`${site().base}/`);
    await page.getByRole('region', { name: 'Upcoming events' }).getByRole('link', { name: NAME }).waitFor();
    await screenshot(page, 'events-04-home');
  });

  step('an anonymous visitor sees only public information', async () => {
    const page = await anonymousPage();
    await page.goto(`${site().base}${viewerPath}`);
    await page.getByRole('heading', { level: 1, name: NAME }).waitFor();
    const contacts = page.getByRole('region', { name: 'Contact information' });
    await contacts.getByText(/Morgan\b.*\bManager/).waitFor();
    const text = await page.locator('body').innerText();
    assert.ok(!text.includes(HIDDEN_CONTACT), 'a contact not shown publicly is not on the public page');
    assert.ok(!text.includes(MEMBER_COMMENT), 'member comments are for members');
    // nor in what the server sent the browser (§6: nothing hidden leaves the server)
    const answer = await page.evaluate(
      async (id) => (await fetch(`/api/events/${id}/viewer`)).text(),
      eventID,
    );
    assert.ok(answer.includes(NAME), 'the public answer is the event');
    assert.ok(
      !answer.includes(HIDDEN_CONTACT) && !answer.includes(MEMBER_COMMENT),
      'no members-only data in it',
    );
    assert.equal(await page.getByText('Author', { exact: true }).count(), 0, 'the author is for members');
    assert.equal(await page.getByRole('navigation', { name: 'Manager actions' }).count(), 0);
    await screenshot(page, 'events-05-viewer-anonymous');
  });

  step('a manager copies it to next month', async () => {
    const page = await signedIn('admin', viewerPath);
    await page.getByRole('button', { name: 'Copy event', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Copy event' });
    await dialog
      .getByLabel('Meet date and time of the copy', { exact: true })
      .fill(localInput(copied, '09:00'));
    await dialog.getByLabel('Status of the copy', { exact: true }).selectOption('CONFIRMED');
    await screenshot(page, 'events-06-copy-dialog');
    await dialog.getByRole('button', { name: 'OK', exact: true }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/eventviewer/') && url.pathname !== viewerPath);
    await page.getByRole('heading', { level: 1, name: NAME }).waitFor();
    await page.goto(`${site().base}${calendarPath(copied)}`);
    await calendarEvent(page, copied, '09:15').waitFor();
    await screenshot(page, 'events-07-copy-next-month');
  });

  step('a manager moves it', async () => {
    const page = await signedIn('admin', viewerPath);
    await page.getByRole('button', { name: 'Move event', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Move event' });
    await dialog.getByLabel('New meet date and time', { exact: true }).fill(localInput(moved, '10:00'));
    await dialog.getByRole('button', { name: 'OK', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    const meet = `10:00 on ${two(moved.m)}/${two(moved.d)}/${moved.y}`;
    await page.getByText(meet).first().waitFor();
    await screenshot(page, 'events-08-moved');
  });

  step('a manager links it to the wing md000; a visitor of the wing calendar sees it', async () => {
    const page = await signedIn('admin', viewerPath);
    await page.getByRole('button', { name: 'Link event to Maryland Demo Wing', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Link event' });
    await dialog.getByText('Your event has been linked!').waitFor();
    const href = await dialog.getByRole('link', { name: 'View the linked event' }).getAttribute('href');
    assert.match(href ?? '', /^http:\/\/md000\.localhost:\d+\/eventviewer\/\d+/);
    await screenshot(page, 'events-09-linked');

    const visitor = await anonymousPage();
    const wing = `http://md000.localhost:${site().port}`;
    await visitor.goto(`${wing}${calendarPath(moved)}`);
    await calendarEvent(visitor, moved, '10:15').waitFor();
    await screenshot(visitor, 'events-10-wing-calendar');
    await calendarEvent(visitor, moved, '10:15').click();
    await visitor.getByRole('heading', { level: 1, name: NAME }).waitFor();
    await visitor.getByText('This event is linked from Maryland Demo Composite Squadron.').waitFor();
    await screenshot(visitor, 'events-11-wing-viewer');
  });

  step('the audit log lists the changes', async () => {
    const page = await signedIn('admin', viewerPath);
    await page.getByRole('link', { name: 'Audit log', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Audit log' }).waitFor();
    const table = page.getByRole('table').first();
    await table.getByText(`Event created: ${NAME}`).waitFor();
    // the move: one Modify item with the four times, old and new
    const modify = table
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: 'Modify', exact: true }) });
    const meetTime = modify
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'Meet time' }) });
    await meetTime.waitFor();
    const when = (day: { y: number; m: number; d: number }, time: string) =>
      `${time} on ${two(day.m)}/${two(day.d)}/${day.y}`;
    assert.match(
      (await meetTime.textContent()) ?? '',
      new RegExp(`${when(created, '09:00')}.*${when(moved, '10:00')}`),
    );
    await screenshot(page, 'events-12-audit-log');
  });

  step('the calendar in a 375 px wide window shows the day list', async () => {
    const page = await anonymousPage(375);
    await page.goto(`${site().base}${calendarPath(moved)}`);
    const list = page.locator('ol.cal-day-list');
    await list.waitFor();
    const day = list.locator('li.cal-list-day', { hasText: NAME });
    await day.getByText('10:15 to 12:15').waitFor();
    assert.equal(await page.locator('.cal-grid').count(), 0, 'no month grid on a phone');
    await screenshot(page, 'events-13-calendar-375');
  });
});

// Events §3 account-specific fields, §5 requirement tag and pickers, §2 organizer forms, the home
// page's upcoming count, and the route table's /events. Screenshots events-14..NN.
describe('events: account fields, requirement tag, locale-free pickers, organizer forms, upcoming count, /events', () => {
  const REFUSAL = 'You have already completed the academic requirements that attending this event fulfills';
  const DAY = 86_400_000;
  const PLACES = { meetLocation: 'Squadron HQ', location: 'Squadron HQ', pickupLocation: 'Squadron HQ' };

  step(
    "§3 md001 (a squadron, the requirement tag's account): group event number and the tag list starting 'Not Needed'",
    async () => {
      const page = await signedIn('admin', '/eventform');
      const tag = page.getByLabel('Requirement tag', { exact: true });
      await tag.waitFor();
      const options = await tag.locator('option').allTextContents();
      assert.equal(options[0], 'Not Needed');
      assert.ok(options.includes('Feik leadership'), options.join(', '));
      assert.equal(await tag.inputValue(), 'Not Needed');
      await page.getByRole('group', { name: 'Group event number' }).waitFor();
      await tag.selectOption('Feik leadership');
      await page.locator('#extra').scrollIntoViewIfNeeded();
      await screenshot(page, 'events-14-form-requirement-tag');
      await page.setViewportSize({ width: 390, height: 844 });
      await page.locator('#extra').scrollIntoViewIfNeeded();
      await screenshot(page, 'events-15-form-requirement-tag-390');
    },
  );

  step(
    "§5 a cadet who holds the event's tag is refused in the spec's words; a member without it signs up",
    async () => {
      const admin = await signedIn('admin', '/');
      const id = await createEvent(admin, Date.now() + 9 * DAY, {
        name: `Feik Leadership Lab ${Date.now().toString(36)}`,
        ...PLACES,
        requirementTag: 'Feik leadership',
      });
      // the fixture cadet's imported rows show the Feik leadership part done (svc-identity demo rows)
      const cadet = await signedIn('cadet', `/eventviewer/${id}`);
      const refused = await call(cadet, 'POST', `/api/events/${id}/attendance`, {
        memberID: { type: 'CAPNHQMember', id: FIXTURE.cadet },
        status: 'COMMITTEDATTENDED',
        comments: '',
        planToUseCAPTransportation: false,
        customAttendanceFieldValues: [],
      });
      assert.equal(refused.status, 400);
      assert.equal((refused.body as { message: string }).message, REFUSAL);
      const senior = await signedIn('senior', `/eventviewer/${id}`);
      const accepted = await call(senior, 'POST', `/api/events/${id}/attendance`, {
        memberID: { type: 'CAPNHQMember', id: FIXTURE.senior },
        status: 'COMMITTEDATTENDED',
        comments: '',
        planToUseCAPTransportation: false,
        customAttendanceFieldValues: [],
      });
      assert.equal(accepted.status, 201, JSON.stringify(accepted.body));
    },
  );

  step('§5 pickers in a German browser show and read MM/dd/yyyy HH:mm on the 15-minute grid', async () => {
    const context = await site().browser.newContext({
      locale: 'de-DE',
      timezoneId: 'Europe/Berlin',
      viewport: { width: 1280, height: 900 },
    });
    const page = await context.newPage();
    opened.push(page);
    page.setDefaultTimeout(15000);
    assert.equal(await page.evaluate(() => navigator.language), 'de-DE');
    await signIn(page, site().base, 'admin', fixturePassword, '/eventform');
    await page.waitForURL((url) => url.pathname === '/eventform');
    const meet = page.getByLabel('Meet date and time', { exact: true });
    await meet.fill('07/04/2030 10:07');
    await meet.press('Tab');
    assert.equal(await meet.inputValue(), '07/04/2030 10:00');
    assert.equal(
      await page.getByLabel('Start date and time', { exact: true }).inputValue(),
      '07/04/2030 10:15',
    );
    assert.equal(
      await page.getByLabel('Pickup date and time', { exact: true }).inputValue(),
      '07/04/2030 12:30',
    );
    await meet.press('ArrowUp');
    assert.equal(await meet.inputValue(), '07/04/2030 10:15');
    // a German date is not taken: the format is said, the time stays
    await page.getByLabel('End date and time', { exact: true }).fill('04.07.2030 13:00');
    await page.getByText('Enter the date and time as MM/dd/yyyy HH:mm').waitFor();
    await screenshot(page, 'events-16-pickers-de-DE');
  });

  step('§2 organizer forms 160, 161 and 163 link to the PDF files', async () => {
    const page = await signedIn('admin', viewerPath || '/eventlinklist');
    for (const n of ['160', '161', '163']) {
      const link = page.getByRole('link', { name: new RegExp(`^CAPF ${n} `) });
      await link.waitFor();
      assert.match((await link.getAttribute('href')) ?? '', new RegExp(`/CAPF${n}[^/]*\\.pdf$`));
    }
  });

  step(
    "home: the upcoming list follows the registry's ShowUpcomingEventCount (12, beyond the old cap of 10)",
    async () => {
      const page = await signedIn('admin', '/');
      for (let i = 0; i < 13; i++)
        await createEvent(page, Date.now() + (40 + i) * DAY, { name: `Upcoming filler ${i + 1}`, ...PLACES });
      const registry = (await call(page, 'GET', '/api/registry')).body as {
        Website: Record<string, unknown>;
      };
      const put = (count: number) =>
        call(page, 'PUT', '/api/registry', {
          ...registry,
          Website: { ...registry.Website, ShowUpcomingEventCount: count },
        });
      const set = await put(12);
      assert.ok(set.status < 300, JSON.stringify(set.body));
      try {
        await page.reload();
        const list = page.getByRole('region', { name: 'Upcoming events' }).getByRole('listitem');
        await list.nth(11).waitFor();
        assert.equal(await list.count(), 12);
        await screenshot(page, 'events-17-home-upcoming-12');
      } finally {
        await put(registry.Website.ShowUpcomingEventCount as number);
      }
    },
  );

  step('/events (in the route table) opens a page: the calendar', async () => {
    const page = await anonymousPage();
    await page.goto(`${site().base}/events`);
    await page.waitForURL((url) => url.pathname === '/calendar');
    assert.equal(await page.getByText('cannot be found').count(), 0);
    await screenshot(page, 'events-18-events-path');
  });
});
