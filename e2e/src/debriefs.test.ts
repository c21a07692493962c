// End-to-end journey (events spec §2 viewer extras, §6 debriefs, §9 the
// attendance sheet), in a real Chromium against the composed site with the fixture users: 'admin'
// (ManageEvent FULL in md001) makes a past event and adds attendance; 'cadet' submits a private
// debrief that 'senior' (another member) never sees; admin sees every item, the committed
// attendees' CAP IDs and emails, downloads the spreadsheet (read back here) and deletes a debrief.
// Screenshots debriefs-01..NN in e2e/output.
import { describe } from 'node:test';
import assert from 'node:assert/strict';
import ExcelJS from 'exceljs';
import { siteForThisFile } from './browser.ts';
import { call, createEvent, FIXTURE, HOUR, journeySteps } from './eventSteps.ts';
import { screenshot } from './site.ts';

const site = siteForThisFile();
const { signedIn, step } = journeySteps(site, 'debriefs');
const NAME = `Color guard practice ${Date.now().toString(36)}`;
const PRIVATE = 'Cadet note: the flag harness needs a new strap (private)';
const PUBLIC = 'Senior note: great turnout';
const FIELD = 'Shirt size';
const { admin: ADMIN, cadet: CADET, senior: SENIOR } = FIXTURE;

let viewerPath = '';

describe('debriefs and the viewer extras: visibility per member, emails, CAP IDs, the attendance spreadsheet', () => {
  step('a manager makes a past event with a custom field and adds three attendance records', async () => {
    const page = await signedIn('admin', '/');
    const meet = Date.now() - 48 * HOUR;
    const id = await createEvent(page, meet, {
      name: NAME,
      // §9 time defaults from the meet: start +15 min, end +2 h 15, pickup +2.5 h (all in the past)
      startDateTime: meet + 900_000,
      endDateTime: meet + 8_100_000,
      pickupDateTime: meet + 9_000_000,
      meetLocation: 'Armory',
      location: 'Armory',
      pickupLocation: 'Armory',
      customAttendanceFields: [
        { type: 'TEXT', title: FIELD, preFill: '', displayToMember: true, allowMemberToModify: true },
      ],
    });
    viewerPath = `/eventviewer/${id}`;
    const add = (member: number, status: string, size: string) =>
      call(page, 'POST', `/api/events/${id}/attendance`, {
        memberID: { type: 'CAPNHQMember', id: member },
        status,
        customAttendanceFieldValues: [{ type: 'TEXT', title: FIELD, value: size }],
      });
    for (const [member, status, size] of [
      [CADET, 'COMMITTEDATTENDED', 'M'],
      [SENIOR, 'NOTPLANNINGTOATTEND', 'L'],
      [ADMIN, 'COMMITTEDATTENDED', 'XL'],
    ] as const) {
      const res = await add(member, status, size);
      assert.equal(res.status, 201, JSON.stringify(res.body));
    }
  });

  step('a cadet submits a private debrief (visibility unticked by default)', async () => {
    const page = await signedIn('cadet', viewerPath);
    const form = page.getByRole('form', { name: 'Submit a debrief' });
    assert.equal(await form.getByLabel('Visible to all members').isChecked(), false);
    await form.getByLabel('Your debrief').fill(PRIVATE);
    await form.getByRole('button', { name: 'Submit debrief' }).click();
    await page.getByText('Debrief submitted').waitFor();
    await page.getByRole('cell', { name: PRIVATE }).waitFor();
    await screenshot(page, 'debriefs-01-cadet-submitted');
  });

  step("§6: another member does not see the cadet's private debrief, and submits a public one", async () => {
    const page = await signedIn('senior', viewerPath);
    await page.getByRole('form', { name: 'Submit a debrief' }).waitFor();
    assert.equal(await page.getByText(PRIVATE).count(), 0, 'not on the page');
    const answer = await page.evaluate(
      async (p) => (await fetch(`/api/events/${p.split('/')[2]}/viewer`)).text(),
      viewerPath,
    );
    assert.ok(!answer.includes(PRIVATE), 'not in what the server sent');
    const form = page.getByRole('form', { name: 'Submit a debrief' });
    await form.getByLabel('Your debrief').fill(PUBLIC);
    await form.getByLabel('Visible to all members').check();
    await form.getByRole('button', { name: 'Submit debrief' }).click();
    await page.getByRole('cell', { name: PUBLIC }).waitFor();
    assert.equal(await page.getByRole('button', { name: 'Show emails' }).count(), 0, 'no manager extras');
    await screenshot(page, 'debriefs-02-other-member');
  });

  step(
    'the manager sees every debrief, the committed CAP IDs and emails, and downloads the spreadsheet',
    async () => {
      const page = await signedIn('admin', viewerPath);
      await page.getByRole('cell', { name: PRIVATE }).waitFor();
      await page.getByRole('cell', { name: PUBLIC }).waitFor();

      await page.getByRole('button', { name: 'Show CAP IDs' }).click();
      const ids = page.getByRole('dialog', { name: 'CAP IDs' });
      assert.equal(await ids.getByRole('textbox').inputValue(), `${CADET}, ${ADMIN}`);
      await screenshot(page, 'debriefs-03-cap-ids');
      await ids.getByRole('button', { name: 'OK' }).click();
      await ids.waitFor({ state: 'detached' });

      await page.getByRole('button', { name: 'Show emails' }).click();
      const emails = page.getByRole('dialog', { name: 'Emails' }).getByRole('textbox', { name: 'Emails' });
      await emails.waitFor();
      assert.equal(await emails.inputValue(), 'casey.cadet@example.com; alex.administrator@example.com');
      await screenshot(page, 'debriefs-04-emails');
      await page.getByRole('dialog', { name: 'Emails' }).getByRole('button', { name: 'OK' }).click();

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download attendance spreadsheet' }).click(),
      ]);
      const id = viewerPath.split('/')[2];
      assert.match(
        download.suggestedFilename(),
        new RegExp(`^Attendance md001-${id} \\d{4}-\\d{2}-\\d{2} \\d{4}\\.xlsx$`),
      );
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.readFile((await download.path())!);
      const sheet = workbook.getWorksheet('Attendance')!;
      const row = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
      const header = row(1) as string[];
      assert.deepEqual(header, [
        'Timestamp',
        'CAPID',
        'Grade',
        'Grade Order',
        'Name',
        'Arrival Time',
        'Departure Time',
        'Status',
        'CAP Transport',
        'Email(s)',
        'Phone(s)',
        'Comments',
        'Unit Name',
        'Commander Name',
        'Unit Contacts',
        FIELD,
      ]);
      assert.equal(sheet.rowCount, 4);
      const byCAPID = new Map([2, 3, 4].map((n) => [row(n)[1], row(n)]));
      const cadet = byCAPID.get(CADET)!;
      assert.equal(cadet[header.indexOf(FIELD)], 'M');
      // every email the member's record holds (the parent's too), de-duplicated, joined by '; ' (§9)
      assert.equal(cadet[header.indexOf('Email(s)')], 'casey.cadet@example.com; parent.cadet@example.com');
      // the manager's viewer answer carries member and organisation details (§7 attendees)
      assert.ok(String(cadet[header.indexOf('Grade')] ?? '').trim() !== '', 'the cadet has a grade');
      assert.ok(String(cadet[header.indexOf('Unit Name')] ?? '').trim() !== '', 'the cadet has a unit');
      assert.equal(cadet[header.indexOf('Status')], 'Committed/Attended');
      assert.equal(byCAPID.get(SENIOR)![header.indexOf(FIELD)], 'L');
      assert.equal(byCAPID.get(SENIOR)![header.indexOf('Status')], 'Not planning to attend');
      assert.equal(byCAPID.get(ADMIN)![header.indexOf(FIELD)], 'XL');
      await screenshot(page, 'debriefs-05-manager');

      // §6 "all debrief items with delete"
      await page.getByRole('button', { name: /^Delete debrief by Casey/ }).click();
      await page.getByRole('cell', { name: PRIVATE }).waitFor({ state: 'detached' });
    },
  );

  step('the deleted debrief is gone for its author too', async () => {
    const page = await signedIn('cadet', viewerPath);
    await page.getByRole('cell', { name: PUBLIC }).waitFor();
    assert.equal(await page.getByText(PRIVATE).count(), 0);
  });
});
