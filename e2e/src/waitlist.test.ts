// End-to-end journey (beyond the spec): "the waitlist promotes a member when one
// cancels", in a real Chromium against the composed site with the fixture users: 'admin' makes an
// upcoming event with desiredNumberOfParticipants 1; 'cadet' signs up (committed); 'senior' reads
// that the event is full, signs up and is on the waitlist (position 1); the viewer lists them
// apart; the cadet changes to 'Not planning to attend'; the senior member holds the place, and the
// promotion mail (X-Portal-Kind eventWaitlistPromoted) arrives in the mailbox. Screenshots
// waitlist-01..NN in e2e/output. Last, the viewer's attendance list (mfe-events src/attendanceList):
// a member reads who attends without Edit/Remove, and a FULL manager removes a record.
import { describe } from 'node:test';
import assert from 'node:assert/strict';
import { WAITLIST_MESSAGES } from '@portal/contracts';
import type { Page } from 'playwright-core';
import { siteForThisFile } from './browser.ts';
import { call, createEvent, FIXTURE, HOUR, journeySteps } from './eventSteps.ts';
import { waitForMail } from './mailbox.ts';
import { outputDir, screenshot } from './site.ts';
import { join } from 'node:path';

const site = siteForThisFile();
const { signedIn, step } = journeySteps(site, 'waitlist');
const NAME = `Glider ride ${Date.now().toString(36)}`;
const MEET = Math.ceil((Date.now() + 7 * 24 * HOUR) / 900_000) * 900_000;
const seenMail = new Set<string>();

let eventID = 0;
let viewerPath = '';

interface Rec {
  memberID: { id: number };
  status: string;
  waitlisted?: true;
  waitlistPosition?: number;
}

async function records(page: Page): Promise<Rec[]> {
  const viewer = await call(page, 'GET', `/api/events/${eventID}/viewer`);
  assert.equal(viewer.status, 200);
  return (viewer.body as { attendees: Array<{ record: Rec }> }).attendees.map((a) => a.record);
}
const recordOf = async (page: Page, id: number) => (await records(page)).find((r) => r.memberID.id === id);

async function signUpInForm(page: Page) {
  const section = page.locator('section#signup');
  await section.getByRole('button', { name: 'Sign up', exact: true }).click();
  await section.getByText('Your sign-up has been saved.').waitFor();
  await section.getByRole('button', { name: 'Update sign-up' }).waitFor();
}

describe('the waitlist: a member waits on a full event and is promoted when one cancels', () => {
  step('a manager makes an upcoming event with one place', async () => {
    const page = await signedIn('admin', '/');
    eventID = await createEvent(page, MEET, {
      name: NAME,
      startDateTime: MEET + 900_000,
      endDateTime: MEET + 3 * HOUR,
      pickupDateTime: MEET + 3.5 * HOUR,
      meetLocation: 'Hangar 2',
      location: 'Glider field',
      pickupLocation: 'Hangar 2',
      desiredNumberOfParticipants: 1,
    });
    viewerPath = `/eventviewer/${eventID}`;
  });

  step('the cadet signs up and takes the place', async () => {
    const page = await signedIn('cadet', viewerPath);
    const section = page.locator('section#signup');
    await section.getByRole('button', { name: 'Sign up', exact: true }).waitFor();
    assert.equal(await section.locator('.signup-waitlist').count(), 0, 'a free place: no waitlist note');
    await signUpInForm(page);
    const mine = await recordOf(page, FIXTURE.cadet);
    assert.equal(mine?.status, 'COMMITTEDATTENDED');
    assert.equal(mine?.waitlisted, undefined);
    await page.getByText(WAITLIST_MESSAGES.places(1, 1)).waitFor();
    await screenshot(page, 'waitlist-01-cadet-committed');
  });

  step(
    'the senior member reads that the event is full, signs up and is on the waitlist (position 1)',
    async () => {
      const page = await signedIn('senior', viewerPath);
      const section = page.locator('section#signup');
      const note = section.locator('.signup-waitlist');
      await note.waitFor();
      assert.equal(await note.textContent(), WAITLIST_MESSAGES.eventFull(1));
      await screenshot(page, 'waitlist-02-event-full-before-sign-up');
      await signUpInForm(page);
      await section.getByText(WAITLIST_MESSAGES.onWaitlist(1)).waitFor();
      const mine = await recordOf(page, FIXTURE.senior);
      assert.equal(mine?.status, 'COMMITTEDATTENDED');
      assert.equal(mine?.waitlisted, true);
      assert.equal(mine?.waitlistPosition, 1);
      // the viewer shows the waiting member apart, not counted among the committed
      const attendance = page.locator('section#attendance');
      await attendance.getByText(WAITLIST_MESSAGES.places(1, 1)).waitFor();
      const waitlist = attendance.getByRole('region', { name: 'Waitlist' });
      assert.deepEqual(await waitlist.getByRole('listitem').allTextContents(), ['1stLt Sydney Z Senior']);
      await screenshot(page, 'waitlist-03-on-the-waitlist');
    },
  );

  step(
    "the cadet changes to 'Not planning to attend': the senior member is promoted and told by email",
    async () => {
      const cadet = await signedIn('cadet', viewerPath);
      const section = cadet.locator('section#signup');
      await section.getByRole('button', { name: 'Update sign-up' }).waitFor();
      await section.getByLabel('Status').selectOption('NOTPLANNINGTOATTEND');
      await section.getByRole('button', { name: 'Update sign-up' }).click();
      await section.getByText('Your sign-up has been saved.').waitFor();
      // the place went to the senior member: attending again would mean waiting, and the cadet reads so
      await section.locator('.signup-waitlist').getByText(WAITLIST_MESSAGES.eventFull(1)).waitFor();
      await screenshot(cadet, 'waitlist-04-cadet-not-attending');
      const promoted = await recordOf(cadet, FIXTURE.senior);
      assert.equal(promoted?.status, 'COMMITTEDATTENDED');
      assert.equal(promoted?.waitlisted, undefined, 'the senior member holds the place');

      const senior = await signedIn('senior', viewerPath);
      const attendance = senior.locator('section#attendance');
      await attendance.getByText(WAITLIST_MESSAGES.places(1, 1)).waitFor();
      assert.equal(await attendance.getByRole('region', { name: 'Waitlist' }).count(), 0);
      assert.equal(await senior.locator('section#signup .signup-waitlist').count(), 0);
      await screenshot(senior, 'waitlist-05-promoted');

      const mail = await waitForMail(
        site().mailDir,
        (m) => m.kind === 'eventWaitlistPromoted' && m.subject.includes(NAME),
        seenMail,
      );
      assert.match(mail.text, /moved from the waitlist to the attendance list/);
      assert.match(mail.text, new RegExp(`/eventviewer/${eventID}`));
    },
  );
  step(
    "the attendance list: a member reads who attends; a FULL manager removes the cadet's record",
    async () => {
      const senior = await signedIn('senior', viewerPath);
      const list = senior.getByRole('list', { name: 'Attendees' });
      await list
        .getByRole('listitem', { name: '1stLt Sydney Z Senior' })
        .getByText('Committed/Attended')
        .waitFor();
      assert.equal(await list.getByRole('listitem').count(), 2);
      assert.equal(await list.getByRole('button').count(), 0, 'a member has no Edit or Remove');
      await senior
        .locator('section#attendance')
        .screenshot({ path: join(outputDir, 'waitlist-06-list-as-member.png') });

      const admin = await signedIn('admin', viewerPath);
      const cards = admin.getByRole('list', { name: 'Attendees' }).getByRole('listitem');
      const cadetCard = cards.filter({ hasText: 'Not planning to attend' });
      await cadetCard.waitFor();
      const cadetName = (await cadetCard.getAttribute('aria-label')) ?? '';
      await admin
        .locator('section#attendance')
        .screenshot({ path: join(outputDir, 'waitlist-07-list-as-manager.png') });
      // Edit: another member's record, comments changed (PUT), the card shows them after the reload
      const seniorCard = cards.filter({ hasText: '1stLt Sydney Z Senior' });
      await seniorCard.getByRole('button', { name: 'Edit 1stLt Sydney Z Senior' }).click();
      const form = admin.getByRole('form', { name: 'Edit attendance of 1stLt Sydney Z Senior' });
      await form.getByLabel('Comments').fill('Bring a flight jacket');
      await admin
        .locator('section#attendance')
        .screenshot({ path: join(outputDir, 'waitlist-07b-edit-form.png') });
      await form.getByRole('button', { name: 'Save' }).click();
      await seniorCard.getByText('Bring a flight jacket').waitFor();
      await cadetCard.getByRole('button', { name: `Remove ${cadetName}` }).click();
      const dialog = admin.getByRole('dialog', { name: 'Remove attendance record' });
      await dialog.waitFor();
      await screenshot(admin, 'waitlist-08-remove-confirm');
      await dialog.getByRole('button', { name: 'Remove', exact: true }).click();
      await cards.filter({ hasText: 'Not planning to attend' }).waitFor({ state: 'detached' });
      assert.equal(await cards.count(), 1);
      assert.equal(await recordOf(admin, FIXTURE.cadet), undefined, 'the record is gone on the server');
      await admin
        .locator('section#attendance')
        .screenshot({ path: join(outputDir, 'waitlist-09-after-removal.png') });
    },
  );
});
