// @vitest-environment happy-dom
import { taskStatus, type Task } from '@portal/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TaskViewPage } from './TaskViewPage.tsx';
import { ALPHA, CADET, network, renderAt, result, sampleTask, SENIOR, STAFF } from './testTasks.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const task = sampleTask(9, {
  title: 'Uniform inspection',
  details: 'Blues ready by Thursday',
  results: [
    result(CADET),
    result(ALPHA, { done: true, comments: 'Ready', completedAt: Date.UTC(2026, 0, 11) }),
  ],
});
const view = () => renderAt(<TaskViewPage />, '/admin/tasks/9', '/admin/tasks/:id');
const resultRows = () =>
  within(screen.getByRole('region', { name: 'Results' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);

describe("/admin/tasks/{id}: the task and each tasked member's result", () => {
  it('the tasked cadet records their result: POST /api/tasks/{id} with done, comments and the token; the table follows', async () => {
    const net = network(CADET, (url, init) => {
      if (url !== '/api/tasks/9') return undefined;
      if (init.method === 'POST') {
        const results = [
          result(CADET, { done: true, comments: 'Shoes shined', completedAt: Date.now() }),
          task.results[1]!,
        ];
        return { body: { ...task, results, status: taskStatus(results) } satisfies Task };
      }
      return { body: task };
    });
    view();
    await screen.findByRole('heading', { name: 'Uniform inspection' });
    expect(screen.getByText('Blues ready by Thursday')).toBeInstanceOf(HTMLElement);
    expect(resultRows()).toEqual([
      'C/A1C Casey CadetNot done yet',
      // completed 00:00 UTC on 11 January: 'HH:MM on MM/DD/YYYY' in New York, the default zone
      'C/Amn Val DunmoreDone19:00 on 01/10/2026Ready',
    ]);
    // neither the tasker nor AssignTasks: no edit or delete
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();

    fireEvent.click(screen.getByLabelText('I have done this task'));
    fireEvent.change(screen.getByLabelText('Comments'), { target: { value: 'Shoes shined' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save result' }));
    await screen.findByText('Saved!');
    expect(resultRows()[0]).toMatch(/^C\/A1C Casey CadetDone.*Shoes shined$/);
    expect(screen.getByText('Done', { selector: '.adm-task-badge' }).textContent).toBe('Done');
    const post = net.sent().find((c) => c.method === 'POST')!;
    expect(post.body).toEqual({ done: true, comments: 'Shoes shined', token: 'csrf' });
    expect(
      net.sent().find((c) => c.method === 'GET' && c.url === '/api/tasks/9')!.headers['x-csrf-token'],
    ).toBe('csrf');
  });

  it("the tasker sees no result form of their own, and deletes after 'Really delete task?'", async () => {
    const net = network(STAFF, (url, init) => {
      if (url !== '/api/tasks/9') return undefined;
      return init.method === 'DELETE' ? { status: 204 } : { body: task };
    });
    view();
    await screen.findByRole('heading', { name: 'Uniform inspection' });
    expect(screen.queryByRole('button', { name: 'Save result' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe('/admin/tasks/edit/9');
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Really delete task?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(net.sent().some((c) => c.method === 'DELETE')).toBe(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Really delete task?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect((await screen.findByTestId('location')).textContent).toBe('/admin/tasks');
    expect(
      net
        .sent()
        .filter((c) => c.method === 'DELETE')
        .map((c) => c.body),
    ).toEqual([{ token: 'csrf' }]);
  });

  it("a task the member may not see: the server's 'Task not found'", async () => {
    network(SENIOR, (url) =>
      url === '/api/tasks/9'
        ? { status: 404, body: { code: 'TASK_NOT_FOUND', message: 'Task not found' } }
        : undefined,
    );
    view();
    expect((await screen.findByRole('alert')).textContent).toBe('Task not found');
  });

  it("an id that is no task id says 'Invalid task ID' without a call; signed out says 'Please sign in'", async () => {
    const net = network(STAFF, () => undefined);
    renderAt(<TaskViewPage />, '/admin/tasks/abc', '/admin/tasks/:id');
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid task ID');
    expect(net.sent().some((c) => c.url.startsWith('/api/tasks'))).toBe(false);
    cleanup();
    vi.unstubAllGlobals();
    network(null, () => undefined);
    view();
    await screen.findByRole('heading', { name: 'Please sign in' });
  });
});
