// End-to-end journey (tasks) in a real Chromium against the composed site:
// staff (AssignTasks YES) creates a task for the cadet, the cadet records the result, staff sees it
// done; a member who is neither tasker nor tasked gets 'Task not found'; reads carry the token.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { siteForThisFile, signIn as signInAt, withPage as withPageOf } from './browser.ts';
import { fixturePassword, screenshot } from './site.ts';

const site = siteForThisFile();
const signIn = (page: Page, username: string, returnUrl: string) =>
  signInAt(page, site().base, username, fixturePassword, returnUrl);
const withPage = (journey: (page: Page) => Promise<void>) => withPageOf(site, journey);

// not a title of the demo's tasks (svc-identity/src/tasks/demoSeed.ts); the e2e site seeds fixtures only
const TITLE = 'Bring the flight guidon to Thursday drill';
/** The task staff creates; the later journeys open it. */
let taskPath = '';

const results = (page: Page) => page.getByRole('region', { name: 'Results' });

describe('tasks: staff tasks the cadet, the cadet records the result, staff sees it done', () => {
  test(
    'staff creates a task for the cadet with the member picker (token sent on the reads too)',
    withPage(async (page) => {
      const readTokens: (string | undefined)[] = [];
      page.on('request', (request) => {
        if (request.method() === 'GET' && /\/api\/tasks(\/\d+)?$/.test(new URL(request.url()).pathname)) {
          readTokens.push(request.headers()['x-csrf-token']);
        }
      });
      await signIn(page, 'staff', '/admin');
      // the dashboard's link (the side menu has one too, with the open count)
      await page.getByRole('main').getByRole('link', { name: 'Tasks', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/admin/tasks');
      await page.getByRole('region', { name: 'Tasks given to me' }).waitFor();
      await screenshot(page, 'tasks-01-list-staff');

      await page.getByRole('link', { name: 'Create a task' }).click();
      await page.getByRole('heading', { name: 'Create a task' }).waitFor();
      await page.getByRole('button', { name: 'Create task' }).click();
      await page.getByText('Task title cannot be empty').waitFor();
      await page.getByText('Please select at least one member to task').waitFor();

      await page.getByLabel('Title').fill(TITLE);
      await page
        .getByLabel('Details')
        .fill('Blues ready for Thursday: ribbons placed, shoes shined, name tag on.');
      await page.getByLabel('Due date (optional)').fill('2030-04-03');
      await page.getByRole('button', { name: 'Add a member' }).click();
      const dialog = page.getByRole('dialog', { name: 'Select a member' });
      await dialog.getByLabel('Filter by name').fill('Cadet');
      await dialog.getByRole('option', { name: /Casey .*Cadet/ }).click();
      await screenshot(page, 'tasks-02-picker');
      await dialog.getByRole('button', { name: 'Select', exact: true }).click();
      await page
        .getByRole('list', { name: 'Tasked members' })
        .getByText(/Casey .*Cadet/)
        .waitFor();
      await dialog.waitFor({ state: 'hidden' });
      await screenshot(page, 'tasks-03-create-form');

      await page.getByRole('button', { name: 'Create task' }).click();
      await page.waitForURL((url) => /^\/admin\/tasks\/\d+$/.test(url.pathname));
      taskPath = new URL(page.url()).pathname;
      await page.getByRole('heading', { name: TITLE, level: 1 }).waitFor();
      await results(page)
        .getByRole('row', { name: /Casey .*Cadet Not done yet/ })
        .waitFor();
      await page.getByText('Open', { exact: true }).waitFor();
      assert.equal(await page.getByRole('button', { name: 'Save result' }).count(), 0);
      await screenshot(page, 'tasks-04-view-staff-open');

      assert.ok(readTokens.length >= 2, `task reads seen: ${readTokens.length}`);
      assert.ok(
        readTokens.every((token) => typeof token === 'string' && token.length > 10),
        'every task read carried the token',
      );
    }),
  );

  test(
    'the cadet finds it under Tasks given to me and records done with a comment',
    withPage(async (page) => {
      assert.ok(taskPath, 'the first journey created the task');
      await signIn(page, 'cadet', '/admin/tasks');
      const given = page.getByRole('region', { name: 'Tasks given to me' });
      await given.getByRole('link', { name: TITLE }).waitFor();
      assert.equal(await page.getByRole('link', { name: 'Create a task' }).count(), 0);
      await screenshot(page, 'tasks-05-list-cadet');

      await given.getByRole('link', { name: TITLE }).click();
      await page.waitForURL((url) => url.pathname === taskPath);
      await page.getByRole('heading', { name: 'Your result' }).waitFor();
      assert.equal(await page.getByRole('button', { name: 'Delete' }).count(), 0);
      await page.getByLabel('I have done this task').check();
      await page.getByLabel('Comments').fill('Ready. I still need a new name tag.');
      await page.getByRole('button', { name: 'Save result' }).click();
      await page.getByText('Saved!', { exact: true }).waitFor();
      await results(page)
        .getByRole('row', { name: /Casey .*Cadet Done .*I still need a new name tag/ })
        .waitFor();
      await screenshot(page, 'tasks-06-cadet-recorded');
    }),
  );

  test(
    'staff sees the task done; the senior member (neither tasker nor tasked) gets Task not found',
    withPage(async (page) => {
      await signIn(page, 'staff', '/admin/tasks');
      const gave = page.getByRole('region', { name: 'Tasks I gave' });
      await gave.getByRole('row', { name: new RegExp(`${TITLE} Done`) }).waitFor();
      await screenshot(page, 'tasks-07-list-staff-done');
      await gave.getByRole('link', { name: TITLE }).click();
      await results(page)
        .getByRole('row', { name: /Casey .*Cadet Done .*I still need a new name tag/ })
        .waitFor();
      await page.getByText('Done', { exact: true }).first().waitFor();
      await screenshot(page, 'tasks-08-view-staff-done');

      const senior = await site().newPage();
      await signIn(senior.page, 'senior', taskPath);
      await senior.page.getByText('Task not found').waitFor();
      await screenshot(senior.page, 'tasks-09-senior-not-found');
      await senior.page.goto(`${site().base}/admin/tasks`);
      // the list loads, and the task they have nothing to do with is not in it
      await senior.page
        .getByRole('region', { name: 'Tasks given to me' })
        .getByText('There are no tasks here')
        .waitFor();
      assert.equal(await senior.page.getByRole('link', { name: TITLE }).count(), 0);
    }),
  );

  test(
    "staff deletes the task after 'Really delete task?'",
    withPage(async (page) => {
      await signIn(page, 'staff', taskPath);
      await page.getByRole('heading', { name: TITLE, level: 1 }).waitFor();
      await page.getByRole('button', { name: 'Delete' }).click();
      const dialog = page.getByRole('dialog', { name: 'Really delete task?' });
      await dialog.waitFor();
      await screenshot(page, 'tasks-10-delete-dialog');
      await dialog.getByRole('button', { name: 'Delete' }).click();
      await page.waitForURL((url) => url.pathname === '/admin/tasks');
      await page.getByRole('region', { name: 'Tasks I gave' }).waitFor();
      assert.equal(await page.getByRole('link', { name: TITLE }).count(), 0);
      await page.goto(`${site().base}${taskPath}`);
      await page.getByText('Task not found').waitFor();
    }),
  );
});
