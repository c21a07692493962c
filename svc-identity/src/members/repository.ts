// Loads members with their permissions and live duty positions (expired temporary ones dropped).
import {
  defaultPermissionsFor,
  emptyContact,
  normalizeName,
  normalizePermissions,
  type AccountType,
  type Member,
  type MemberReference,
  type PermissionSet,
  stringifyMemberReference,
} from '@portal/contracts';
import type { Pool } from 'pg';
import { memberTeamIDsSql } from '../teams/membershipSql.ts';
import { referenceToRow, type MemberNameColumns } from './reference.ts';

interface MemberRow extends MemberNameColumns {
  type: 'CAPNHQMember' | 'CAPProspectiveMember';
  id: string;
  squadron: string;
  flight: string | null;
  gender: 'MALE' | 'FEMALE' | null;
  dob_ms: string | null;
  joined_ms: string | null;
  expiration_ms: string | null;
  senior_member: boolean;
  has_nhq_reference: boolean;
  orgid: number | null;
  contact: Partial<Member['contact']>;
  absent_until: Date | null;
  absent_comments: string | null;
  permissions: PermissionSet | null;
  account_type: AccountType;
  team_ids: number[];
  duty_positions: Array<{
    duty: string;
    date: number;
    expires: number | null;
    type: 'NHQ' | 'CAPUnit';
    orgid: number | null;
    assistant: boolean;
  }>;
}

/** The member columns; `nowParam` is the placeholder of the time that drops expired temporary duties. */
const memberSelect = (nowParam: string) => `
  SELECT m.type, m.id, m.name_first, m.name_middle, m.name_last, m.name_suffix, m.member_rank, m.squadron,
         m.flight, m.gender, m.senior_member, m.has_nhq_reference, m.orgid, m.contact,
         m.absent_until, m.absent_comments,
         (extract(epoch from m.date_of_birth) * 1000)::bigint AS dob_ms,
         (extract(epoch from m.joined) * 1000)::bigint AS joined_ms,
         (extract(epoch from m.expiration_date) * 1000)::bigint AS expiration_ms,
         p.permissions, a.type AS account_type,
         COALESCE((
           SELECT json_agg(json_build_object(
                    'duty', d.duty, 'assistant', d.assistant, 'type', d.type, 'orgid', d.orgid,
                    'date', (extract(epoch from d.date) * 1000)::bigint,
                    'expires', (extract(epoch from d.expires) * 1000)::bigint)
                  ORDER BY d.date)
             FROM identity.duty_positions d
            WHERE d.account_id = m.account_id AND d.member_type = m.type AND d.member_id = m.id
              AND (d.expires IS NULL OR d.expires > ${nowParam})
         ), '[]'::json) AS duty_positions,
         ${memberTeamIDsSql('m', nowParam)} AS team_ids
    FROM identity.members m
    JOIN identity.accounts a ON a.id = m.account_id
    LEFT JOIN identity.permissions p
      ON p.account_id = m.account_id AND p.member_type = m.type AND p.member_id = m.id`;

export async function loadMember(
  pool: Pool,
  accountID: string,
  ref: MemberReference,
  now: Date,
): Promise<Member | null> {
  const { type, id } = referenceToRow(ref);
  const { rows } = await pool.query<MemberRow>(
    `${memberSelect('$4')} WHERE m.account_id = $1 AND m.type = $2 AND m.id = $3`,
    [accountID, type, id, now],
  );
  return rows[0] ? memberFromRow(rows[0]) : null;
}

/** Every member of the account, or those of one type, ordered by last and first name. */
export async function listMembers(
  pool: Pool,
  accountID: string,
  type: MemberReference['type'] | null,
  now: Date,
): Promise<Member[]> {
  const { rows } = await pool.query<MemberRow>(
    `${memberSelect('$2')} WHERE m.account_id = $1 AND ($3::text IS NULL OR m.type = $3)
      ORDER BY lower(m.name_last), lower(m.name_first), m.type, m.id`,
    [accountID, now, type],
  );
  return rows.map(memberFromRow);
}

/**
 * Members of the account picked by `query.keys`: a SELECT of (type, id) over `identity.members m`
 * with `$1` the account id, `$2` the time that drops expired temporary duty positions and
 * `query.params` from `$3` on. The full members are built only for the picked rows; `orderBy`
 * (over `m`) orders them.
 */
export async function selectMembers(
  pool: Pool,
  accountID: string,
  now: Date,
  query: { keys: string; params: unknown[]; orderBy: string },
): Promise<Member[]> {
  const { rows } = await pool.query<MemberRow>(
    `${memberSelect('$2')}
     JOIN (${query.keys}) picked ON picked.type = m.type AND picked.id = m.id
     WHERE m.account_id = $1
     ORDER BY ${query.orderBy}`,
    [accountID, now, ...query.params],
  );
  return rows.map(memberFromRow);
}

function num(value: string | null): number | null {
  return value === null ? null : Number(value);
}

export function memberFromRow(row: MemberRow): Member {
  const common = {
    nameFirst: normalizeName(row.name_first),
    nameMiddle: normalizeName(row.name_middle),
    nameLast: normalizeName(row.name_last),
    nameSuffix: normalizeName(row.name_suffix),
    memberRank: row.member_rank,
    squadron: row.squadron,
    flight: row.flight,
    gender: row.gender,
    dateOfBirth: num(row.dob_ms),
    joined: num(row.joined_ms),
    expirationDate: num(row.expiration_ms),
    seniorMember: row.senior_member,
    hasNHQReference: row.has_nhq_reference,
    orgid: row.orgid ?? 0,
    dutyPositions: row.duty_positions.map((d) => ({ ...d, orgid: d.orgid ?? 0 })),
    // a member without a stored set has the account type's defaults (§6)
    permissions: normalizePermissions(
      row.permissions ?? defaultPermissionsFor(row.account_type),
      row.account_type,
    ),
    // the teams the member is on: member list, leader, or team 0 by duty (teams/membershipSql.ts)
    teamIDs: row.team_ids,
    absenteeInformation:
      row.absent_until === null
        ? null
        : { absentUntil: row.absent_until.getTime(), comments: row.absent_comments ?? '' },
    contact: { ...emptyContact(), ...row.contact },
  };
  return row.type === 'CAPNHQMember'
    ? { type: 'CAPNHQMember', id: Number(row.id), ...common }
    : { type: 'CAPProspectiveMember', id: row.id, ...common };
}

/** The references of a list that are not members of the account, in the list's order (empty: all are). */
export async function missingMembers(
  db: Pick<Pool, 'query'>,
  accountID: string,
  refs: readonly MemberReference[],
): Promise<MemberReference[]> {
  if (refs.length === 0) return [];
  const rows = refs.map(referenceToRow);
  const { rows: found } = await db.query<{ type: string; id: string }>(
    `SELECT m.type, m.id FROM identity.members m
       JOIN unnest($2::text[], $3::text[]) AS wanted(type, id) ON wanted.type = m.type AND wanted.id = m.id
      WHERE m.account_id = $1`,
    [accountID, rows.map((r) => r.type), rows.map((r) => r.id)],
  );
  const present = new Set(found.map((f) => `${f.type}-${f.id}`));
  return refs.filter((ref) => !present.has(stringifyMemberReference(ref)));
}
