// End-to-end journeys, the team pages (platform §2 Teams, §6 visibility), in a
// real Chromium against the composed site with the fixture users: a manager creates a Protected team
// with three members through the form; a cadet outside it sees the count but not the members; an
// anonymous visitor sees only public teams' membership; edit and delete. Screenshots team-01..team-10.
// The e2e site seeds the fixtures only: the demo teams (svc-identity/src/teams/demoSeed.ts) are absent.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { demoMembers } from '../../svc-identity/src/seed/demoData.ts';
import { siteForThisFile, signIn as signInAt } from './browser.ts';
import { fixturePassword, screenshot } from './site.ts';

const site = siteForThisFile();

const fixture = (id: number) => {
  const found = demoMembers().find((m) => m.accountID === 'md001' && m.id === id);
  if (!found) throw new Error(`no fixture member ${id}`);
  return found;
};
/** Members of the Protected team: the staff cadet, the senior member and the Cadet Commander. */
const STAFF = fixture(510003);
const SENIOR = fixture(510005);
const CADET_COMMANDER = fixture(510006);
const MANAGER = fixture(510002);
/** Members of the public and private teams (made through the API). */
const FLIGHT_SERGEANT = fixture(510011);
const ELEMENT_LEADER = fixture(510013);

async function signedIn(username: string, returnUrl: string): Promise<Page> {
  const { page } = await site().newPage();
  await signInAt(page, site().base, username, fixturePassword, returnUrl);
  await page.waitForURL((url) => url.pathname === returnUrl);
  return page;
}

/** Opens the member picker of a group of the team form and chooses the member by last name. */
async function pick(page: Page, group: string, member: { nameFirst: string; nameLast: string }) {
  await page.getByRole('group', { name: group }).getByRole('button', { name: 'Select a member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Select a member' });
  await dialog.getByLabel('Filter by name').fill(member.nameLast);
  await dialog.getByRole('option', { name: new RegExp(`${member.nameFirst} .*${member.nameLast}`) }).click();
  await dialog.getByRole('button', { name: 'Select', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** POST /api/team from the signed-in page (the same call the form makes); answers the new id. */
async function createTeamThroughApi(page: Page, body: Record<string, unknown>): Promise<number> {
  return page.evaluate(async (team) => {
    const { token } = (await (await fetch('/api/token')).json()) as { token: string };
    const answer = await fetch('/api/team', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...team, token }),
    });
    if (answer.status !== 201 && answer.status !== 200) throw new Error(`POST /api/team: ${answer.status}`);
    return ((await answer.json()) as { id: number }).id;
  }, body);
}

/** GET /api/team/{id} from the page, as that viewer: what the server lets out. */
async function teamAsSeenBy(page: Page, id: number) {
  return page.evaluate(async (teamID) => {
    const answer = await fetch(`/api/team/${teamID}`);
    return (await answer.json()) as { members: unknown[] | null; memberCount: number | null };
  }, id);
}

const nhq = (m: { id: number }) => ({ type: 'CAPNHQMember', id: m.id });
const teamCard = (page: Page, name: string) =>
  page
    .getByRole('list', { name: 'Teams of the unit' })
    .getByRole('listitem')
    .filter({
      has: page.getByRole('link', { name, exact: true }),
    });

let protectedID = 0;
let publicID = 0;
let privateID = 0;

describe('teams: create, visibility by viewer, edit and delete', () => {
  test('a manager creates a Protected team with three members through the form', async () => {
    const manager = await signedIn('manager', '/admin');
    // dashboard widget 4 now offers the page
    await manager.getByTestId('widget-create').getByRole('link', { name: 'Add a team' }).click();
    await manager.waitForURL((url) => url.pathname === '/team/create');
    await manager.getByLabel('Team name').waitFor();
    assert.equal(
      await manager.getByLabel('Team visibility').inputValue(),
      'PRIVATE',
      'create starts at Private',
    );

    await manager.getByLabel('Team name').fill('Launch Crew');
    await manager.getByLabel('Team description').fill('Model rockets, launch days and the rocketry badge.');
    await manager.getByLabel('Team visibility').selectOption({ label: 'Protected' });
    await pick(manager, 'Cadet team leader', CADET_COMMANDER);
    await pick(manager, 'Senior mentor', MANAGER);
    const jobs = ['Launch director', 'Range safety', 'Recovery crew'];
    const members = [CADET_COMMANDER, STAFF, SENIOR];
    for (const [index, member] of members.entries()) {
      await manager.getByRole('button', { name: 'Add team member' }).click();
      const group = `Team member ${index + 1}`;
      await pick(manager, group, member);
      await manager.getByRole('group', { name: group }).getByLabel('Job').fill(jobs[index]!);
    }
    await screenshot(manager, 'team-01-create-form');

    await manager.getByRole('button', { name: 'Create team' }).click();
    await manager.waitForURL((url) => /^\/team\/\d+$/.test(url.pathname));
    protectedID = Number(new URL(manager.url()).pathname.split('/')[2]);
    await manager.getByRole('heading', { name: 'Launch Crew', level: 1 }).waitFor();
    const table = manager.getByRole('table', { name: 'Team members' });
    await table.waitFor();
    assert.equal(await table.getByRole('row').count(), 4, 'header and three members');
    await table.getByRole('row', { name: new RegExp(`${STAFF.nameLast}.*Range safety`) }).waitFor();
    await manager.getByRole('link', { name: 'Team contact info' }).waitFor();
    await manager.getByRole('link', { name: 'Edit team' }).waitFor();
    await screenshot(manager, 'team-02-view-manager');

    // the public and private teams of the other journeys, through the API the form uses
    publicID = await createTeamThroughApi(manager, {
      name: 'Honor Guard',
      description: 'Presents the colors at ceremonies.',
      visibility: 'PUBLIC',
      cadetLeader: nhq(FLIGHT_SERGEANT),
      seniorMentor: null,
      seniorCoach: nhq(SENIOR),
      members: [
        { reference: nhq(FLIGHT_SERGEANT), job: 'Commander of the guard' },
        { reference: nhq(ELEMENT_LEADER), job: 'Flag bearer' },
      ],
    });
    privateID = await createTeamThroughApi(manager, {
      name: 'Promotion Board',
      description: '',
      visibility: 'PRIVATE',
      cadetLeader: null,
      seniorMentor: null,
      seniorCoach: null,
      members: [{ reference: nhq(SENIOR), job: 'Board president' }],
    });

    await manager.goto(`${site().base}/team`);
    await teamCard(manager, 'Launch Crew').getByText('This team has 3 members').waitFor();
    await teamCard(manager, 'Promotion Board').getByText('Team has no description').waitFor();
    const nav = manager.getByRole('navigation', { name: 'Teams' });
    for (const name of ['All teams', 'Honor Guard', 'Promotion Board', 'Launch Crew']) {
      await nav.getByRole('link', { name, exact: true }).waitFor();
    }
    await manager.getByRole('link', { name: 'Add team' }).waitFor();
    await screenshot(manager, 'team-03-list-manager');
  });

  test('a cadet outside the Protected team sees its count but not its members', async () => {
    assert.ok(protectedID > 0, 'the first journey made the team');
    const cadet = await signedIn('cadet', '/team');
    await teamCard(cadet, 'Launch Crew').getByText('This team has 3 members').waitFor();
    // signed in: counts of every team (§6), the private one too
    await teamCard(cadet, 'Promotion Board').getByText('This team has 1 member').waitFor();
    assert.equal(await cadet.getByRole('link', { name: 'Add team' }).count(), 0);
    await screenshot(cadet, 'team-04-list-cadet');

    await teamCard(cadet, 'Promotion Board').getByRole('link', { name: 'Promotion Board' }).click();
    await cadet.getByRole('heading', { name: 'Promotion Board', level: 1 }).waitFor();
    await cadet.getByText('No team description').waitFor();
    assert.equal(await cadet.getByRole('heading', { name: 'Team members' }).count(), 0);
    assert.equal(await cadet.getByRole('link', { name: 'Team contact info' }).count(), 0);
    await cadet.getByText('Only the members of this team see who is on it.').waitFor();
    await screenshot(cadet, 'team-05-private-view-cadet');
    const privateSeen = await teamAsSeenBy(cadet, privateID);
    assert.equal(privateSeen.members, null, "a PRIVATE team's members never leave the server");
    assert.equal(privateSeen.memberCount, 1);

    // PROTECTED: any signed-in member sees the membership (§6)
    await cadet.goto(`${site().base}/teamview/${protectedID}`);
    await cadet.getByRole('table', { name: 'Team members' }).waitFor();
    assert.equal(await cadet.getByRole('link', { name: 'Edit team' }).count(), 0);
    assert.equal(await cadet.getByRole('button', { name: 'Delete team' }).count(), 0);
  });

  test("an anonymous visitor sees only public teams' membership", async () => {
    assert.ok(publicID > 0 && protectedID > 0);
    const { page } = await site().newPage();
    await page.goto(`${site().base}/teamlist`);
    await teamCard(page, 'Honor Guard').getByText('This team has 2 members').waitFor();
    assert.doesNotMatch(await teamCard(page, 'Launch Crew').innerText(), /This team has/);
    assert.doesNotMatch(await teamCard(page, 'Promotion Board').innerText(), /This team has/);
    await screenshot(page, 'team-06-list-anonymous');

    await page.goto(`${site().base}/team/view/${publicID}`);
    const table = page.getByRole('table', { name: 'Team members' });
    await table.getByRole('row', { name: new RegExp(`${ELEMENT_LEADER.nameLast}.*Flag bearer`) }).waitFor();
    await page.getByRole('link', { name: 'Team contact info' }).waitFor();
    await screenshot(page, 'team-07-public-view-anonymous');

    await page.goto(`${site().base}/team/${protectedID}`);
    await page.getByRole('heading', { name: 'Launch Crew', level: 1 }).waitFor();
    await page.getByText('Model rockets, launch days').waitFor();
    assert.equal(await page.getByRole('table', { name: 'Team members' }).count(), 0);
    assert.equal(await page.getByText(/This team has/).count(), 0);
    const seen = await teamAsSeenBy(page, protectedID);
    assert.equal(seen.members, null);
    assert.equal(seen.memberCount, null);
    await screenshot(page, 'team-08-protected-view-anonymous');

    await page.goto(`${site().base}/team/create`);
    await page.getByRole('heading', { name: 'Please sign in' }).waitFor();
  });

  test("the manager changes one member's job and removes another from the team view; a reload shows both kept", async () => {
    assert.ok(publicID > 0, 'the first journey made the team');
    const manager = await signedIn('manager', `/team/${publicID}`);
    const table = manager.getByRole('table', { name: 'Team members' });
    await table.waitFor();
    await manager
      .getByRole('button', { name: new RegExp(`^Change the job of .*${ELEMENT_LEADER.nameLast}$`) })
      .click();
    let dialog = manager.getByRole('dialog');
    const job = dialog.getByLabel(new RegExp(`^Job of .*${ELEMENT_LEADER.nameLast}$`));
    assert.equal(await job.inputValue(), 'Flag bearer');
    await job.fill('Color sergeant');
    await screenshot(manager, 'team-09a-change-job');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await table
      .getByRole('row', { name: new RegExp(`${ELEMENT_LEADER.nameLast}.*Color sergeant`) })
      .waitFor();

    await manager
      .getByRole('button', { name: new RegExp(`^Remove .*${FLIGHT_SERGEANT.nameLast} from the team$`) })
      .click();
    dialog = manager.getByRole('dialog');
    await dialog.getByText(new RegExp(`Remove .*${FLIGHT_SERGEANT.nameLast} from the team\\?`)).waitFor();
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await dialog.waitFor({ state: 'detached' });

    await manager.reload();
    await table.waitFor();
    assert.equal(await table.getByRole('row').count(), 2, 'header and one member');
    await table
      .getByRole('row', { name: new RegExp(`${ELEMENT_LEADER.nameLast}.*Color sergeant`) })
      .waitFor();
    assert.equal(await table.getByRole('row', { name: new RegExp(FLIGHT_SERGEANT.nameLast) }).count(), 0);
    await screenshot(manager, 'team-09b-after-change-and-remove');
  });

  test('the manager edits the team (Update team goes back to the view) and deletes another', async () => {
    const manager = await signedIn('manager', `/team/${protectedID}`);
    await manager.getByRole('link', { name: 'Edit team' }).click();
    await manager.waitForURL((url) => url.pathname === `/team/edit/${protectedID}`);
    await manager.getByLabel('Team name').waitFor();
    assert.equal(await manager.getByLabel('Team name').inputValue(), 'Launch Crew');
    await manager
      .getByRole('group', { name: 'Team member 3' })
      .getByRole('button', { name: 'Remove team member' })
      .click();
    await manager.getByLabel('Team visibility').selectOption({ label: 'Public' });
    await screenshot(manager, 'team-09-edit-form');
    await manager.getByRole('button', { name: 'Update team' }).click();
    await manager.waitForURL((url) => url.pathname === `/team/${protectedID}`);
    const table = manager.getByRole('table', { name: 'Team members' });
    await table.waitFor();
    assert.equal(await table.getByRole('row').count(), 3, 'header and two members');

    await manager.goto(`${site().base}/team/${privateID}`);
    await manager.getByRole('button', { name: 'Delete team' }).click();
    const dialog = manager.getByRole('dialog');
    await dialog.getByText('Really delete team?').waitFor();
    await screenshot(manager, 'team-10-delete-dialog');
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await manager.waitForURL((url) => url.pathname === '/team');
    await teamCard(manager, 'Launch Crew').waitFor();
    assert.equal(await teamCard(manager, 'Promotion Board').count(), 0);

    // team 0 is never edited
    await manager.goto(`${site().base}/team/edit/0`);
    await manager.waitForURL((url) => url.pathname === '/team/view/0');
  });
});
