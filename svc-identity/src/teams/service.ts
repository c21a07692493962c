// The team writes (platform §7 teams), each one transaction: the team row, its member list and
// the notifications of members who joined are written together or not at all. Every referenced
// member (leaders, members) must be a member of the caller's account; a member appears on the
// list at most once. Refusals are thrown (rolling back) and answered as 4xx by the routes.
import {
  areMemberReferencesEqual,
  memberFullName,
  toMemberReference,
  type Member,
  type MemberReference,
  type TeamMemberRequest,
  type TeamRequest,
} from '@portal/contracts';
import { inTransaction } from '@portal/contracts/server';
import type { PoolClient } from 'pg';
import type { ServiceDeps } from '../deps.ts';
import { refusal } from '../http/errors.ts';
import { missingMembers } from '../members/repository.ts';
import { notifyMember } from '../notifications/notify.ts';
import {
  addedToTeamMessage,
  LEADER_ROLES,
  TEAM_REFUSALS,
  type LeaderRole,
  type TeamRefusal,
} from './messages.ts';
import {
  addTeamMember,
  changeTeamMemberJob,
  deleteTeamRow,
  loadTeams,
  lockTeam,
  mapLeaders,
  nextTeamID,
  removeTeamMember,
  replaceTeamMembers,
  writeTeamRow,
  type TeamFields,
} from './repository.ts';

const refuse = (words: TeamRefusal): never => {
  throw refusal(words);
};

const ROLES = Object.keys(LEADER_ROLES) as LeaderRole[];

const fieldsOf = (request: TeamRequest): TeamFields => mapLeaders(request, (reference) => reference);

/** Everyone the request makes a team member (§6: the member list and the three leaders). */
function peopleOf(request: Pick<TeamRequest, LeaderRole | 'members'>): MemberReference[] {
  const people: MemberReference[] = [];
  for (const ref of [...request.members.map((m) => m.reference), ...ROLES.map((role) => request[role])]) {
    if (ref && !people.some((p) => areMemberReferencesEqual(p, ref))) people.push(ref);
  }
  return people;
}

/** Refuses a member listed twice, or any leader or member who is not a member of the account. */
async function checkReferences(client: PoolClient, accountID: string, request: TeamRequest): Promise<void> {
  request.members.forEach((m, i) => {
    if (
      request.members.slice(0, i).some((earlier) => areMemberReferencesEqual(earlier.reference, m.reference))
    ) {
      refuse(TEAM_REFUSALS.listedTwice(m.reference));
    }
  });
  const missing = await missingMembers(client, accountID, peopleOf(request));
  if (missing.length === 0) return;
  const isMissing = (ref: MemberReference | null) =>
    !!ref && missing.some((m) => areMemberReferencesEqual(m, ref));
  for (const role of ROLES) {
    if (isMissing(request[role])) refuse(TEAM_REFUSALS.leaderNotFound(role, request[role]!));
  }
  refuse(TEAM_REFUSALS.memberNotFound(missing[0]!));
}

/** Tells each member who joined the team, except the member who made the change. */
async function notifyJoined(
  client: PoolClient,
  accountID: string,
  actor: Member,
  team: { id: number; name: string },
  joined: readonly MemberReference[],
): Promise<void> {
  const from = toMemberReference(actor);
  for (const to of joined) {
    if (areMemberReferencesEqual(to, from)) continue;
    await notifyMember(
      client,
      accountID,
      to,
      { type: 'Member', from, fromName: memberFullName(actor) },
      { type: 'Message', message: addedToTeamMessage(team.name), teamID: team.id, link: `/team/${team.id}` },
    );
  }
}

/** POST /team: the new team's id. */
export async function createTeam(
  deps: ServiceDeps,
  accountID: string,
  actor: Member,
  request: TeamRequest,
): Promise<number> {
  return inTransaction(deps.pool, async (client) => {
    await checkReferences(client, accountID, request);
    const id = await nextTeamID(client, accountID);
    const now = deps.clock();
    await writeTeamRow(client, 'insert', accountID, id, fieldsOf(request), now);
    await replaceTeamMembers(client, accountID, id, request.members, now);
    await notifyJoined(client, accountID, actor, { id, name: request.name }, peopleOf(request));
    return id;
  });
}

/** PUT /team/{id}: the whole form replaces the team; members already on it keep their joined time. */
export async function updateTeam(
  deps: ServiceDeps,
  accountID: string,
  actor: Member,
  id: number,
  request: TeamRequest,
): Promise<void> {
  await inTransaction(deps.pool, async (client) => {
    if (!(await lockTeam(client, accountID, id))) refuse(TEAM_REFUSALS.teamNotFound);
    await checkReferences(client, accountID, request);
    const before = (await loadTeams(client, accountID, id))[0]!;
    const wasOn = peopleOf({
      members: before.members,
      ...mapLeaders(before, (person) => person?.reference ?? null),
    });
    const now = deps.clock();
    await writeTeamRow(client, 'update', accountID, id, fieldsOf(request), now);
    await replaceTeamMembers(client, accountID, id, request.members, now);
    const joined = peopleOf(request).filter((ref) => !wasOn.some((p) => areMemberReferencesEqual(p, ref)));
    await notifyJoined(client, accountID, actor, { id, name: request.name }, joined);
  });
}

/** DELETE /team/{id}. */
export async function deleteTeam(deps: ServiceDeps, accountID: string, id: number): Promise<void> {
  await inTransaction(deps.pool, async (client) => {
    if (!(await deleteTeamRow(client, accountID, id))) refuse(TEAM_REFUSALS.teamNotFound);
  });
}

/** Locks the team and returns its name; refuses when the account has no such team. */
async function lockedTeamName(client: PoolClient, accountID: string, id: number): Promise<string> {
  if (!(await lockTeam(client, accountID, id))) refuse(TEAM_REFUSALS.teamNotFound);
  const { rows } = await client.query<{ name: string }>(
    `SELECT name FROM identity.teams WHERE account_id = $1 AND id = $2`,
    [accountID, id],
  );
  return rows[0]!.name;
}

/** PUT /teams/{id}/members: adds a member at the end of the list. */
export async function addMemberToTeam(
  deps: ServiceDeps,
  accountID: string,
  actor: Member,
  id: number,
  request: TeamMemberRequest,
): Promise<void> {
  await inTransaction(deps.pool, async (client) => {
    const name = await lockedTeamName(client, accountID, id);
    if ((await missingMembers(client, accountID, [request.reference])).length > 0) {
      refuse(TEAM_REFUSALS.memberNotFound(request.reference));
    }
    const member = { reference: request.reference, job: request.job };
    if (!(await addTeamMember(client, accountID, id, member, deps.clock()))) {
      refuse(TEAM_REFUSALS.alreadyOnTeam(request.reference));
    }
    // a leader added to the member list was on the team already (§6): no news for them
    const team = (await loadTeams(client, accountID, id))[0]!;
    const leads = [team.cadetLeader, team.seniorMentor, team.seniorCoach].some(
      (p) => p && areMemberReferencesEqual(p.reference, request.reference),
    );
    if (!leads) await notifyJoined(client, accountID, actor, { id, name }, [request.reference]);
  });
}

/** POST /teams/{id}/members: changes the job of a member on the list. */
export async function changeMemberJob(
  deps: ServiceDeps,
  accountID: string,
  id: number,
  request: TeamMemberRequest,
): Promise<void> {
  await inTransaction(deps.pool, async (client) => {
    await lockedTeamName(client, accountID, id);
    const member = { reference: request.reference, job: request.job };
    if (!(await changeTeamMemberJob(client, accountID, id, member)))
      refuse(TEAM_REFUSALS.notOnTeam(request.reference));
  });
}

/** DELETE /teams/{id}/members/{memberid}: takes a member off the list (leaders stay leaders). */
export async function removeMemberFromTeam(
  deps: ServiceDeps,
  accountID: string,
  id: number,
  reference: MemberReference,
): Promise<void> {
  await inTransaction(deps.pool, async (client) => {
    await lockedTeamName(client, accountID, id);
    if (!(await removeTeamMember(client, accountID, id, reference)))
      refuse(TEAM_REFUSALS.notOnTeam(reference));
  });
}
