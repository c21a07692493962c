// Who may do what with a task (platform §6: "Task visible to the tasker, tasked members, or anyone
// with AssignTasks YES"; the rest designed in svc-identity/README.md "Tasks"). Pure functions used
// by svc-identity (enforcement) and mfe-admin (what to offer); super users pass as everywhere.
import { areMemberReferencesEqual, type MemberReference } from '../entities/memberReference.ts';
import type { PermissionSet } from '../permissions/permissionSet.ts';
import { hasPermission } from '../permissions/presets.ts';

/** A signed-in viewer of the task's account (null: an anonymous visitor). */
export type TaskViewer = (MemberReference & { permissions: PermissionSet }) | null;

/** What the rules look at: who gave the task and who was tasked. */
export interface TaskParties {
  tasker: MemberReference;
  results: readonly { tasked: MemberReference }[];
}

const mayAssignTasks = (viewer: TaskViewer, superUserIds: readonly number[]) =>
  hasPermission(viewer, 'AssignTasks', 'YES', superUserIds);

export const isTasker = (viewer: TaskViewer, task: TaskParties): boolean =>
  viewer !== null && areMemberReferencesEqual(viewer, task.tasker);

export const isTasked = (viewer: TaskViewer, task: TaskParties): boolean =>
  viewer !== null && task.results.some((r) => areMemberReferencesEqual(viewer, r.tasked));

/** §6: "Task visible to the tasker, tasked members, or anyone with AssignTasks YES". */
export function mayViewTask(
  viewer: TaskViewer,
  task: TaskParties,
  superUserIds: readonly number[] = [],
): boolean {
  if (!viewer) return false;
  return isTasker(viewer, task) || isTasked(viewer, task) || mayAssignTasks(viewer, superUserIds);
}

/** Creating a task makes the caller its tasker: AssignTasks YES. */
export const mayCreateTask = (viewer: TaskViewer, superUserIds: readonly number[] = []): boolean =>
  mayAssignTasks(viewer, superUserIds);

/**
 * Editing (title, details, due date, tasked members) and deleting: the tasker (even one who has
 * since lost AssignTasks: it is still their task) or anyone with AssignTasks YES.
 */
export const mayEditTask = (
  viewer: TaskViewer,
  task: TaskParties,
  superUserIds: readonly number[] = [],
): boolean => isTasker(viewer, task) || mayAssignTasks(viewer, superUserIds);

/** Each tasked member records their own result, nobody else's. */
export const mayRecordResult = (viewer: TaskViewer, task: TaskParties): boolean => isTasked(viewer, task);
