// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TaskCreatePage } from './TaskCreatePage.tsx';
import { TaskEditPage } from './TaskEditPage.tsx';
import { ALPHA, CADET, network, renderAt, result, sampleTask, STAFF } from './testTasks.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const location = () => screen.findByTestId('location').then((p) => p.textContent);

async function pick(name: RegExp) {
  fireEvent.click(screen.getByRole('button', { name: 'Add a member' }));
  const dialog = await screen.findByRole('dialog', { name: 'Select a member' });
  fireEvent.click(await within(dialog).findByRole('option', { name: name }));
  fireEvent.click(within(dialog).getByRole('button', { name: 'Select' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

describe('/admin/tasks/create: a holder of AssignTasks YES gives a task', () => {
  it("a cadet (no AssignTasks) gets 'You do not have permission to access this page'", async () => {
    network(CADET, () => undefined);
    renderAt(<TaskCreatePage />, '/admin/tasks/create');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You do not have permission to access this page',
    );
    expect(screen.queryByLabelText('Title')).toBeNull();
  });

  it("signed out: 'Please sign in'", async () => {
    network(null, () => undefined);
    renderAt(<TaskCreatePage />, '/admin/tasks/create');
    await screen.findByRole('heading', { name: 'Please sign in' });
  });

  it('checks the form like the server, then POSTs title, details, due date and the picked members with the token and opens the task', async () => {
    const net = network(STAFF, (url, init) =>
      url === '/api/tasks' && init.method === 'POST' ? { status: 201, body: sampleTask(42) } : undefined,
    );
    renderAt(<TaskCreatePage />, '/admin/tasks/create');
    const create = await screen.findByRole('button', { name: 'Create task' });
    fireEvent.click(create);
    const alerts = (await screen.findAllByRole('alert')).map((a) => a.textContent);
    expect(alerts).toEqual(['Task title cannot be empty', 'Please select at least one member to task']);
    expect(net.sent().some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(screen.getByLabelText('Title'), { target: { value: '  Uniform inspection ' } });
    fireEvent.change(screen.getByLabelText('Details'), { target: { value: 'Blues ready' } });
    fireEvent.change(screen.getByLabelText('Due date (optional)'), { target: { value: '2030-04-03' } });
    await pick(/Casey Cadet/);
    await pick(/Val Dunmore/);
    // the same member twice stays once
    await pick(/Casey Cadet/);
    expect(
      within(screen.getByRole('list', { name: 'Tasked members' })).getAllByRole('listitem'),
    ).toHaveLength(2);
    fireEvent.click(create);

    expect(await location()).toBe('/admin/tasks/42');
    const post = net.sent().find((c) => c.method === 'POST')!;
    expect(post.url).toBe('/api/tasks');
    expect(post.body).toEqual({
      title: 'Uniform inspection',
      details: 'Blues ready',
      dueDate: '2030-04-03',
      tasked: [
        { type: 'CAPNHQMember', id: 510004 },
        { type: 'CAPNHQMember', id: 510021 },
      ],
      token: 'csrf',
    });
  });

  it("shows the server's words when it refuses", async () => {
    network(STAFF, (url) =>
      url === '/api/tasks'
        ? {
            status: 400,
            body: {
              code: 'VALIDATION',
              message: 'Tasked member CAPNHQMember-510021 is not a member of this account',
            },
          }
        : undefined,
    );
    renderAt(<TaskCreatePage />, '/admin/tasks/create');
    fireEvent.change(await screen.findByLabelText('Title'), { target: { value: 'x' } });
    await pick(/Val Dunmore/);
    fireEvent.click(screen.getByRole('button', { name: 'Create task' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Tasked member CAPNHQMember-510021 is not a member of this account',
    );
  });
});

describe('/admin/tasks/edit/{id}: the tasker or AssignTasks YES edits', () => {
  const task = sampleTask(7, {
    title: 'Drill',
    results: [result(CADET, { done: true, completedAt: 1 }), result(ALPHA)],
  });

  it('loads the task into the form; removing a member and saving PUTs the new list and opens the task', async () => {
    const net = network(STAFF, (url, init) => {
      if (url === '/api/tasks/7' && (init.method ?? 'GET') === 'GET') return { body: task };
      if (url === '/api/tasks/7' && init.method === 'PUT')
        return { body: { ...task, title: 'Drill practice' } };
      return undefined;
    });
    renderAt(<TaskEditPage />, '/admin/tasks/edit/7', '/admin/tasks/edit/:id');
    const title = (await screen.findByLabelText('Title')) as HTMLInputElement;
    expect(title.value).toBe('Drill');
    expect((screen.getByLabelText('Due date (optional)') as HTMLInputElement).value).toBe('2030-05-01');
    fireEvent.change(title, { target: { value: 'Drill practice' } });
    fireEvent.change(screen.getByLabelText('Due date (optional)'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Remove C/Amn Val Dunmore' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save task' }));
    expect(await location()).toBe('/admin/tasks/7');
    const put = net.sent().find((c) => c.method === 'PUT')!;
    expect(put.body).toEqual({
      title: 'Drill practice',
      details: 'Count the supply room',
      dueDate: null,
      tasked: [{ type: 'CAPNHQMember', id: 510004 }],
      token: 'csrf',
    });
    expect(net.sent().find((c) => c.url === '/api/tasks/7')!.headers['x-csrf-token']).toBe('csrf');
  });

  it("a tasked cadet (not the tasker, no AssignTasks) gets 'You do not have permission to do that'", async () => {
    network(CADET, (url) => (url === '/api/tasks/7' ? { body: task } : undefined));
    renderAt(<TaskEditPage />, '/admin/tasks/edit/7', '/admin/tasks/edit/:id');
    expect((await screen.findByRole('alert')).textContent).toBe('You do not have permission to do that');
    expect(screen.queryByLabelText('Title')).toBeNull();
  });

  it("a task the server will not show: its words ('Task not found')", async () => {
    network(STAFF, (url) =>
      url === '/api/tasks/8'
        ? { status: 404, body: { code: 'TASK_NOT_FOUND', message: 'Task not found' } }
        : undefined,
    );
    renderAt(<TaskEditPage />, '/admin/tasks/edit/8', '/admin/tasks/edit/:id');
    expect((await screen.findByRole('alert')).textContent).toBe('Task not found');
  });
});
