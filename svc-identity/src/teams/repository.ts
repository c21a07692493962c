// identity.teams and identity.team_members (migration 1732233600010): every query names the
// account. Reads return whole teams with names and leader e-mails (StoredTeam); what a viewer may
// see of them is present.ts's business. Writes take the caller's transaction client.
import type { MemberReference, TeamVisibility } from '@portal/contracts';
import type { Pool, PoolClient } from 'pg';
import { referenceToRow } from '../members/reference.ts';
import { personFromRow, personJson, type PersonRow, type TeamPerson } from './people.ts';

type Queryable = Pick<Pool | PoolClient, 'query'>;

export interface StoredTeamMember {
  reference: MemberReference;
  job: string;
  name: string;
}

/** The §2 form's fields (members apart) with leaders of type P: a reference, a person, a CAPID. */
export interface TeamFieldsOf<P> {
  name: string;
  description: string;
  visibility: TeamVisibility;
  cadetLeader: P;
  seniorMentor: P;
  seniorCoach: P;
}

/** The stored fields of the §2 form (members apart). */
export type TeamFields = TeamFieldsOf<MemberReference | null>;

/** A team as stored (or, for team 0, as built), with everything any viewer could be shown. */
export interface StoredTeam extends TeamFieldsOf<TeamPerson | null> {
  id: number;
  accountID: string;
  members: StoredTeamMember[];
}

/** The form's fields of `team` with each of its three leaders mapped by `leader`. */
export function mapLeaders<P, L>(team: TeamFieldsOf<P>, leader: (person: P) => L): TeamFieldsOf<L> {
  return {
    name: team.name,
    description: team.description,
    visibility: team.visibility,
    cadetLeader: leader(team.cadetLeader),
    seniorMentor: leader(team.seniorMentor),
    seniorCoach: leader(team.seniorCoach),
  };
}

interface TeamRow {
  id: number;
  account_id: string;
  name: string;
  description: string;
  visibility: TeamVisibility;
  cadet_leader: PersonRow | null;
  senior_mentor: PersonRow | null;
  senior_coach: PersonRow | null;
}

interface MemberRow extends PersonRow {
  team_id: number;
  job: string;
}

const leaderJoin = (alias: string, role: string) =>
  `LEFT JOIN identity.members ${alias}
     ON ${alias}.account_id = t.account_id AND ${alias}.type = t.${role}_type AND ${alias}.id = t.${role}_id`;

/** The account's stored teams (every one, or the one `teamID`), ordered by id. */
export async function loadTeams(
  db: Queryable,
  accountID: string,
  teamID: number | null = null,
): Promise<StoredTeam[]> {
  const teams = await db.query<TeamRow>(
    `SELECT t.id, t.account_id, t.name, t.description, t.visibility,
            ${personJson('cl')} AS cadet_leader, ${personJson('sm')} AS senior_mentor, ${personJson('sc')} AS senior_coach
       FROM identity.teams t
       ${leaderJoin('cl', 'cadet_leader')}
       ${leaderJoin('sm', 'senior_mentor')}
       ${leaderJoin('sc', 'senior_coach')}
      WHERE t.account_id = $1 AND ($2::int IS NULL OR t.id = $2)
      ORDER BY t.id`,
    [accountID, teamID],
  );
  if (teams.rows.length === 0) return [];
  const members = await db.query<MemberRow>(
    `SELECT tm.team_id, tm.job, m.type, m.id, m.member_rank, m.name_first, m.name_middle, m.name_last,
            m.name_suffix, m.contact
       FROM identity.team_members tm
       JOIN identity.members m ON m.account_id = tm.account_id AND m.type = tm.member_type AND m.id = tm.member_id
      WHERE tm.account_id = $1 AND ($2::int IS NULL OR tm.team_id = $2)
      ORDER BY tm.team_id, tm.position`,
    [accountID, teamID],
  );
  const byTeam = new Map<number, StoredTeamMember[]>();
  for (const row of members.rows) {
    const person = personFromRow(row);
    const list = byTeam.get(row.team_id) ?? [];
    list.push({ reference: person.reference, job: row.job, name: person.name });
    byTeam.set(row.team_id, list);
  }
  return teams.rows.map((row) => ({
    id: row.id,
    accountID: row.account_id,
    name: row.name,
    description: row.description,
    visibility: row.visibility,
    cadetLeader: row.cadet_leader ? personFromRow(row.cadet_leader) : null,
    seniorMentor: row.senior_mentor ? personFromRow(row.senior_mentor) : null,
    seniorCoach: row.senior_coach ? personFromRow(row.senior_coach) : null,
    members: byTeam.get(row.id) ?? [],
  }));
}

/** The next id of the account's teams: counts from 1, never reuses a deleted team's id. */
export async function nextTeamID(client: PoolClient, accountID: string): Promise<number> {
  const { rows } = await client.query<{ last_team_id: number }>(
    `INSERT INTO identity.team_counters (account_id, last_team_id) VALUES ($1, 1)
     ON CONFLICT (account_id) DO UPDATE SET last_team_id = identity.team_counters.last_team_id + 1
     RETURNING last_team_id`,
    [accountID],
  );
  return rows[0]!.last_team_id;
}

const leaderParams = (fields: TeamFields) =>
  [fields.cadetLeader, fields.seniorMentor, fields.seniorCoach].flatMap((ref) => {
    const row = ref ? referenceToRow(ref) : null;
    return [row?.type ?? null, row?.id ?? null];
  });

/** The row's statement per write: a new team's id is inserted, an existing team's row updated. */
const TEAM_ROW_WRITES = {
  insert: `INSERT INTO identity.teams (account_id, id, name, description, visibility, cadet_leader_type, cadet_leader_id,
       senior_mentor_type, senior_mentor_id, senior_coach_type, senior_coach_id, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $12)`,
  update: `UPDATE identity.teams SET name = $3, description = $4, visibility = $5, cadet_leader_type = $6,
            cadet_leader_id = $7, senior_mentor_type = $8, senior_mentor_id = $9, senior_coach_type = $10,
            senior_coach_id = $11, updated_at = $12
      WHERE account_id = $1 AND id = $2`,
};

/** Writes the form's fields of team `id` (members apart). */
export async function writeTeamRow(
  client: PoolClient,
  write: keyof typeof TEAM_ROW_WRITES,
  accountID: string,
  id: number,
  fields: TeamFields,
  now: Date,
): Promise<void> {
  await client.query(TEAM_ROW_WRITES[write], [
    accountID,
    id,
    fields.name,
    fields.description,
    fields.visibility,
    ...leaderParams(fields),
    now,
  ]);
}

/** Locks the team row for the rest of the transaction; false when the account has no such team. */
export async function lockTeam(client: PoolClient, accountID: string, id: number): Promise<boolean> {
  const { rowCount } = await client.query(
    `SELECT 1 FROM identity.teams WHERE account_id = $1 AND id = $2 FOR UPDATE`,
    [accountID, id],
  );
  return (rowCount ?? 0) > 0;
}

/** Makes the member list exactly `members` (in this order); those already on it keep their joined time. */
export async function replaceTeamMembers(
  client: PoolClient,
  accountID: string,
  id: number,
  members: readonly { reference: MemberReference; job: string }[],
  now: Date,
): Promise<void> {
  const rows = members.map((m) => referenceToRow(m.reference));
  await client.query(
    `DELETE FROM identity.team_members tm
      WHERE tm.account_id = $1 AND tm.team_id = $2
        AND NOT EXISTS (SELECT 1 FROM unnest($3::text[], $4::text[]) AS r(type, id)
                         WHERE r.type = tm.member_type AND r.id = tm.member_id)`,
    [accountID, id, rows.map((r) => r.type), rows.map((r) => r.id)],
  );
  if (members.length === 0) return;
  await client.query(
    `INSERT INTO identity.team_members (account_id, team_id, member_type, member_id, job, position, joined_at)
     SELECT $1, $2, r.type, r.id, r.job, r.position, $7
       FROM unnest($3::text[], $4::text[], $5::text[], $6::int[]) AS r(type, id, job, position)
     ON CONFLICT (account_id, team_id, member_type, member_id)
     DO UPDATE SET job = EXCLUDED.job, position = EXCLUDED.position`,
    [
      accountID,
      id,
      rows.map((r) => r.type),
      rows.map((r) => r.id),
      members.map((m) => m.job),
      members.map((_, i) => i),
      now,
    ],
  );
}

/** Appends a member at the end of the list; false when already on it. */
export async function addTeamMember(
  client: PoolClient,
  accountID: string,
  id: number,
  member: { reference: MemberReference; job: string },
  now: Date,
): Promise<boolean> {
  const row = referenceToRow(member.reference);
  const { rowCount } = await client.query(
    `INSERT INTO identity.team_members (account_id, team_id, member_type, member_id, job, position, joined_at)
     SELECT $1, $2, $3, $4, $5,
            COALESCE((SELECT max(position) + 1 FROM identity.team_members WHERE account_id = $1 AND team_id = $2), 0),
            $6
     ON CONFLICT (account_id, team_id, member_type, member_id) DO NOTHING`,
    [accountID, id, row.type, row.id, member.job, now],
  );
  return (rowCount ?? 0) > 0;
}

/** Changes a member's job; false when the member is not on the list. */
export async function changeTeamMemberJob(
  client: PoolClient,
  accountID: string,
  id: number,
  member: { reference: MemberReference; job: string },
): Promise<boolean> {
  const row = referenceToRow(member.reference);
  const { rowCount } = await client.query(
    `UPDATE identity.team_members SET job = $5
      WHERE account_id = $1 AND team_id = $2 AND member_type = $3 AND member_id = $4`,
    [accountID, id, row.type, row.id, member.job],
  );
  return (rowCount ?? 0) > 0;
}

/** Takes a member off the list; false when the member was not on it. */
export async function removeTeamMember(
  client: PoolClient,
  accountID: string,
  id: number,
  reference: MemberReference,
): Promise<boolean> {
  const row = referenceToRow(reference);
  const { rowCount } = await client.query(
    `DELETE FROM identity.team_members WHERE account_id = $1 AND team_id = $2 AND member_type = $3 AND member_id = $4`,
    [accountID, id, row.type, row.id],
  );
  return (rowCount ?? 0) > 0;
}

/** Deletes the team with its member list; false when the account has no such team. */
export async function deleteTeamRow(client: PoolClient, accountID: string, id: number): Promise<boolean> {
  const { rowCount } = await client.query(`DELETE FROM identity.teams WHERE account_id = $1 AND id = $2`, [
    accountID,
    id,
  ]);
  return (rowCount ?? 0) > 0;
}
