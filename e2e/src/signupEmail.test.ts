// End-to-end journey (events §5 sign-up email), in a real Chromium against the
// composed site with the fixture users: 'admin' turns on "Send an email on sign-up" for a new event
// whose body is the default template (the form lists the placeholders); 'cadet' signs up in the
// viewer; the eventSignup mail arrives in the mailbox (X-Portal-Kind) with every placeholder replaced
// — the cadet's name, the event's name, its start time in New York and the link, which opens the
// event. Screenshots signupemail-01..NN in e2e/output.
import { describe } from 'node:test';
import assert from 'node:assert/strict';
import { formatViewerDateTime, SIGNUP_EMAIL_PLACEHOLDER_HINT } from '@portal/contracts';
import { siteForThisFile } from './browser.ts';
import { call, createEvent, FIXTURE, HOUR, journeySteps } from './eventSteps.ts';
import { waitForMail } from './mailbox.ts';
import { join } from 'node:path';
import { outputDir, screenshot } from './site.ts';

const site = siteForThisFile();
const { signedIn, step } = journeySteps(site, 'signupemail');
const NAME = `Orientation flight ${Date.now().toString(36)}`;
const MEET = Math.ceil((Date.now() + 5 * 24 * HOUR) / 900_000) * 900_000;
const START = MEET + 900_000;
const seenMail = new Set<string>();
let eventID = 0;

describe('the sign-up email: the event body with its placeholders reaches the member', () => {
  step('a manager makes an event that sends the default sign-up email', async () => {
    const page = await signedIn('admin', '/');
    eventID = await createEvent(page, MEET, {
      name: NAME,
      startDateTime: START,
      endDateTime: MEET + 3 * HOUR,
      pickupDateTime: MEET + 3.5 * HOUR,
      meetLocation: 'Hangar 2',
      location: 'Airfield',
      pickupLocation: 'Hangar 2',
      useEmailBody: true,
    });
    await page.goto(`${site().base}/eventform/${eventID}`);
    const body = page.getByRole('textbox', { name: 'Sign-up email body' });
    await body.waitFor();
    assert.match(await body.inputValue(), /%%MEMBER_NAME%%[\s\S]*%%EVENT_LINK%%/);
    const hint = page.getByText(SIGNUP_EMAIL_PLACEHOLDER_HINT);
    await hint.waitFor();
    // the Extra Information section only (the whole form is several screens long)
    await page
      .locator('section')
      .filter({ has: page.getByRole('heading', { name: 'Extra Information' }) })
      .last()
      .screenshot({ path: join(outputDir, 'signupemail-01-form-body-and-placeholders.png') });
  });

  step('the cadet signs up and gets the mail with every placeholder replaced', async () => {
    const page = await signedIn('cadet', `/eventviewer/${eventID}`);
    const section = page.locator('section#signup');
    await section.getByRole('button', { name: 'Sign up', exact: true }).click();
    await section.getByText('Your sign-up has been saved.').waitFor();
    const viewer = await call(page, 'GET', `/api/events/${eventID}/viewer`);
    const mine = (
      viewer.body as { attendees: Array<{ record: { memberID: { id: number }; memberName: string } }> }
    ).attendees.find((a) => a.record.memberID.id === FIXTURE.cadet)?.record;
    assert.ok(mine, 'the cadet is in attendance');

    const mail = await waitForMail(
      site().mailDir,
      (m) => m.kind === 'eventSignup' && m.to.includes('casey.cadet@example.com'),
      seenMail,
    );
    const link = new URL(`/eventviewer/${eventID}`, site().base).toString();
    assert.equal(mail.link, link);
    assert.ok(mail.text.includes(`Hello ${mine.memberName},`), mail.text);
    assert.ok(mail.text.includes(NAME), mail.text);
    assert.ok(mail.text.includes(formatViewerDateTime(START)), mail.text);
    assert.ok(mail.text.includes(link), mail.text);
    assert.doesNotMatch(mail.text, /%%[A-Z_]+%%/);

    await page.goto(mail.link);
    await page.getByRole('heading', { name: NAME }).first().waitFor();
    await screenshot(page, 'signupemail-02-link-opens-the-event');
  });
});
