// The data the page visits need ids of (the e2e fixtures have members only): an upcoming event, a
// team and a task, made by the admin through the same calls the pages make.
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { call, createEvent, FIXTURE, HOUR } from '../eventSteps.ts';
import type { FixtureIds } from './routes.ts';

const nhq = (id: number) => ({ type: 'CAPNHQMember', id });

export async function makeFixtureData(admin: Page): Promise<FixtureIds> {
  const meet = Math.ceil((Date.now() + 5 * 24 * HOUR) / 900_000) * 900_000;
  const event = await createEvent(admin, meet, {
    name: 'Accessibility check meeting',
    endDateTime: meet + 2 * HOUR,
    pickupDateTime: meet + 2 * HOUR,
    meetLocation: 'Hangar 2',
    location: 'Hangar 2',
    pickupLocation: 'Hangar 2',
    comments: 'Uniform: **blues**.',
  });
  const team = await call(admin, 'POST', '/api/team', {
    name: 'Color Guard',
    description: 'Presents the colors at ceremonies.',
    visibility: 'PUBLIC',
    cadetLeader: nhq(FIXTURE.cadet),
    seniorMentor: null,
    seniorCoach: nhq(FIXTURE.senior),
    members: [{ reference: nhq(FIXTURE.cadet), job: 'Flag bearer' }],
  });
  assert.ok(team.status === 201 || team.status === 200, JSON.stringify(team.body));
  const task = await call(admin, 'POST', '/api/tasks', {
    title: 'Polish the guidon pole',
    details: 'Before Thursday.',
    dueDate: '2030-04-03',
    tasked: [nhq(FIXTURE.cadet)],
  });
  assert.equal(task.status, 201, JSON.stringify(task.body));
  return {
    event,
    team: (team.body as { id: number }).id,
    task: (task.body as { id: number }).id,
  };
}

/**
 * A folder of the unit's drive for the dialog checks (they upload into it, move and share from it);
 * `page` is a member with FileManagement FULL. Answers its id.
 */
export async function makeDriveFolder(page: Page, name: string): Promise<string> {
  const folder = await call(page, 'POST', `/api/files/root/createfolder/${encodeURIComponent(name)}`, {});
  assert.ok(folder.status === 200 || folder.status === 201, JSON.stringify(folder.body));
  return (folder.body as { id: string }).id;
}
