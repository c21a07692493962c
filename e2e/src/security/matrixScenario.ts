// Signs every role of the access matrix in and creates the scenario's objects as the admin
// (contracts' MATRIX_SCENARIO: an event, a team, a task for the cadet, a folder), then fills any
// call's path template with them.
import assert from 'node:assert/strict';
import { newEventContent } from '@portal/contracts';
import {
  MATRIX_ACCOUNT,
  MEMBER_ROLES,
  OTHER_ACCOUNT_FIXTURE,
  ROLE_FIXTURES,
  type AccessRole,
  type CallDescription,
} from '@portal/contracts/openapi';
import { fixturePassword } from '../site.ts';
import { send, sessionCookieOf, type Answer, type SendOptions } from './http.ts';

export const HOST = `${MATRIX_ACCOUNT.id}.localhost`;
export const OTHER_HOST = `${OTHER_ACCOUNT_FIXTURE.accountID}.localhost`;
const DAY = 86_400_000;

export interface Caller {
  role: AccessRole;
  cookie: string | null;
  /** The CSRF token of the caller's session (GET /api/token on our host). */
  token: string;
}

export interface ScenarioIds {
  eventID: number;
  teamID: number;
  taskID: number;
  folderID: string;
  /** A second folder of the admin's in root: what the move call moves. */
  childID: string;
  /** The cadet's notification of the task (a Member notification: the cadet's alone). */
  notificationID: number;
}

export async function signIn(port: number, host: string, username: string): Promise<string> {
  const attempt = () =>
    send(port, 'POST', '/api/signin', {
      host,
      body: { username, password: fixturePassword, token: { type: 'Recaptcha', response: 'ok' } },
    });
  let answer = await attempt();
  // 503 says "Please try again shortly": a site just started on a busy machine may still be
  // opening its connections; the matrix is about permissions, so it does as the answer asks
  for (let retry = 0; answer.status === 503 && retry < 3; retry++) {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    answer = await attempt();
  }
  const cookie = sessionCookieOf(answer);
  assert.ok(cookie, `${username}@${host} did not sign in: ${answer.status} ${answer.text}`);
  return cookie;
}

async function tokenFor(port: number, cookie: string | null): Promise<string> {
  const answer = await send(port, 'GET', '/api/token', { host: HOST, cookie });
  return (JSON.parse(answer.text) as { token: string }).token;
}

/** Every role with its cookie and token; the other account's member signs in on md002's host. */
export async function signInRoles(port: number): Promise<Record<AccessRole, Caller>> {
  const cookies = await Promise.all(
    MEMBER_ROLES.map((role) => signIn(port, HOST, ROLE_FIXTURES[role].username)),
  );
  const other = await signIn(port, OTHER_HOST, OTHER_ACCOUNT_FIXTURE.username);
  const entries: Array<[AccessRole, string | null]> = [
    ['anonymous', null],
    ...MEMBER_ROLES.map((role, i) => [role, cookies[i]!] as [AccessRole, string]),
    ['otherAccount', other],
  ];
  const callers = await Promise.all(
    entries.map(async ([role, cookie]) => ({ role, cookie, token: await tokenFor(port, cookie) })),
  );
  return Object.fromEntries(callers.map((c) => [c.role, c])) as Record<AccessRole, Caller>;
}

async function created(answer: Promise<Answer>, what: string): Promise<Record<string, unknown>> {
  const a = await answer;
  assert.ok(a.status === 200 || a.status === 201, `creating the ${what}: ${a.status} ${a.text}`);
  return JSON.parse(a.text) as Record<string, unknown>;
}

const ref = (id: number) => ({ type: 'CAPNHQMember' as const, id });

/** The admin's objects the matrix runs against (contracts' MATRIX_SCENARIO). */
export async function createScenario(port: number, admin: Caller, cadet: Caller): Promise<ScenarioIds> {
  const as = (body: unknown): SendOptions => ({ host: HOST, cookie: admin.cookie, body });
  const meet = Date.now() + 30 * DAY;
  const base = newEventContent(meet);
  const folderIn = (name: string) =>
    created(
      send(port, 'POST', `/api/files/root/createfolder/${encodeURIComponent(name)}`, {
        ...as(undefined),
        headers: { 'x-csrf-token': admin.token },
      }),
      'folder',
    );
  const [event, team, task, folder, child] = await Promise.all([
    created(
      send(
        port,
        'POST',
        '/api/events/',
        as({
          ...base,
          name: 'Access matrix event',
          meetLocation: 'Hangar 3',
          location: 'Hangar 3',
          pickupLocation: 'Hangar 3',
          status: 'CONFIRMED',
          smuniform: { ...base.smuniform, values: base.smuniform.values.map((_, i) => i === 0) },
          cuniform: { ...base.cuniform, values: base.cuniform.values.map((_, i) => i === 0) },
          token: admin.token,
        }),
      ),
      'event',
    ),
    created(
      send(
        port,
        'POST',
        '/api/team',
        as({
          name: 'Access matrix team',
          description: '',
          visibility: 'PROTECTED',
          cadetLeader: null,
          seniorMentor: null,
          seniorCoach: null,
          members: [{ reference: ref(ROLE_FIXTURES.cadet.id), job: 'Member' }],
          token: admin.token,
        }),
      ),
      'team',
    ),
    created(
      send(
        port,
        'POST',
        '/api/tasks',
        as({
          title: 'Access matrix task',
          tasked: [ref(ROLE_FIXTURES.cadet.id)],
          token: admin.token,
        }),
      ),
      'task',
    ),
    folderIn('Access matrix'),
    folderIn('Access matrix child'),
  ]);
  // the task told the cadet: their notification is the matrix's object of notifications/{id}
  const notices = await send(port, 'GET', '/api/notifications', { host: HOST, cookie: cadet.cookie });
  const notice = (JSON.parse(notices.text) as Array<{ id: number }>)[0];
  assert.ok(notice, `the cadet has no notification of the task: ${notices.status} ${notices.text}`);
  return {
    notificationID: notice.id,
    eventID: event.id as number,
    teamID: team.id as number,
    taskID: task.id as number,
    folderID: folder.id as string,
    childID: child.id as string,
  };
}

/** An id of nothing for each kind (the object-less calls). */
const NOTHING = { number: '987654', file: 'f'.repeat(32) };

/**
 * The call's path with the scenario's ids (`existing`) or ids of nothing (for the CSRF and Origin
 * columns, which must refuse before anything is looked up or changed).
 */
export function fillPath(template: string, ids: ScenarioIds, existing = true): string {
  const cadet = String(ROLE_FIXTURES.cadet.id);
  const cadetRef = `CAPNHQMember-${cadet}`;
  const event = existing ? String(ids.eventID) : NOTHING.number;
  const file = existing ? ids.folderID : NOTHING.file;
  const params: Record<string, string> = {
    discordID: '123456789012345678',
    account: NOTHING.number,
    type: 'CAPNHQMember',
    unitName: '%',
    lastName: 'Cadet',
    firstName: '%',
    dutyName: '%',
    includeAssts: 'false',
    jobID: NOTHING.number,
    memberid: cadetRef,
    eventid: event,
    targetaccount: 'md000',
    timestamp: '1',
    timestart: String(Date.now() - DAY),
    timeend: String(Date.now() + 60 * DAY),
    reference: cadetRef,
    file: 'nothing.ics',
    fileid: file,
    parentid: file,
    parentFolderId: file,
    childid: NOTHING.file,
    name: 'sub',
    member: cadet,
    // the permission slips: the cadet's slip (none: 404 for a manager), an unknown signing token
    memberType: 'CAPNHQMember',
    memberID: cadet,
    token: 'A'.repeat(43),
    // svc-files' stored documents (internal): a key with nothing stored
    key: 'permissionslip-nothing',
    teamID: existing ? String(ids.teamID) : NOTHING.number,
  };
  return template.replace(/\{([^}]+)\}/g, (_m, name: string) => {
    if (name !== 'id') {
      const value = params[name];
      assert.ok(value, `no value for {${name}} in ${template}`);
      return encodeURIComponent(value);
    }
    // {id}: the object of the path's area
    if (template.startsWith('/api/events/')) return event;
    if (template.startsWith('/api/team')) return existing ? String(ids.teamID) : NOTHING.number;
    if (template.startsWith('/api/tasks/')) return existing ? String(ids.taskID) : NOTHING.number;
    if (template.startsWith('/api/files/')) return file;
    if (template.startsWith('/api/notifications/'))
      return existing ? String(ids.notificationID) : NOTHING.number;
    if (template.startsWith('/api/member/byid/')) return cadet;
    if (template.startsWith('/api/member/tempdutypositions/')) return cadetRef;
    return NOTHING.number;
  });
}

/** Values for the query parameters a call requires (contracts' `query` of the call). */
const QUERY_VALUES: Record<string, string> = {
  // the file search's term: the scenario's folders are named 'Access matrix'
  q: 'Access matrix',
};

/** A query field's schema: it may be left out when it accepts nothing (a default, optional). */
type Optional = { safeParse(value: unknown): { success: boolean } };

/**
 * The query string a call needs to pass validation ('' for most): its required query parameters,
 * so a role meets the access check rather than a 400 for a missing parameter.
 */
export function queryFor(call: Pick<CallDescription, 'method' | 'path' | 'query'>): string {
  const fields = Object.entries(call.query?.shape ?? {}) as Array<[string, Optional]>;
  const required = fields.filter(([, field]) => !field.safeParse(undefined).success).map(([name]) => name);
  if (!required.length) return '';
  const pairs = required.map((name) => {
    const value = QUERY_VALUES[name];
    assert.ok(value, `no value for query parameter ${name} of ${call.method} ${call.path}`);
    return [name, value];
  });
  return `?${new URLSearchParams(pairs).toString()}`;
}

/**
 * Bodies that pass validation for the calls whose services validate before they decide access
 * (so a refused role meets the access check, not the validator); other calls get `{}`.
 */
export function bodyFor(key: string, ids: ScenarioIds): Record<string, unknown> {
  const cadet = ref(ROLE_FIXTURES.cadet.id);
  const bodies: Record<string, Record<string, unknown>> = {
    'PUT /api/tasks/{id}': { title: 'Access matrix task', tasked: [cadet] },
    'PUT /api/tasks': { tasks: [{ id: ids.taskID, title: 'Access matrix task', tasked: [cadet] }] },
    'POST /api/tasks/{id}': { done: false },
    'DELETE /api/events/{id}/attendance': { member: cadet },
    'POST /api/events/{id}/attendance/bulk': { members: [{ memberID: cadet }] },
    'POST /api/files/{fileid}': { comments: 'access matrix' },
    'POST /api/files/{parentid}/children': { childid: ids.childID },
  };
  return { ...(bodies[key] ?? {}) };
}
