// The dialogs that the page visits leave closed: the team member editor
// (Change job, the Remove confirm, the team form's member rows and their picker), the drive (the
// upload queue, Move to… by the M key, the Delete confirm, Sharing settings), the event form's
// custom attendance fields and its drive file picker, and the flight board's keyboard pick-up and
// drop (the alternative to its drag and drop). All as the manager (Manager preset: ManageTeam,
// FileManagement FULL, ManageEvent FULL, FlightAssign), opened with the keyboard as a keyboard user
// would; axe runs while each shows. The keyboard part: focus moves into a dialog when it opens,
// Escape closes it, Tab stays inside it (WCAG 2.1.2), focus comes back to what opened it when it
// closes (2.4.3), the flight board's keys pick up, drop and cancel.
import type { Locator, Page } from 'playwright-core';
import { seriousViolations, type Finding } from './axe.ts';
import { makeDriveFolder } from './fixtureData.ts';
import type { FixtureIds } from './routes.ts';
import type { Tab } from './tabs.ts';

export interface DialogChecks {
  findings: Finding[];
  /** What a keyboard user could not do, one line each (these fail the test). */
  keyboard: string[];
  /** What was opened and checked, in order. */
  checked: string[];
}

/** The focused element, in a few words (for the keyboard messages). */
function focusedElement(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'the page body (focus lost)';
    const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ');
    return `${el.tagName.toLowerCase()} "${name.slice(0, 40)}"`;
  });
}

async function axeOn(page: Page, where: string, out: DialogChecks) {
  out.findings.push(...(await seriousViolations(page, where)));
  out.checked.push(where);
}

/**
 * Opens the dialog named `name` from `opener` with the keyboard (focus, then `key`), checks that
 * focus moved into it, waits for `ready` (what it shows once loaded), runs axe, closes it with
 * Escape and checks that focus is back on the opener.
 */
async function dialogByKeyboard(
  page: Page,
  opener: Locator,
  name: string | RegExp,
  where: string,
  out: DialogChecks,
  options: { key?: string; ready?: (dialog: Locator) => Promise<unknown> } = {},
) {
  await opener.focus();
  await page.keyboard.press(options.key ?? 'Enter');
  const dialog = page.getByRole('dialog', { name, exact: typeof name === 'string' });
  await dialog.waitFor();
  const focusMoved = await page
    .waitForFunction(() => document.activeElement?.closest('[role="dialog"]') != null, undefined, {
      timeout: 3000,
    })
    .then(
      () => true,
      () => false,
    );
  if (!focusMoved) out.keyboard.push(`${where}: focus stays on ${await focusedElement(page)} when it opens`);
  if (options.ready) await options.ready(dialog);
  // the kit's dialogs fade in (250 ms): axe measures contrast on what shows, so only once opaque
  const box = await dialog.elementHandle();
  await page.waitForFunction((el) => getComputedStyle(el!.parentElement!).opacity === '1', box);
  await axeOn(page, where, out);
  // a modal keeps Tab inside: one press more than it has stops, then focus must still be in it
  const stops = await dialog.evaluate(
    (el) =>
      el.querySelectorAll('a[href], button:not([disabled]), input:not([disabled]), select, textarea').length,
  );
  for (let i = 0; i <= stops; i += 1) await page.keyboard.press('Tab');
  if (!(await dialog.evaluate((el) => el.contains(document.activeElement)))) {
    out.keyboard.push(`${where}: Tab leaves it for ${await focusedElement(page)}`);
    await dialog.getByRole('button').last().focus();
  }
  await page.keyboard.press('Escape');
  // the element itself: a title that names the item changes while the dialog fades out
  await page
    .waitForFunction((el) => !el!.isConnected, box, { timeout: 3000 })
    .catch(() => {
      out.keyboard.push(`${where}: Escape does not close it`);
    });
  const back = await opener.evaluate((el) => el === document.activeElement).catch(() => false);
  if (!back) {
    out.keyboard.push(`${where}: after Escape focus is on ${await focusedElement(page)}`);
  }
}

/** Team view: Change job and the Remove confirm; team form: a new member row and its picker. */
async function teamMemberEditor(tab: Tab, ids: FixtureIds, out: DialogChecks) {
  const { page } = tab;
  await tab.open(`/team/${ids.team}`);
  await dialogByKeyboard(
    page,
    page.getByRole('button', { name: /^Change the job of / }).first(),
    'Change job',
    'team view: Change job dialog (manager)',
    out,
    { ready: (dialog) => dialog.getByLabel(/^Job of /).waitFor() },
  );
  await dialogByKeyboard(
    page,
    page.getByRole('button', { name: /^Remove .* from the team$/ }).first(),
    'Remove team member',
    'team view: Remove team member confirm (manager)',
    out,
  );

  await tab.open(`/team/edit/${ids.team}`);
  const rows = page.getByRole('group', { name: /^Team member \d+$/ });
  const before = await rows.count();
  await page.getByRole('button', { name: 'Add team member' }).focus();
  await page.keyboard.press('Enter');
  const row = page.getByRole('group', { name: `Team member ${before + 1}`, exact: true });
  await row.waitFor();
  await axeOn(page, 'team form: a new member row without a member (manager)', out);
  await dialogByKeyboard(
    page,
    row.getByRole('button', { name: 'Select a member' }),
    'Select a member',
    "team form: a member row's picker (manager)",
    out,
    { ready: (dialog) => dialog.getByRole('option').first().waitFor({ timeout: 30_000 }) },
  );
}

/** Drive: a chosen file in the upload queue, then the file's Move to…, Delete and Sharing dialogs. */
async function drive(tab: Tab, out: DialogChecks) {
  const { page } = tab;
  const folder = await makeDriveFolder(page, 'Accessibility check');
  await tab.open(`/drive/${folder}`);
  // the upload is held until axe has seen its queue
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const uploads = '**/api/files/upload/**';
  await page.route(uploads, async (route) => {
    await held;
    await route.continue();
  });
  await page.getByLabel('Files to upload').setInputFiles({
    name: 'a11y-notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('Notes for the accessibility check.\n'),
  });
  const queue = page.getByRole('list', { name: 'Pending uploads' });
  await queue.waitFor();
  await axeOn(page, 'drive: upload queue shown (manager)', out);
  release();
  await queue.waitFor({ state: 'detached', timeout: 30_000 });
  await page.unroute(uploads);

  const file = page.getByRole('option', { name: /a11y-notes\.txt/ });
  await file.focus();
  await page.keyboard.press(' ');
  const panel = page.getByRole('region', { name: 'Selected item' });
  await panel.waitFor();
  await dialogByKeyboard(
    page,
    file,
    /^Move a11y-notes\.txt to/,
    'drive: Move to… dialog, by the M key (manager)',
    out,
    {
      key: 'm',
      ready: (dialog) => dialog.getByRole('radio').first().waitFor(),
    },
  );
  await dialogByKeyboard(
    page,
    panel.getByRole('button', { name: 'Delete', exact: true }),
    'Delete',
    'drive: Delete confirm (manager)',
    out,
  );
  await dialogByKeyboard(
    page,
    panel.getByRole('button', { name: 'Sharing settings' }),
    /^Sharing settings for a11y-notes\.txt/,
    'drive: Sharing settings dialog (manager)',
    out,
    { ready: (dialog) => dialog.getByLabel('Account members').waitFor() },
  );
}

/** Event form: one custom attendance field of each kind of prefill, and the drive's file picker. */
async function eventForm(tab: Tab, ids: FixtureIds, out: DialogChecks) {
  const { page } = tab;
  await tab.open(`/eventform/${ids.event}`);
  const fields = page.getByRole('group', { name: /^Custom field \d+$/ });
  const before = await fields.count();
  const add = page.getByRole('button', { name: 'Add custom field' });
  const types = ['TEXT', 'NUMBER', 'DATE', 'CHECKBOX', 'FILE', 'QUAL'];
  for (const [i, type] of types.entries()) {
    await add.click();
    const field = page.getByRole('group', { name: `Custom field ${before + i + 1}`, exact: true });
    await field.getByLabel('Field type').selectOption(type);
  }
  await axeOn(page, 'event form: custom attendance fields of every type (manager)', out);
  await dialogByKeyboard(
    page,
    page.getByRole('button', { name: 'Select or upload files' }),
    'Select files',
    "event form: the drive's file picker (manager)",
    out,
    {
      ready: (dialog) => dialog.getByRole('navigation', { name: 'Picker path' }).waitFor({ timeout: 20_000 }),
    },
  );
}

/** Flight board: a member picked up with Space, a flight chosen with the arrows, dropped with Space. */
async function flightBoard(tab: Tab, out: DialogChecks) {
  const { page } = tab;
  await tab.open('/admin/flightassign');
  const card = page.locator('[data-member]').first();
  const key = await card.getAttribute('data-member');
  const moved = page.locator(`[data-member="${key}"]`);
  await card.focus();
  await page.keyboard.press(' ');
  await page.keyboard.press('ArrowRight');
  await page.getByText(/^Over /).waitFor();
  if ((await moved.getAttribute('aria-pressed')) !== 'true') {
    out.keyboard.push('flight board: Space does not pick the member up (aria-pressed)');
  }
  await axeOn(page, 'flight board: a member picked up by keyboard, a flight chosen (manager)', out);
  await page.keyboard.press(' ');
  await moved.getByText('Changed').waitFor();
  if (!(await moved.evaluate((el) => el === document.activeElement))) {
    out.keyboard.push(`flight board: after the drop focus is on ${await focusedElement(page)}`);
  }
  await axeOn(page, 'flight board: a moved member marked Changed, not saved (manager)', out);
  await page.keyboard.press(' ');
  await page.keyboard.press('Escape');
  await page.getByText(/^Move of .* cancelled\.$/).waitFor();
  if ((await moved.getAttribute('aria-pressed')) !== 'false') {
    out.keyboard.push('flight board: Escape does not put the member down');
  }
}

/** Every check above, in one tab of the manager's; answers the findings and the keyboard problems. */
export async function checkClosedDialogs(tab: Tab, ids: FixtureIds): Promise<DialogChecks> {
  const out: DialogChecks = { findings: [], keyboard: [], checked: [] };
  await teamMemberEditor(tab, ids, out);
  await drive(tab, out);
  await eventForm(tab, ids, out);
  await flightBoard(tab, out);
  return out;
}
