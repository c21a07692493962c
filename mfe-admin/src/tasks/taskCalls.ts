// The task calls of platform §7 through the kit's client. "Token needed even for reads": a GET
// carries no body, so the token of GET /api/token travels in the x-csrf-token header (the kit
// adds it to POST/PUT/DELETE bodies by itself).
import {
  taskListResponse,
  taskResponse,
  type Task,
  type TaskRequest,
  type TaskResultRequest,
} from '@portal/contracts';
import { announceUnreadChanged, apiClient, type ApiClient } from '@portal/kit';

async function readOptions(client: ApiClient, signal?: AbortSignal) {
  return { headers: { 'x-csrf-token': await client.token() }, ...(signal ? { signal } : {}) };
}

/** GET /api/tasks: the tasks the signed-in member may see. */
export async function loadTasks(client: ApiClient = apiClient, signal?: AbortSignal): Promise<Task[]> {
  return client.get('/api/tasks', { schema: taskListResponse, ...(await readOptions(client, signal)) });
}

/** GET /api/tasks/{id}. */
export async function loadTask(
  id: number,
  client: ApiClient = apiClient,
  signal?: AbortSignal,
): Promise<Task> {
  return client.get(`/api/tasks/${id}`, { schema: taskResponse, ...(await readOptions(client, signal)) });
}

/** POST /api/tasks: 201 with the new task. */
export function createTask(task: TaskRequest, client: ApiClient = apiClient): Promise<Task> {
  return client.post('/api/tasks', task, { schema: taskResponse });
}

/** PUT /api/tasks/{id}: title, details, due date and tasked members. */
export function updateTask(id: number, task: TaskRequest, client: ApiClient = apiClient): Promise<Task> {
  return client.put(`/api/tasks/${id}`, task, { schema: taskResponse });
}

/** POST /api/tasks/{id}: the signed-in tasked member's own result. */
export async function recordTaskResult(
  id: number,
  result: TaskResultRequest,
  client: ApiClient = apiClient,
): Promise<Task> {
  const task = await client.post(`/api/tasks/${id}`, result, { schema: taskResponse });
  announceUnreadChanged(); // a done task leaves the side menu's count at once
  return task;
}

/** DELETE /api/tasks/{id}: 204. */
export async function deleteTask(id: number, client: ApiClient = apiClient): Promise<void> {
  await client.delete(`/api/tasks/${id}`);
  announceUnreadChanged();
}
