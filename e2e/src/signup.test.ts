// End-to-end journey (events spec §4, §5 sign-up in the viewer), in a real
// Chromium against the composed site with the fixture users: 'admin' (ManageEvent FULL in md001)
// makes an upcoming part-time event with transportation and custom fields, and one that takes no
// sign-ups; 'cadet' signs up part-time, then edits their own record; 'admin' then edits the cadet's
// record (shift, transport, a manager-only field; the file field takes the drive's control); the
// records are read back. Screenshots signup-01..NN in e2e/output (the manager's edit also at 390 px).
import { describe } from 'node:test';
import assert from 'node:assert/strict';
import { siteForThisFile } from './browser.ts';
import { call, createEvent, FIXTURE, HOUR, journeySteps, nyLocal } from './eventSteps.ts';
import { screenshot } from './site.ts';
import type { Page } from 'playwright-core';

const site = siteForThisFile();
const { signedIn, step } = journeySteps(site, 'signup');
const NAME = `Glider orientation ${Date.now().toString(36)}`;
const CLOSED = `Closed meeting ${Date.now().toString(36)}`;
const CADET = FIXTURE.cadet;
// a week ahead on the quarter hour: meet, pickup four hours later
const MEET = Math.ceil((Date.now() + 7 * 24 * HOUR) / 900_000) * 900_000;
const PICKUP = MEET + 4 * HOUR;

let viewerPath = '';
let closedPath = '';
let eventID = 0;

interface SignupRecord {
  memberID: { id: number };
  status: string;
  comments: string;
  shiftTime: { arrivalTime: number; departureTime: number } | null;
  planToUseCAPTransportation: boolean;
  customAttendanceFieldValues: Array<{ title: string; value: unknown }>;
}

async function cadetRecord(page: Page): Promise<SignupRecord | undefined> {
  const viewer = await call(page, 'GET', `/api/events/${eventID}/viewer`);
  assert.equal(viewer.status, 200);
  const attendees = (viewer.body as { attendees: Array<{ record: SignupRecord }> }).attendees;
  return attendees.map((a) => a.record).find((r) => r.memberID.id === CADET);
}

/** Uploads one text file to the drive's root as the page's member; its id once the drive serves it. */
async function uploadToDrive(page: Page, name: string, text: string): Promise<string> {
  const id = await page.evaluate(
    async ([fileName, body]) => {
      const { token } = (await (await fetch('/api/token')).json()) as { token: string };
      const form = new FormData();
      form.append(`file-${fileName}`, new Blob([body!], { type: 'text/plain' }), fileName);
      const res = await fetch('/api/files/upload/root', {
        method: 'POST',
        headers: { 'x-csrf-token': token },
        body: form,
      });
      return ((await res.json()) as Array<{ id: string }>)[0]!.id;
    },
    [name, text],
  );
  // the upload worker finishes the file before the drive lists it
  for (let i = 0; i < 60; i += 1) {
    if ((await call(page, 'GET', `/api/files/${id}`)).status === 200) return id;
    await page.waitForTimeout(500);
  }
  throw new Error(`the drive never served ${name}`);
}

describe('sign-up in the viewer: a cadet signs up part-time and edits their own record', () => {
  step('a manager makes an upcoming part-time event and one without sign-ups', async () => {
    const page = await signedIn('admin', '/');
    const content = {
      startDateTime: MEET + 900_000,
      endDateTime: PICKUP - 900_000,
      pickupDateTime: PICKUP,
      meetLocation: 'Hangar 2',
      location: 'Glider field',
      pickupLocation: 'Hangar 2',
    };
    eventID = await createEvent(page, MEET, {
      ...content,
      name: NAME,
      signUpPartTime: true,
      transportationProvided: true,
      transportationDescription: 'Squadron van from Hangar 2',
      customAttendanceFields: [
        {
          type: 'TEXT',
          title: 'T-shirt size',
          preFill: '',
          displayToMember: true,
          allowMemberToModify: true,
        },
        {
          type: 'TEXT',
          title: 'Assigned glider',
          preFill: 'SGS 2-33',
          displayToMember: true,
          allowMemberToModify: false,
        },
        {
          type: 'TEXT',
          title: 'Staff notes',
          preFill: 'watch the crosswind',
          displayToMember: false,
          allowMemberToModify: false,
        },
        {
          type: 'FILE',
          title: 'Medical form',
          preFill: [],
          displayToMember: true,
          allowMemberToModify: true,
        },
      ],
    });
    viewerPath = `/eventviewer/${eventID}`;
    const closed = await createEvent(page, MEET, { ...content, name: CLOSED, acceptSignups: false });
    closedPath = `/eventviewer/${closed}`;
  });

  step(
    "the cadet signs up part-time: 'I will attend' / 'I will NOT attend', the bar, transport, custom fields",
    async () => {
      const page = await signedIn('cadet', viewerPath);
      const section = page.locator('section#signup');
      await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Sign up' }).click();
      const status = section.getByLabel('Status');
      assert.deepEqual(await status.locator('option').allTextContents(), [
        'I will attend',
        'I will NOT attend',
      ]);
      assert.equal(await status.inputValue(), 'COMMITTEDATTENDED');
      // the whole event until the member picks a shift
      assert.equal(await section.getByLabel('Arrival time').inputValue(), nyLocal(MEET));
      assert.equal(await section.getByLabel('Departure time').inputValue(), nyLocal(PICKUP));
      await section.getByLabel('Arrival time').fill(nyLocal(MEET + HOUR));
      await section.getByLabel('Departure time').fill(nyLocal(MEET + 3.5 * HOUR));
      const legend = section.getByRole('list', { name: 'Time at the event' }).getByRole('listitem');
      assert.deepEqual(await legend.allTextContents(), [
        'Before: 1 hour',
        'During: 2.5 hours',
        'After: 30 minutes',
      ]);
      await section.getByLabel('I plan to use CAP transportation').check();
      await section.getByLabel('T-shirt size').fill('M');
      assert.equal(await section.getByText('SGS 2-33').count(), 1);
      assert.equal(await section.getByLabel('Assigned glider').count(), 0);
      assert.equal(await section.getByText('Staff notes').count(), 0);
      await section.getByLabel('Sign-up comments').fill('Arriving after school.');
      await screenshot(page, 'signup-01-part-time-form');
      await section.getByRole('button', { name: 'Sign up', exact: true }).click();
      await section.getByText('Your sign-up has been saved.').waitFor();
      await section.getByRole('button', { name: 'Update sign-up' }).waitFor();
      await screenshot(page, 'signup-02-saved');
      const record = await cadetRecord(page);
      assert.ok(record, 'the cadet is in attendance');
      assert.equal(record.status, 'COMMITTEDATTENDED');
      assert.deepEqual(record.shiftTime, { arrivalTime: MEET + HOUR, departureTime: MEET + 3.5 * HOUR });
      assert.equal(record.planToUseCAPTransportation, true);
      assert.equal(record.comments, 'Arriving after school.');
      const size = record.customAttendanceFieldValues.find((v) => v.title === 'T-shirt size');
      assert.equal(size?.value, 'M');
    },
  );

  step(
    "the cadet edits their own record: attend, not attend or rescind (never 'No show'), reversed times are swapped when saved",
    async () => {
      const page = await signedIn('cadet', viewerPath);
      const section = page.locator('section#signup');
      const status = section.getByLabel('Status');
      await section.getByRole('button', { name: 'Update sign-up' }).waitFor();
      assert.deepEqual(await status.locator('option').allTextContents(), [
        'Committed/Attended',
        'Rescinded commitment to attend',
        'Not planning to attend',
      ]);
      assert.equal(await section.getByLabel('T-shirt size').inputValue(), 'M');
      await section.getByLabel('Arrival time').fill(nyLocal(MEET + 3 * HOUR));
      await section.getByLabel('Departure time').fill(nyLocal(MEET + 2 * HOUR));
      await section.getByText('the times will be swapped when saved').waitFor();
      await status.selectOption('RESCINDEDCOMMITMENTTOATTEND');
      await section.getByLabel('Sign-up comments').fill('Cannot make it after all.');
      await screenshot(page, 'signup-03-edit-own-record');
      await section.getByRole('button', { name: 'Update sign-up' }).click();
      await section.getByText('Your sign-up has been saved.').waitFor();
      await page.waitForFunction(
        () =>
          (document.querySelector('section#signup select') as HTMLSelectElement | null)?.value ===
          'RESCINDEDCOMMITMENTTOATTEND',
      );
      const record = await cadetRecord(page);
      assert.equal(record?.status, 'RESCINDEDCOMMITMENTTOATTEND');
      assert.equal(record?.comments, 'Cannot make it after all.');
      assert.deepEqual(record?.shiftTime, { arrivalTime: MEET + 2 * HOUR, departureTime: MEET + 3 * HOUR });
    },
  );

  step(
    "a FULL manager edits the cadet's record: shift, transport and the manager-only 'Assigned glider'",
    async () => {
      const page = await signedIn('admin', viewerPath);
      const list = page.getByRole('list', { name: 'Attendees' });
      await list.getByRole('button', { name: /^Edit / }).click();
      const form = page.getByRole('form', { name: /^Edit attendance of / });
      await form.getByLabel('Arrival time').fill(nyLocal(MEET + HOUR / 2));
      await form.getByLabel('Departure time').fill(nyLocal(MEET + 3 * HOUR));
      await form.getByLabel('Plans to use CAP transportation').uncheck();
      // §5 "managers see and edit all": the fields the cadet only reads, or never sees
      await form.getByLabel('Assigned glider').fill('SGS 1-26');
      await form.getByLabel('Staff notes').fill('Signed off by the tow pilot');
      // the file field is the drive's file input, loaded at run time: pick a file of the drive
      const fileID = await uploadToDrive(page, 'medical-form.txt', 'Medical form on file.\n');
      await form.getByRole('button', { name: 'Select or upload files' }).click({ timeout: 30000 });
      const picker = page.getByRole('dialog', { name: 'Select files' });
      await picker.getByRole('option', { name: 'medical-form.txt' }).click();
      await picker.getByRole('button', { name: 'Select Files' }).click();
      await picker.waitFor({ state: 'detached' });
      await form.getByRole('group', { name: 'Medical form' }).getByText('medical-form.txt').waitFor();
      await screenshot(page, 'signup-05-manager-edits-record');
      await page.setViewportSize({ width: 390, height: 844 });
      assert.ok(
        await page.evaluate(() => document.documentElement.scrollWidth <= 390),
        'the edit form fits a 390 px phone',
      );
      await screenshot(page, 'signup-06-manager-edits-record-phone');
      await page.setViewportSize({ width: 1280, height: 800 });
      await form.getByRole('button', { name: 'Save' }).click();
      await form.waitFor({ state: 'detached' });
      const card = list.getByRole('listitem').first();
      await card.getByText('SGS 1-26').waitFor();
      await card.getByText('Plans to use transportation: No').waitFor();
      await card.getByText('Signed off by the tow pilot').waitFor();
      // §3 a file field's value is its file ids, shown as download links
      const link = card.getByRole('link', { name: 'medical-form.txt' });
      await link.waitFor();
      assert.equal(await link.getAttribute('href'), `/api/files/${fileID}/download`);
      await screenshot(page, 'signup-07-manager-edit-saved');
      await page.setViewportSize({ width: 390, height: 844 });
      await screenshot(page, 'signup-08-manager-edit-saved-phone');
      const record = await cadetRecord(page);
      assert.deepEqual(record?.shiftTime, { arrivalTime: MEET + HOUR / 2, departureTime: MEET + 3 * HOUR });
      assert.equal(record?.planToUseCAPTransportation, false);
      const value = (title: string) =>
        record?.customAttendanceFieldValues.find((v) => v.title === title)?.value;
      assert.equal(value('Assigned glider'), 'SGS 1-26');
      assert.equal(value('Staff notes'), 'Signed off by the tow pilot');
      assert.equal(value('T-shirt size'), 'M');
      assert.deepEqual(value('Medical form'), [fileID]);
    },
  );

  step(
    "an event without sign-ups reads 'Cannot sign up for event: Sign ups are not allowed for this event'",
    async () => {
      const page = await signedIn('cadet', closedPath);
      const alert = page.locator('section#signup').getByRole('alert');
      await alert.waitFor();
      assert.equal(
        await alert.textContent(),
        'Cannot sign up for event: Sign ups are not allowed for this event',
      );
      assert.equal(await page.locator('section#signup').getByRole('button').count(), 0);
      await screenshot(page, 'signup-04-refused');
    },
  );
});
