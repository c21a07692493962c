// The two-team scenario (deploy/README.md): the site runs with every part at its released version,
// from the artefacts under releases/ (not from the workspace). In a scratch copy of the repository,
// the events team and the drive team each change, version (Changesets), verify, release and deploy
// their own part alone, with `node deploy/deploy.mjs` against the running site (environment `local`);
// a breaking provider change is refused by can-i-deploy and by deploy.mjs. Each step checks that no
// other part's process or files changed. What each command took is printed at the end.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, before, test } from 'node:test';
import type { Page } from 'playwright-core';
import { sideNavigation, signIn } from '../browser.ts';
import { call, createEvent } from '../eventSteps.ts';
import { fixturePassword, screenshot } from '../site.ts';
import { startArtefactSite, type ArtefactSite } from './artefactSite.ts';
import { copyWorkingTree } from './scratchRepo.ts';
import { bump, dropPendingChangesets, edit, run, runOk, type TeamRepo } from './teamCommands.ts';

const repoRoot = resolve(import.meta.dirname, '..', '..', '..');
const RUNTIME_PARTS = [
  'svc-identity',
  'svc-events',
  'svc-files',
  'gateway',
  'shell',
  'mfe-events',
  'mfe-admin',
  'mfe-drive',
  'mfe-quiz',
];
const PROCESSES = [
  'svc-identity',
  'email-worker',
  'svc-events',
  'events-worker',
  'svc-files',
  'upload-worker',
  'gateway',
  'mfe-events',
  'mfe-admin',
  'mfe-drive',
  'mfe-quiz',
];

let scratch = '';
let team: TeamRepo;
let site: ArtefactSite;
const opened: Page[] = [];

const releasesDir = () => join(scratch, 'releases');
const artefactOf = (part: string, version: string) => join(releasesDir(), part, version);

async function release(part: string): Promise<string> {
  await runOk(team, 'npm', ['run', 'release', '-w', `@portal/${part}`]);
  return artefactOf(part, await partVersion(part));
}

async function partVersion(part: string): Promise<string> {
  const json = JSON.parse(await readFile(join(team.root, part, 'package.json'), 'utf8')) as {
    version: string;
  };
  return json.version;
}

/** The processes' pids and what the gateway serves of each static part: a deploy must change only its own. */
async function snapshot(): Promise<Record<string, string>> {
  const seen: Record<string, string> = {};
  for (const name of PROCESSES) seen[`pid ${name}`] = String(site.stack.pidOf(name));
  const served = {
    shell: '/',
    'mfe-events': '/mfe/events/mf-manifest.json',
    'mfe-admin': '/mfe/admin/mf-manifest.json',
    'mfe-drive': '/mfe/drive/mf-manifest.json',
    'mfe-quiz': '/mfe/quiz/mf-manifest.json',
  };
  for (const [part, path] of Object.entries(served)) {
    const body = await (await fetch(`${site.local}${path}`)).text();
    seen[`files ${part}`] = createHash('sha256').update(body).digest('hex').slice(0, 16);
  }
  return seen;
}

/** What changed between two snapshots, as 'pid svc-events', 'files mfe-drive'... */
const changed = (before: Record<string, string>, now: Record<string, string>) =>
  Object.keys(before).filter((key) => before[key] !== now[key]);

async function localEnvironment(): Promise<Record<string, string>> {
  const file = join(team.root, 'deploy', 'contracts', 'store', 'environments', 'local.json');
  return (JSON.parse(await readFile(file, 'utf8')) as { parts: Record<string, string> }).parts;
}

async function signedInPage(returnUrl: string): Promise<Page> {
  const context = await site.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(20000);
  opened.push(page);
  await signIn(page, site.base, 'admin', fixturePassword, returnUrl);
  await page.waitForURL((url) => url.pathname === returnUrl);
  return page;
}

/** A field of a JSON answer (eventSteps' call answers `unknown`). */
const field = (answer: { body: unknown }, key: string): unknown =>
  (answer.body as Record<string, unknown> | null)?.[key];

const deployCommand = (part: string, artefact: string) => [
  'deploy/deploy.mjs',
  part,
  artefact,
  '--to',
  'local',
  '--control',
  site.controlFile,
];

before(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'two-teams-'));
  const root = join(scratch, 'repo');
  await copyWorkingTree(repoRoot, root);
  team = {
    root,
    env: {
      RELEASES_DIR: join(scratch, 'releases'),
      PACT_STORE_DIR: join(root, 'deploy', 'contracts', 'store'),
    },
    log: [],
  };
  await dropPendingChangesets(team);
  const artefacts: Record<string, string> = {};
  for (const part of RUNTIME_PARTS) artefacts[part] = await release(part);
  site = await startArtefactSite(root, artefacts, team.env);
});

after(async () => {
  await Promise.all(
    opened.map((page) =>
      page
        .context()
        .close()
        .catch(() => {}),
    ),
  );
  await site?.close();
  if (team) {
    console.log('\nWhat the scenario ran (seconds, command):');
    for (const ran of team.log) console.log(`${ran.seconds.toFixed(1).padStart(7)}  ${ran.command}`);
  }
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

test('the site runs with every part at its released version, from the artefacts', async () => {
  const local = await localEnvironment();
  for (const part of RUNTIME_PARTS) assert.equal(local[part], await partVersion(part), part);
  const health = await fetch(`${site.local}/healthz`);
  assert.equal(health.status, 200);
  const page = await signedInPage('/drive');
  await page.getByText('Your files', { exact: true }).waitFor();
});

let eventId = 0;
test('the events team adds an optional field to the viewer answer and deploys svc-events alone', async () => {
  const page = await signedInPage('/calendar');
  const meet = Date.now() + 7 * 86_400_000;
  eventId = await createEvent(page, meet, {
    name: 'Two-team scenario meeting',
    meetLocation: 'Armory',
    location: 'Armory',
    pickupLocation: 'Armory',
    startDateTime: meet + 900_000,
    endDateTime: meet + 8_100_000,
    pickupDateTime: meet + 9_000_000,
  });
  const beforeAnswer = await call(page, 'GET', `/api/events/${eventId}/viewer`);
  assert.equal(beforeAnswer.status, 200);
  assert.equal(field(beforeAnswer, 'servedAt'), undefined);

  await edit(
    team,
    'svc-events/src/events/readRoutes.ts',
    'JSON.stringify(rest).slice(0, -1)',
    'JSON.stringify({ ...rest, servedAt: new Date().toISOString() }).slice(0, -1)',
  );
  const version = await bump(
    team,
    '@portal/svc-events',
    'minor',
    'The viewer answer says when it was served.',
  );
  // its CI: provider verification against the pacts of the consumer versions deployed (and main)
  const verified = await runOk(team, process.execPath, [
    'deploy/contracts/recordVerifications.mjs',
    '--part',
    'svc-events',
  ]);
  const deployedEvents = (await localEnvironment())['mfe-events'];
  assert.ok(
    verified.output.includes(`verified mfe-events ${deployedEvents} -> svc-events ${version}`),
    `svc-events ${version} is verified against the deployed mfe-events ${deployedEvents}:\n${verified.output.slice(-2000)}`,
  );
  const artefact = await release('svc-events');
  await runOk(team, process.execPath, [
    'deploy/canIDeploy.mjs',
    '--part',
    'svc-events',
    '--version',
    version,
    '--to',
    'local',
  ]);

  const before = await snapshot();
  const environmentBefore = await localEnvironment();
  await runOk(team, process.execPath, deployCommand('svc-events', artefact));
  const now = await snapshot();
  assert.deepEqual(changed(before, now).sort(), ['pid events-worker', 'pid svc-events']);
  const environment = await localEnvironment();
  assert.deepEqual(environment, { ...environmentBefore, 'svc-events': version });

  const afterAnswer = await call(page, 'GET', `/api/events/${eventId}/viewer`);
  assert.equal(afterAnswer.status, 200);
  assert.match(String(field(afterAnswer, 'servedAt')), /^\d{4}-\d\d-\d\dT/);
  // the deployed mfe-events still shows the event with the new answer
  await page.goto(`${site.base}/eventviewer/${eventId}`);
  await page.getByRole('heading', { name: 'Two-team scenario meeting' }).first().waitFor();
  await screenshot(page, 'scenario-events-viewer-after-svc-events');
});

test('the drive team changes a label and deploys mfe-drive alone; an open page shows it after navigation', async () => {
  const page = await signedInPage('/drive');
  await page.getByText('Your files', { exact: true }).waitFor();

  await edit(team, 'mfe-drive/src/quota/StorageUsage.tsx', 'label="Your files"', 'label="My files"');
  const version = await bump(team, '@portal/mfe-drive', 'patch', 'The storage line says "My files".');
  const artefact = await release('mfe-drive');
  await runOk(team, process.execPath, [
    'deploy/canIDeploy.mjs',
    '--part',
    'mfe-drive',
    '--version',
    version,
    '--to',
    'local',
  ]);

  const before = await snapshot();
  await runOk(team, process.execPath, deployCommand('mfe-drive', artefact));
  const now = await snapshot();
  const moved = changed(before, now);
  assert.ok(moved.includes('files mfe-drive'), `the new drive is served: ${moved.join(', ')}`);
  assert.deepEqual(
    moved.filter((key) => !key.endsWith('mfe-drive')),
    [],
    'no other process restarted and no other files changed (shell and gateway included)',
  );

  // the page opened before the deploy: navigate away and back, no reload by hand
  await sideNavigation(page).getByRole('link', { name: 'Home', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await sideNavigation(page).getByRole('link', { name: 'Drive', exact: true }).click();
  await page.getByText('My files', { exact: true }).waitFor();
  await screenshot(page, 'scenario-drive-after-deploy');
});

const NEW_PAGE = `// A page added by the events team, shipped by deploying mfe-events alone.
export function WhatsNewPage() {
  return (
    <section className="kit-page">
      <h1>What is new in events</h1>
      <p>Event pages now load faster.</p>
    </section>
  );
}
`;

test('the events team adds a page to mfe-events; after deploying only mfe-events the page opens', async () => {
  const page = await signedInPage('/calendar');
  await page.goto(`${site.base}/whatsnew`);
  await page.getByRole('heading', { name: 'Page not found' }).waitFor();

  await mkdir(join(team.root, 'mfe-events', 'src', 'whatsNew'));
  await writeFile(join(team.root, 'mfe-events', 'src', 'whatsNew', 'WhatsNewPage.tsx'), NEW_PAGE);
  await edit(
    team,
    'mfe-events/src/App.tsx',
    "import { ScannerPage } from './scanner/ScannerPage.tsx';",
    "import { ScannerPage } from './scanner/ScannerPage.tsx';\nimport { WhatsNewPage } from './whatsNew/WhatsNewPage.tsx';",
  );
  await edit(
    team,
    'mfe-events/src/App.tsx',
    "'/admin/cadetrecords': CadetRecordsPage,",
    "'/admin/cadetrecords': CadetRecordsPage,\n  '/whatsnew': WhatsNewPage,",
  );
  await edit(
    team,
    'mfe-events/src/routes/routes.json',
    '"routes": [',
    '"routes": [\n    { "path": "/whatsnew", "exact": true },',
  );
  await edit(team, 'mfe-events/src/routes/routes.json', '"pages": [', '"pages": [\n    "/whatsnew",');
  await edit(
    team,
    'mfe-events/src/routes/routes.json',
    '"menu": [',
    '"titles": { "whatsnew": "What is new" },\n  "menu": [\n    { "to": "/whatsnew", "label": "What is new", "order": 11 },',
  );
  const version = await bump(team, '@portal/mfe-events', 'minor', 'A page of what is new in events.');
  const artefact = await release('mfe-events');
  await runOk(team, process.execPath, [
    'deploy/canIDeploy.mjs',
    '--part',
    'mfe-events',
    '--version',
    version,
    '--to',
    'local',
  ]);

  const before = await snapshot();
  await runOk(team, process.execPath, deployCommand('mfe-events', artefact));
  const moved = changed(before, await snapshot());
  assert.ok(moved.includes('files mfe-events'), `the new mfe-events is served: ${moved.join(', ')}`);
  assert.deepEqual(
    moved.filter((key) => !key.endsWith('mfe-events')),
    [],
    'no other process restarted and no other files changed',
  );

  // the page opened before the deploy learns the new route when it navigates there
  await sideNavigation(page).getByRole('link', { name: 'Home', exact: true }).click();
  await page.goto(`${site.base}/whatsnew`);
  await page.getByRole('heading', { name: 'What is new in events' }).waitFor();
  await sideNavigation(page).getByRole('link', { name: 'What is new', exact: true }).waitFor();
  await page
    .getByRole('navigation', { name: 'Breadcrumb' })
    .getByText('What is new', { exact: true })
    .waitFor();
  await screenshot(page, 'scenario-new-events-page');
});

test('a breaking change to svc-files is refused by can-i-deploy and by deploy.mjs; the site is untouched', async () => {
  // the deployed mfe-drive reads account.quota and account.used of this answer
  await edit(
    team,
    'svc-files/src/quota/quotaRoutes.ts',
    'res.json(driveQuotaResponse.parse(usage));',
    'res.json({ member: driveQuotaResponse.parse(usage).member });',
  );
  const version = await bump(
    team,
    '@portal/svc-files',
    'major',
    'The quota answer no longer has the account line.',
  );
  const verification = await run(team, process.execPath, [
    'deploy/contracts/recordVerifications.mjs',
    '--part',
    'svc-files',
  ]);
  assert.notEqual(
    verification.code,
    0,
    'the provider verification fails against the deployed mfe-drive pact',
  );
  const artefact = await release('svc-files');

  const answer = await run(team, process.execPath, [
    'deploy/canIDeploy.mjs',
    '--part',
    'svc-files',
    '--version',
    version,
    '--to',
    'local',
  ]);
  assert.equal(answer.code, 1, answer.output);
  assert.match(answer.output, /mfe-drive/);
  assert.match(answer.output, /Computer says no/);

  const before = await snapshot();
  const environmentBefore = await localEnvironment();
  const refused = await run(team, process.execPath, deployCommand('svc-files', artefact));
  assert.equal(refused.code, 1, refused.output);
  assert.match(refused.output, /Not deployed/);
  assert.deepEqual(changed(before, await snapshot()), [], 'no process and no file changed');
  assert.deepEqual(await localEnvironment(), environmentBefore);

  const page = await signedInPage('/drive');
  const quota = await call(page, 'GET', '/api/files/quota');
  assert.equal(quota.status, 200);
  assert.equal(typeof (field(quota, 'account') as { quota?: unknown } | undefined)?.quota, 'number');
  await page.getByText('Unit drive', { exact: true }).waitFor();
});
