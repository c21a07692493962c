// Team 0 (platform §3 "id 0 special", §9 "Team ids: 0 special"; built from cadet
// staff duty positions, never edited or deleted). Never stored: built on every read from the
// account's current duty positions (svc-identity/README.md "Teams"):
// - members: every member holding a current duty position whose title starts with 'Cadet ' (NHQ
//   positions, and temporary ones until they expire; assistants too), ordered by name; the job is
//   the titles of those positions, assistant ones marked '(Assistant)';
// - cadet leader: the holder of 'Cadet Commander', senior mentor: the holder of 'Deputy Commander
//   for Cadets' (non-assistant; when several hold one, the earliest assigned); no senior coach;
// - PROTECTED: every signed-in member of the account sees the cadet staff.
import { TEAM_ZERO_ID } from '@portal/contracts';
import type { Pool, PoolClient } from 'pg';
import {
  CADET_LEADER_DUTY,
  CADET_STAFF_DUTY_PREFIX,
  cadetStaffDuty,
  currentDuty,
  SENIOR_MENTOR_DUTY,
} from './membershipSql.ts';
import { personFromRow, type PersonRow, type TeamPerson } from './people.ts';
import type { StoredTeam } from './repository.ts';

export const TEAM_ZERO_NAME = 'Cadet Staff';
export const TEAM_ZERO_DESCRIPTION =
  'The cadet staff of the unit: every member holding a cadet duty position. Built from duty positions; it cannot be edited.';

/** One current duty position of interest to team 0, with its holder. */
export interface StaffDutyRow extends PersonRow {
  duty: string;
  assistant: boolean;
}

const isCadetStaffDuty = (duty: string) => duty.startsWith(CADET_STAFF_DUTY_PREFIX);

/**
 * Builds team 0 from the duty rows, given in leader order (date, member type, member id), which
 * is the order membershipSql.ts's firstHolderOf picks leaders in: the first holder wins.
 */
export function buildTeamZero(accountID: string, rows: readonly StaffDutyRow[]): StoredTeam {
  const firstHolder = (duty: string): TeamPerson | null => {
    const row = rows.find((r) => r.duty === duty && !r.assistant);
    return row ? personFromRow(row) : null;
  };
  const staff = new Map<
    string,
    { person: TeamPerson; lastName: string; firstName: string; jobs: string[] }
  >();
  for (const row of rows) {
    if (!isCadetStaffDuty(row.duty)) continue;
    const key = `${row.type}-${row.id}`;
    const entry = staff.get(key) ?? {
      person: personFromRow(row),
      lastName: row.name_last.toLowerCase(),
      firstName: row.name_first.toLowerCase(),
      jobs: [],
    };
    const job = row.assistant ? `${row.duty} (Assistant)` : row.duty;
    if (!entry.jobs.includes(job)) entry.jobs.push(job);
    staff.set(key, entry);
  }
  const members = [...staff.values()]
    .sort((a, b) => a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName))
    .map(({ person, jobs }) => ({ reference: person.reference, job: jobs.join(', '), name: person.name }));
  return {
    id: TEAM_ZERO_ID,
    accountID,
    name: TEAM_ZERO_NAME,
    description: TEAM_ZERO_DESCRIPTION,
    visibility: 'PROTECTED',
    cadetLeader: firstHolder(CADET_LEADER_DUTY),
    seniorMentor: firstHolder(SENIOR_MENTOR_DUTY),
    seniorCoach: null,
    members,
  };
}

/** Team 0 of the account at `now` (one query). */
export async function loadTeamZero(
  db: Pick<Pool | PoolClient, 'query'>,
  accountID: string,
  now: Date,
): Promise<StoredTeam> {
  const { rows } = await db.query<StaffDutyRow>(
    `SELECT d.duty, d.assistant, m.type, m.id, m.member_rank, m.name_first, m.name_middle, m.name_last,
            m.name_suffix, m.contact
       FROM identity.duty_positions d
       JOIN identity.members m ON m.account_id = d.account_id AND m.type = d.member_type AND m.id = d.member_id
      WHERE d.account_id = $1 AND ${currentDuty('d', '$2')}
        AND (${cadetStaffDuty('d')} OR d.duty = $3)
      ORDER BY d.date, d.member_type, d.member_id`,
    [accountID, now, SENIOR_MENTOR_DUTY],
  );
  return buildTeamZero(accountID, rows);
}
