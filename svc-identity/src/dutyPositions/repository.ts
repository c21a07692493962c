// Temporary (CAPUnit) duty positions of one member (platform §2/§3): identity.duty_positions rows
// of type 'CAPUnit' carry an expiry; NHQ rows come from the member import and are never touched here.
import type { MemberReference, TemporaryDutyAssignment } from '@portal/contracts';
import type { PoolClient } from 'pg';

/**
 * Replaces the member's temporary positions with `positions` (inside the caller's transaction).
 * A position the member already held keeps its original assignment date.
 */
export async function replaceTemporaryDutyPositions(
  client: Pick<PoolClient, 'query'>,
  accountID: string,
  member: MemberReference,
  orgid: number | null,
  positions: readonly TemporaryDutyAssignment[],
  now: Date,
): Promise<void> {
  const key = [accountID, member.type, String(member.id)];
  const { rows } = await client.query<{ duty: string; date: Date }>(
    `DELETE FROM identity.duty_positions
      WHERE account_id = $1 AND member_type = $2 AND member_id = $3 AND type = 'CAPUnit'
      RETURNING duty, date`,
    key,
  );
  const since = new Map(rows.map((r) => [r.duty, r.date]));
  for (const position of positions) {
    await client.query(
      `INSERT INTO identity.duty_positions (account_id, member_type, member_id, duty, assistant, type, orgid, date, expires)
       VALUES ($1, $2, $3, $4, false, 'CAPUnit', $5, $6, $7)`,
      [...key, position.duty, orgid, since.get(position.duty) ?? now, new Date(position.expires)],
    );
  }
}
