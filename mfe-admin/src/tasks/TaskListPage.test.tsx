// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TaskListPage } from './TaskListPage.tsx';
import { ALPHA, CADET, network, renderAt, result, sampleTask, SENIOR, STAFF } from './testTasks.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const staffGave = sampleTask(1, {
  title: 'Uniform inspection',
  dueDate: '2020-01-01',
  results: [result(CADET, { done: true, completedAt: 1 }), result(ALPHA)],
});
const givenToStaff = sampleTask(2, {
  title: 'Plan the drill',
  tasker: { type: 'CAPNHQMember', id: 510002 },
  taskerName: 'Capt Morgan Manager',
  dueDate: null,
  results: [result(STAFF)],
});
const others = sampleTask(3, {
  title: 'Safety slides',
  tasker: { type: 'CAPNHQMember', id: 510001 },
  taskerName: 'Maj Alex Administrator',
  results: [result(SENIOR, { done: true, completedAt: 1 })],
});

const section = (name: string) => screen.getByRole('region', { name });
const rows = (name: string) =>
  within(section(name))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);

describe("/admin/tasks: the tasks I gave and the tasks given to me (§6 visibility is the server's)", () => {
  it("signed out: 'Please sign in' and no task call", async () => {
    const net = network(null, () => undefined);
    renderAt(<TaskListPage />, '/admin/tasks');
    await screen.findByRole('heading', { name: 'Please sign in' });
    expect(net.sent().some((c) => c.url === '/api/tasks')).toBe(false);
  });

  it('a cadet sees the tasks given to them, with their part and who gave them; no create link, no other sections', async () => {
    const net = network(CADET, (url) => (url === '/api/tasks' ? { body: [staffGave] } : undefined));
    renderAt(<TaskListPage />, '/admin/tasks');
    await screen.findByRole('region', { name: 'Tasks given to me' });
    expect(rows('Tasks given to me')).toEqual([
      expect.stringMatching(/^Uniform inspectionOpen · 1 of 2 doneOverdue.*2020DoneC\/2dLt Sam Staffer$/),
    ]);
    expect(screen.getByRole('link', { name: 'Uniform inspection' }).getAttribute('href')).toBe(
      '/admin/tasks/1',
    );
    expect(screen.queryByRole('link', { name: 'Create a task' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Tasks I gave' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Other tasks of the unit' })).toBeNull();
    // "token needed even for reads": the list call carries the token in its header
    const call = net.sent().find((c) => c.url === '/api/tasks')!;
    expect(call.headers['x-csrf-token']).toBe('csrf');
  });

  it('staff (AssignTasks YES) also sees the tasks they gave and the other tasks of the unit, and may create', async () => {
    network(STAFF, (url) => (url === '/api/tasks' ? { body: [others, staffGave, givenToStaff] } : undefined));
    renderAt(<TaskListPage />, '/admin/tasks');
    await screen.findByRole('region', { name: 'Tasks I gave' });
    expect(rows('Tasks given to me')).toEqual([
      expect.stringMatching(/^Plan the drillOpenNo due dateNot done yetCapt Morgan Manager$/),
    ]);
    expect(rows('Tasks I gave')).toEqual([
      expect.stringMatching(/Uniform inspection.*Casey Cadet, C\/Amn Val Dunmore$/),
    ]);
    expect(rows('Other tasks of the unit')).toEqual([
      expect.stringMatching(/^Safety slidesDone.*Maj Alex Administrator/),
    ]);
    expect(screen.getByRole('link', { name: 'Create a task' }).getAttribute('href')).toBe(
      '/admin/tasks/create',
    );
  });

  it('open tasks come first, soonest due first', async () => {
    const soon = sampleTask(4, { title: 'Soon', dueDate: '2030-01-01' });
    const later = sampleTask(5, { title: 'Later', dueDate: '2031-01-01' });
    const done = sampleTask(6, {
      title: 'Finished',
      results: [result(CADET, { done: true, completedAt: 1 })],
    });
    network(CADET, (url) => (url === '/api/tasks' ? { body: [done, later, soon] } : undefined));
    renderAt(<TaskListPage />, '/admin/tasks');
    await screen.findByRole('region', { name: 'Tasks given to me' });
    expect(rows('Tasks given to me').map((r) => r!.split('Open')[0]!.split('Done')[0])).toEqual([
      'Soon',
      'Later',
      'Finished',
    ]);
  });

  it("an empty list says so; a failed load says 'There was an error getting the tasks list'", async () => {
    network(CADET, (url) => (url === '/api/tasks' ? { body: [] } : undefined));
    renderAt(<TaskListPage />, '/admin/tasks');
    expect(
      await within(await screen.findByRole('region', { name: 'Tasks given to me' })).findByText(
        'There are no tasks here',
      ),
    ).toBeInstanceOf(HTMLElement);
    cleanup();
    vi.unstubAllGlobals();
    network(CADET, (url) =>
      url === '/api/tasks' ? { status: 500, body: { code: 'SERVER_ERROR', message: 'x' } } : undefined,
    );
    renderAt(<TaskListPage />, '/admin/tasks');
    expect((await screen.findByRole('alert')).textContent).toBe('There was an error getting the tasks list');
  });
});
