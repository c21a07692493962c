// The team calls of platform §7 the team pages make, through the kit's client (it fetches the CSRF
// token before POST/PUT/DELETE and adds it to the body). Responses are checked with contracts schemas.
import {
  createTeamResponse,
  memberListResponse,
  stringifyMemberReference,
  teamListResponse,
  teamMemberRequest,
  teamRequest,
  teamResponse,
  type Member,
  type MemberReference,
  type Team,
  type TeamRequest,
} from '@portal/contracts';
import { apiClient, type ApiClient } from '@portal/kit';

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

/** GET /api/team: every team of the account, membership as the viewer may see it (§6). */
export function loadTeams(client: ApiClient = apiClient, signal?: AbortSignal): Promise<Team[]> {
  return client.get('/api/team', { schema: teamListResponse, ...withSignal(signal) });
}

/** GET /api/team/{id}. */
export function loadTeam(id: number, client: ApiClient = apiClient, signal?: AbortSignal): Promise<Team> {
  return client.get(`/api/team/${id}`, { schema: teamResponse, ...withSignal(signal) });
}

/** POST /api/team (token): answers the new team's id (§7 "response id"). */
export async function createTeam(
  team: Omit<TeamRequest, 'token'>,
  client: ApiClient = apiClient,
): Promise<number> {
  const { id } = await client.post('/api/team', teamRequest.parse(team), { schema: createTeamResponse });
  return id;
}

/** PUT /api/team/{id} (token): the whole form replaces the team. */
export async function updateTeam(
  id: number,
  team: Omit<TeamRequest, 'token'>,
  client: ApiClient = apiClient,
): Promise<void> {
  await client.put(`/api/team/${id}`, teamRequest.parse(team));
}

/** DELETE /api/team/{id} (token). */
export async function deleteTeam(id: number, client: ApiClient = apiClient): Promise<void> {
  await client.delete(`/api/team/${id}`);
}

/** POST /api/teams/{id}/members (token): gives one member of the team another job. */
export async function changeTeamMemberJob(
  id: number,
  member: MemberReference,
  job: string,
  client: ApiClient = apiClient,
): Promise<void> {
  await client.post(`/api/teams/${id}/members`, teamMemberRequest.parse({ reference: member, job }));
}

/** DELETE /api/teams/{id}/members/{memberid} (token): takes one member off the team, leaders unchanged. */
export async function removeTeamMember(
  id: number,
  member: MemberReference,
  client: ApiClient = apiClient,
): Promise<void> {
  await client.delete(`/api/teams/${id}/members/${encodeURIComponent(stringifyMemberReference(member))}`);
}

/**
 * GET /api/member/list: the candidates of the form's pickers, loaded once for the page so the
 * five-plus pickers of one form share them (the kit's picker would load them at every opening).
 */
export function loadMemberCandidates(client: ApiClient = apiClient, signal?: AbortSignal): Promise<Member[]> {
  return client.get('/api/member/list', { schema: memberListResponse, ...withSignal(signal) });
}
