// What an upgrade carries from the prospective member to the national member besides the sign-in
// (upgrade.ts): team memberships and leader roles, notifications (to and from them) and tasks
// (given by them and given to them). Without this the prospective member's removal would drop their
// team memberships (ON DELETE CASCADE) and leader roles (SET NULL) and leave notifications and
// tasks pointing at a member who no longer exists. Runs inside the upgrade's transaction.
import type { PoolClient } from 'pg';

const P = 'CAPProspectiveMember';
const N = 'CAPNHQMember';

export async function carryOverToNationalMember(
  client: PoolClient,
  accountID: string,
  prospectiveID: string,
  nhqID: string,
): Promise<void> {
  const from = [accountID, P, prospectiveID, N, nhqID];
  // team memberships: where the national member is already on the team, their own row (and job)
  // stays; the prospective member's row then goes with the prospective member
  await client.query(
    `INSERT INTO identity.team_members (account_id, team_id, member_type, member_id, job, position, joined_at)
     SELECT account_id, team_id, $4, $5, job, position, joined_at FROM identity.team_members
      WHERE account_id = $1 AND member_type = $2 AND member_id = $3
     ON CONFLICT DO NOTHING`,
    from,
  );
  for (const role of ['cadet_leader', 'senior_mentor', 'senior_coach']) {
    await client.query(
      `UPDATE identity.teams SET ${role}_type = $4, ${role}_id = $5
        WHERE account_id = $1 AND ${role}_type = $2 AND ${role}_id = $3`,
      from,
    );
  }
  for (const side of ['to', 'from']) {
    await client.query(
      `UPDATE identity.notifications SET ${side}_member_type = $4, ${side}_member_id = $5
        WHERE account_id = $1 AND ${side}_member_type = $2 AND ${side}_member_id = $3`,
      from,
    );
  }
  await client.query(
    `UPDATE identity.tasks SET tasker_type = $4, tasker_id = $5
      WHERE account_id = $1 AND tasker_type = $2 AND tasker_id = $3`,
    from,
  );
  // a task given to both keeps the national member's own result
  await client.query(
    `UPDATE identity.task_results r SET tasked_type = $4, tasked_id = $5
      WHERE r.account_id = $1 AND r.tasked_type = $2 AND r.tasked_id = $3
        AND NOT EXISTS (SELECT 1 FROM identity.task_results o
                         WHERE o.task_id = r.task_id AND o.tasked_type = $4 AND o.tasked_id = $5)`,
    from,
  );
  await client.query(
    `DELETE FROM identity.task_results WHERE account_id = $1 AND tasked_type = $2 AND tasked_id = $3`,
    [accountID, P, prospectiveID],
  );
}
