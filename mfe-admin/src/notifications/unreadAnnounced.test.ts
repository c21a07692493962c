// Marking a notification read, deleting one and recording a task's result tell the shell's side
// menu and home page to read their counts again (the kit's announceUnreadChanged).
import { createApiClient, onUnreadChanged } from '@portal/kit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deleteTask, recordTaskResult } from '../tasks/taskCalls.ts';
import { deleteNotification, toggleNotificationRead } from './notificationCalls.ts';

const json = (status: number, body: unknown) =>
  new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

let stop = () => {};
afterEach(() => stop());

/** A client whose token call works and whose other calls get `answers` in turn. */
function clientAnswering(...answers: Response[]) {
  return createApiClient({
    fetch: async (input) =>
      String(input).endsWith('/api/token') ? json(200, { token: 'csrf-1' }) : answers.shift()!,
  });
}

function listening() {
  const heard = vi.fn();
  stop = onUnreadChanged(heard);
  return heard;
}

describe('what waits for the member changed: the counts are told', () => {
  it('after a notification is marked read or deleted, not when the call fails', async () => {
    const heard = listening();
    const client = clientAnswering(json(400, { code: 'VALIDATION', message: 'no' }), json(204, null));
    await expect(toggleNotificationRead(3, client)).rejects.toThrow();
    expect(heard).not.toHaveBeenCalled();
    await deleteNotification(3, client);
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('after a task is deleted, not when recording its result fails', async () => {
    const heard = listening();
    const client = clientAnswering(json(400, { code: 'VALIDATION', message: 'no' }));
    await expect(recordTaskResult(5, { done: true, resultComments: '' } as never, client)).rejects.toThrow();
    expect(heard).not.toHaveBeenCalled();
    const deleted = clientAnswering(json(204, null));
    await deleteTask(5, deleted);
    expect(heard).toHaveBeenCalledTimes(1);
  });
});
