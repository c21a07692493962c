// The access matrix's expected side. Every call of the registry has a rule (a new
// endpoint cannot skip the matrix), and the rules say what platform §6 and events §6 say.
import { describe, expect, it } from 'vitest';
import { CALL_REGISTRY } from '../callRegistry.ts';
import { ACCESS_TABLE } from './accessTable.ts';
import { accessRuleOf, callKey, expectedOutcome, refusalStatusOf } from './expectedOutcome.ts';
import { ACCESS_ROLES, type AccessRole } from './roles.ts';

const call = (key: string) => {
  const [method, path] = key.split(' ') as [string, string];
  const found = CALL_REGISTRY.find((c) => c.method === method && c.path === path);
  if (!found) throw new Error(`${key} is not in CALL_REGISTRY`);
  return found;
};
const row = (key: string) => ACCESS_ROLES.map((role) => expectedOutcome(call(key), role)[0]).join('');

describe('the access table covers the call registry', () => {
  it('has a rule for every call of CALL_REGISTRY (a new endpoint cannot skip the matrix)', () => {
    const missing = CALL_REGISTRY.map(callKey).filter((key) => !(key in ACCESS_TABLE));
    expect(missing).toEqual([]);
  });

  it('has no rule for a call that is not in the registry (no stale rows)', () => {
    const known = new Set(CALL_REGISTRY.map(callKey));
    expect(Object.keys(ACCESS_TABLE).filter((key) => !known.has(key))).toEqual([]);
  });

  it('marks exactly the /internal calls internal', () => {
    for (const c of CALL_REGISTRY) expect(accessRuleOf(c).kind === 'internal', callKey(c)).toBe(!!c.internal);
  });

  it('throws, naming the call, for a call without a rule', () => {
    expect(() => accessRuleOf({ method: 'GET', path: '/api/new-endpoint' })).toThrow('GET /api/new-endpoint');
  });
});

// columns: anonymous, cadet, staff, manager, admin, otherAccount (a: allowed, u: unauthenticated, f: forbidden)
const RULES: Array<[rule: string, key: string, expected: string]> = [
  ['public pages: anyone, the other account too', 'GET /api/registry', 'aaaaaa'],
  ['sign-in needs no session', 'POST /api/signin', 'aaaaaa'],
  ['"Pages say Please sign in when there is no member" (tasks)', 'GET /api/tasks', 'uaaaau'],
  ['every signed-in member sees their own unread counts', 'GET /api/notifications/unread', 'uaaaau'],
  ['permission management needs PermissionManagement FULL', 'POST /api/member/permissions', 'ufffau'],
  ['registry edit needs RegistryEdit YES', 'PUT /api/registry', 'ufffau'],
  ['flight assignment needs FlightAssign', 'POST /api/member/flight/bulk', 'ufaaau'],
  [
    'temporary duty assignment needs AssignTemporaryDutyPositions YES',
    'POST /api/member/tempdutypositions/{id}',
    'uffaau',
  ],
  ['any signed-in user sees their own duty positions', 'GET /api/member/tempdutypositions/{id}', 'uafaau'],
  ['team create needs ManageTeam FULL', 'POST /api/team', 'uffaau'],
  ['team list and view are open to anyone', 'GET /api/team/{id}', 'aaaaaa'],
  ['PROTECTED team membership: any signed-in user', 'GET /api/team/{id}/members', 'uaaaau'],
  ['error list: site administrator only', 'GET /api/errors', 'ufffau'],
  ['change log notes: the privileged user only', 'POST /api/changelog', 'uffffu'],
  ['event accounts: wing and region only (md001 is a squadron)', 'POST /api/events/account/', 'uffffu'],
  [
    'Find Member: senior with a duty, or MemberSearch YES',
    'GET /api/member/search/{unitName}/{lastName}/{firstName}/{dutyName}/{includeAssts}',
    'ufaaau',
  ],
  [
    'Creating prospective accounts requires a signed-in member',
    'POST /api/member/account/capprospective/requestaccount',
    'uaaaau',
  ],
  [
    'prospective member management needs ProspectiveMemberManagement FULL',
    'DELETE /api/member/account/capprospective/{account}',
    'ufffau',
  ],
  ['task visible to the tasker, tasked members, or AssignTasks YES', 'GET /api/tasks/{id}', 'uaaaau'],
  ['each tasked member records their own result', 'POST /api/tasks/{id}', 'uafffu'],
  ['event creation: any non-NONE event level', 'POST /api/events/', 'ufaaau'],
  ['anonymous visitors see event information', 'GET /api/events/{id}/viewer', 'aaaaaa'],
  ['copy: FULL for this event', 'POST /api/events/{id}/copy', 'uffaau'],
  ['any non-NONE level: full contact details', 'GET /api/events/{id}/attendance/contacts', 'ufaaau'],
  [
    'removal of an attendance record: FULL or an attendance manager',
    'DELETE /api/events/{id}/attendance',
    'uffaau',
  ],
  ['attendance group view: view-other or flight leaders', 'GET /api/member/attendance/group', 'ufaaau'],
  [
    'senior members have no promotion requirements',
    'GET /api/member/promotionrequirements/currentuser',
    'uaaffu',
  ],
  [
    "drive: an unshared folder is its owner's and FileManagement FULL's",
    'GET /api/files/{parentid}/children',
    'uffaau',
  ],
  ['finding files: Shared with me needs a signed-in member', 'GET /api/files/shared', 'uaaaau'],
  ['finding files: search needs a signed-in member', 'GET /api/files/search', 'uaaaau'],
  [
    "finding files: a team's files, open to anyone (only what they may read)",
    'GET /api/files/team/{teamID}',
    'aaaaaa',
  ],
  ['an MFA-pending session only', 'POST /api/member/session/finishmfa', 'uuuuuu'],
];

describe('expectedOutcome follows platform §6 and events §6', () => {
  it.each(RULES)('%s (%s)', (_rule, key, expected) => {
    expect(row(key)).toBe(expected);
  });

  it("treats the other account's member as nobody on our host, whatever their own rights", () => {
    const everyNonPublic = CALL_REGISTRY.filter((c) => !c.internal && accessRuleOf(c).kind !== 'anyone');
    const roles: AccessRole[] = ['anonymous', 'otherAccount'];
    for (const c of everyNonPublic)
      for (const role of roles)
        expect(expectedOutcome(c, role), `${callKey(c)} ${role}`).toBe('unauthenticated');
  });

  it('refuses internal calls to everyone, and hides existence (404) only where the rule says so', () => {
    const internal = CALL_REGISTRY.filter((c) => c.internal);
    for (const c of internal)
      for (const role of ACCESS_ROLES) expect(expectedOutcome(c, role)).toBe('forbidden');
    expect(refusalStatusOf(call('GET /api/member/capwatch/import/{jobID}'))).toBe(404);
    expect(refusalStatusOf(call('PUT /api/registry'))).toBe(403);
  });
});
