// Loads one task for the view and edit pages: LOADING, LOADED or ERROR (with the server's words,
// e.g. 'Task not found' for a task one may not see; 'There was an error getting the task' else).
import { parseTaskID, TASK_MESSAGES, type Task } from '@portal/contracts';
import { isApiError, type ApiClient } from '@portal/kit';
import { useEffect, useState } from 'react';
import { loadTask } from './taskCalls.ts';

export type TaskState =
  { kind: 'LOADING' } | { kind: 'LOADED'; task: Task } | { kind: 'ERROR'; message: string };

export function useTask(rawID: string | undefined, client: ApiClient) {
  const id = parseTaskID(rawID ?? '');
  const [state, setState] = useState<TaskState>(
    id === null ? { kind: 'ERROR', message: TASK_MESSAGES.invalidID } : { kind: 'LOADING' },
  );

  useEffect(() => {
    if (id === null) {
      setState({ kind: 'ERROR', message: TASK_MESSAGES.invalidID });
      return;
    }
    const controller = new AbortController();
    setState({ kind: 'LOADING' });
    loadTask(id, client, controller.signal)
      .then((task) => setState({ kind: 'LOADED', task }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        const message = isApiError(error) && error.status < 500 ? error.message : TASK_MESSAGES.loadError;
        setState({ kind: 'ERROR', message });
      });
    return () => controller.abort();
  }, [id, client]);

  return { state, setTask: (task: Task) => setState({ kind: 'LOADED', task }) };
}
