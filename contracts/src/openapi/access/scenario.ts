// The objects the access matrix runs against (e2e/src/security/accessMatrix.test.ts creates them;
// the rules of object-level calls are written for them): every object is the admin's, and paths
// naming a member name the cadet. Ids of objects the fixtures do not have (a notification, a
// sign-in key, a prospective member, an import job) are ids of nothing: refusals must still come
// before "not found", and a signed-in caller's 404 counts as allowed.
import type { MemberReference } from '../../entities/memberReference.ts';
import { ROLE_FIXTURES, type AccessViewer, type MemberRole } from './roles.ts';

const ref = (role: MemberRole): MemberReference => ({ type: 'CAPNHQMember', id: ROLE_FIXTURES[role].id });

export const MATRIX_SCENARIO = {
  /** Author of the event (CONFIRMED, in the future), tasker of the task, creator of team and folder. */
  owner: ref('admin'),
  /**
   * The member in member paths (byid, duty positions, attendance, cadet records), the tasked one,
   * and so the member of the task's notification (notifications/{id}).
   */
  subject: ref('cadet'),
} as const;

export const isOwner = (viewer: AccessViewer) => viewer.id === MATRIX_SCENARIO.owner.id;
export const isSubject = (viewer: AccessViewer) => viewer.id === MATRIX_SCENARIO.subject.id;
/** The scenario task's parties (contracts/src/tasks/access.ts reads these). */
export const scenarioTask = {
  tasker: MATRIX_SCENARIO.owner,
  results: [{ tasked: MATRIX_SCENARIO.subject }],
};
