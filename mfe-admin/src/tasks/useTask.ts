// Loads one task for the view and edit pages: LOADING, LOADED or ERROR (with the server's words,
// e.g. 'Task not found' for a task one may not see; 'There was an error getting the task' else).
import { parseTaskID, TASK_MESSAGES } from '@portal/contracts';
import { isApiError, useLoadState, type ApiClient } from '@portal/kit';
import { loadTask } from './taskCalls.ts';

const invalidID = new Error(TASK_MESSAGES.invalidID);

export function useTask(rawID: string | undefined, client: ApiClient) {
  const id = parseTaskID(rawID ?? '');
  return useLoadState(
    (signal) => (id === null ? Promise.reject(invalidID) : loadTask(id, client, signal)),
    [id, client],
    (error) =>
      error === invalidID
        ? TASK_MESSAGES.invalidID
        : isApiError(error) && error.status < 500
          ? error.message
          : TASK_MESSAGES.loadError,
  );
}
