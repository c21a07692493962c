// Accessibility: axe (WCAG 2.0/2.1 A and AA rules) on EVERY page route of the site,
// taken from the routing tables (e2e/src/a11y/routes.ts) so a new route is checked without a change
// here; signed-out pages signed out, the others as the admin (who may see them all), a few as a
// cadet too; plus the main dialogs and forms in their opened or error states, and (a11y/dialogs.ts)
// the team member editor, drive, event form and flight board ones as the manager. Any serious or
// critical violation fails, listed by page, rule and target; e2e/output/a11y-findings.json keeps
// the last run's list. One signed-in tab per visitor, pages opened inside it without reloading.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { siteForThisFile } from './browser.ts';
import { describeFindings, seriousViolations, type Finding } from './a11y/axe.ts';
import { checkClosedDialogs } from './a11y/dialogs.ts';
import { makeFixtureData } from './a11y/fixtureData.ts';
import { allRoutes, remotePrefixes, visits, type FixtureIds, type Who } from './a11y/routes.ts';
import { visitorTabs } from './a11y/tabs.ts';
import { outputDir } from './site.ts';

const site = siteForThisFile();
const { tab, shot } = visitorTabs(site);
let ids: FixtureIds = { event: 0, team: 0, task: 0 };
const allFindings: Finding[] = [];
const timings: string[] = [];
/** Pages that loaded only at the second try, and why the first failed (in a11y-timings.txt). */
const retried: string[] = [];

/** Opens every page of `who` and runs axe on each; answers the serious and critical findings. */
async function checkPages(who: Who): Promise<Finding[]> {
  const { open, reload, failedCalls, page } = await tab(who);
  const findings: Finding[] = [];
  for (const visit of visits(ids).filter((v) => v.who === who)) {
    const where = `${visit.path} (${who})`;
    const started = Date.now();
    try {
      await open(visit.path).catch(async (error: unknown) => {
        // once more with a full load: on a busy machine a call can fail (see failedCalls)
        retried.push(`${where}: ${failedCalls.join(', ') || String(error).split('\n')[0]}`);
        await reload(visit.path);
      });
    } catch (error) {
      const slug = visit.path.replace(/[^a-z0-9]+/gi, '-');
      await shot(who, `FAILED-a11y-${who}${slug}`);
      findings.push({
        page: where,
        rule: 'page-did-not-load',
        impact: 'critical',
        help: `${String(error).split('\n')[0]}; failed calls: ${failedCalls.join(', ')}`,
        targets: [],
      });
      await page.goto(`${site().base}/`).catch(() => {});
      continue;
    }
    findings.push(...(await seriousViolations(page, where)));
    // a look at the page whose markup the check changed (field errors of the event form)
    if (visit.route === '/eventform') await shot(who, 'a11y-eventform-errors');
    timings.push(`${where}: ${Date.now() - started} ms`);
  }
  await writeFile(join(outputDir, 'a11y-timings.txt'), [...timings, 'retried:', ...retried].join('\n'));
  allFindings.push(...findings);
  await writeFile(join(outputDir, 'a11y-findings.json'), JSON.stringify(allFindings, null, 2));
  return findings;
}

describe('axe finds no serious or critical violation on any page', () => {
  before(async () => {
    ids = await makeFixtureData((await tab('admin')).page);
  });

  test('every page route is visited: each remote prefix has routes, every route a concrete path', () => {
    const routes = allRoutes();
    for (const prefix of remotePrefixes()) {
      assert.ok(
        routes.some((r) => r === prefix || r.startsWith(`${prefix}/`)),
        `no page route under ${prefix}`,
      );
    }
    const list = visits(ids);
    for (const route of routes) {
      assert.ok(
        list.some((v) => v.route === route),
        `${route} is not visited`,
      );
    }
    for (const v of list) assert.doesNotMatch(v.path, /[:*]/, `${v.route}: a parameter without a value`);
    assert.ok(
      routes.includes('/signin') && routes.includes('/admin/setupmfa') && routes.includes('/drive/*'),
    );
  });

  test('signed-out pages: home, sign-in, account creation, password reset, username request, static pages', async () => {
    const findings = await checkPages('anonymous');
    assert.deepEqual(findings, [], describeFindings(findings));
  });

  test("every page as the admin (Admin preset: may see every page of the unit's site)", async () => {
    const findings = await checkPages('admin');
    assert.deepEqual(findings, [], describeFindings(findings));
  });

  test("a cadet's home, dashboard, event viewer, task, team and drive", async () => {
    const findings = await checkPages('cadet');
    assert.deepEqual(findings, [], describeFindings(findings));
  });

  test('dialogs and forms: sign-in errors, sign-up form, member picker, task form errors', async () => {
    try {
      await checkDialogs();
    } catch (error) {
      for (const who of ['anonymous', 'admin', 'cadet'] as const)
        await shot(who, `FAILED-a11y-dialogs-${who}`);
      throw error;
    }
  });

  test('dialogs opened: team member editor, drive upload/move/delete/sharing, event custom fields and file picker, flight board by keyboard: no serious or critical axe finding, usable by keyboard', async () => {
    const manager = await tab('manager');
    const checks = await checkClosedDialogs(manager, ids).catch(async (error: unknown) => {
      await shot('manager', 'FAILED-a11y-closed-dialogs');
      throw error;
    });
    await shot('manager', 'a11y-flight-board-moved');
    allFindings.push(...checks.findings);
    await writeFile(join(outputDir, 'a11y-findings.json'), JSON.stringify(allFindings, null, 2));
    const log = [...checks.checked, 'keyboard problems:', ...checks.keyboard];
    await writeFile(join(outputDir, 'a11y-dialogs.txt'), log.join('\n'));
    assert.equal(checks.checked.length, 12, checks.checked.join('\n'));
    assert.deepEqual(checks.findings, [], describeFindings(checks.findings));
    assert.deepEqual(checks.keyboard, [], checks.keyboard.join('\n'));
  });
});

/** The dialogs and forms in their opened or error states. */
async function checkDialogs() {
  const findings: Finding[] = [];
  const anonymous = await tab('anonymous');
  await anonymous.open('/signin');
  await anonymous.page.locator('form').getByRole('button', { name: 'Sign in', exact: true }).click();
  await anonymous.page.waitForTimeout(300);
  findings.push(...(await seriousViolations(anonymous.page, '/signin with errors')));

  const cadet = await tab('cadet');
  await cadet.open(`/eventviewer/${ids.event}`);
  await cadet.page.locator('section#signup').getByLabel('Status').waitFor();
  findings.push(...(await seriousViolations(cadet.page, 'event viewer sign-up form (cadet)')));

  // the admin's tab ended on the scanner (scan mode: the member list is refused), so staff, who
  // tasks members too (AssignTasks YES)
  const admin = await tab('staff');
  await admin.open('/admin/tasks/create');
  await admin.page.getByRole('button', { name: 'Add a member' }).click();
  const picker = admin.page.getByRole('dialog', { name: 'Select a member' });
  await picker.getByLabel('Filter by name').fill('Cadet');
  await picker.getByRole('option').first().waitFor({ timeout: 30_000 });
  findings.push(...(await seriousViolations(admin.page, 'member picker dialog (staff)')));
  await admin.page.keyboard.press('Escape');
  await admin.page.getByRole('button', { name: 'Create task' }).click();
  await admin.page.getByText('Task title cannot be empty').waitFor();
  findings.push(...(await seriousViolations(admin.page, '/admin/tasks/create with errors')));

  allFindings.push(...findings);
  await writeFile(join(outputDir, 'a11y-findings.json'), JSON.stringify(allFindings, null, 2));
  assert.deepEqual(findings, [], describeFindings(findings));
}
