// Members by flight and flight moves. Every query is limited to the caller's account.
import {
  flightMoveCheck,
  flightRoleCode,
  memberFullName,
  normalizeName,
  type FlightMemberFull,
  type FlightMoveCheck,
  type MemberReference,
} from '@portal/contracts';
import { inTransaction } from '@portal/contracts/server';
import type { Pool } from 'pg';
import { referenceFromRow, type MemberNameRow } from '../members/reference.ts';

interface Row extends MemberNameRow {
  senior_member: boolean;
  flight: string | null;
  duties: Array<{ duty: string; assistant: boolean; type: 'NHQ' | 'CAPUnit'; expires: number | null }>;
}

/** Every member of the account with their live duty positions (expired temporary ones dropped). */
export async function listFlightMembers(
  pool: Pool,
  accountID: string,
  now: Date,
): Promise<FlightMemberFull[]> {
  const { rows } = await pool.query<Row>(
    `SELECT m.type, m.id, m.name_first, m.name_middle, m.name_last, m.name_suffix, m.member_rank,
            m.senior_member, m.flight,
            COALESCE((
              SELECT json_agg(json_build_object('duty', d.duty, 'assistant', d.assistant, 'type', d.type,
                       'expires', (extract(epoch from d.expires) * 1000)::bigint) ORDER BY d.date)
                FROM identity.duty_positions d
               WHERE d.account_id = m.account_id AND d.member_type = m.type AND d.member_id = m.id
                 AND (d.expires IS NULL OR d.expires > $2)
            ), '[]'::json) AS duties
       FROM identity.members m
      WHERE m.account_id = $1
      ORDER BY lower(m.name_last), lower(m.name_first), m.id`,
    [accountID, now],
  );
  return rows.map((row) => {
    const names = {
      memberRank: row.member_rank,
      nameFirst: normalizeName(row.name_first),
      nameMiddle: normalizeName(row.name_middle),
      nameLast: normalizeName(row.name_last),
      nameSuffix: normalizeName(row.name_suffix),
    };
    return {
      member: referenceFromRow(row.type, row.id),
      name: memberFullName(names),
      nameLast: names.nameLast,
      memberRank: row.member_rank,
      seniorMember: row.senior_member,
      flight: row.flight,
      roleCode: flightRoleCode({ seniorMember: row.senior_member, dutyPositions: row.duties }),
      dutyPositions: row.duties,
    };
  });
}

export interface FlightChange {
  member: MemberReference;
  newFlight: string | null;
}

export type ApplyResult =
  { ok: true } | { ok: false; refused: MemberReference; reason: Exclude<FlightMoveCheck, 'allowed'> };

/**
 * Moves the members in one transaction after checking each with contracts' flightMoveCheck (a cadet
 * of this account): if any is refused nothing is changed and the first refused one is named. The
 * targets are locked while checked, so none turns senior between the check and the move.
 */
export async function applyFlightChanges(
  pool: Pool,
  accountID: string,
  changes: readonly FlightChange[],
): Promise<ApplyResult> {
  if (changes.length === 0) return { ok: true };
  const types = changes.map((c) => c.member.type);
  const ids = changes.map((c) => String(c.member.id));
  const flights = changes.map((c) => c.newFlight);
  return inTransaction(pool, async (client) => {
    const targets = await client.query<{ type: string; id: string; senior_member: boolean }>(
      `SELECT m.type, m.id, m.senior_member
         FROM identity.members m
         JOIN unnest($2::text[], $3::text[]) AS c(type, id) ON m.type = c.type AND m.id = c.id
        WHERE m.account_id = $1
          FOR UPDATE OF m`,
      [accountID, types, ids],
    );
    const found = new Map(targets.rows.map((r) => [`${r.type}-${r.id}`, r.senior_member]));
    for (const change of changes) {
      const senior = found.get(`${change.member.type}-${change.member.id}`);
      const check = flightMoveCheck(
        accountID,
        senior === undefined ? null : { accountID, seniorMember: senior },
      );
      if (check !== 'allowed') {
        await client.query('ROLLBACK');
        return { ok: false, refused: change.member, reason: check };
      }
    }
    await client.query(
      `UPDATE identity.members m SET flight = c.flight
         FROM unnest($2::text[], $3::text[], $4::text[]) AS c(type, id, flight)
        WHERE m.account_id = $1 AND m.type = c.type AND m.id = c.id`,
      [accountID, types, ids, flights],
    );
    return { ok: true };
  });
}
