// Which teams a member is on, as SQL shared by the member loader (Member.teamIDs, one aggregated
// subquery per member row) and the internal membership call, so both answer alike. A member is on
// a team when on its member list or one of its three leaders (platform §6), and on team 0 (the
// cadet staff, §9) by the duty-position rule of teamZero.ts.

/** §9 team 0: every current duty position whose title starts with this is a cadet staff position. */
export const CADET_STAFF_DUTY_PREFIX = 'Cadet ';
/** Team 0's cadet leader holds this duty; its senior mentor holds SENIOR_MENTOR_DUTY. */
export const CADET_LEADER_DUTY = 'Cadet Commander';
export const SENIOR_MENTOR_DUTY = 'Deputy Commander for Cadets';

/** SQL: duty position `d` is current at `now` (temporary ones count until they expire). */
export const currentDuty = (d: string, now: string): string =>
  `(${d}.expires IS NULL OR ${d}.expires > ${now})`;

/** SQL: duty position `d` makes its holder a team 0 member (a cadet staff position). */
export const cadetStaffDuty = (d: string): string => `${d}.duty LIKE '${CADET_STAFF_DUTY_PREFIX}%'`;

/**
 * SQL row (member_type, member_id) of the account's leader holding `duty`: the holder of the
 * current, non-assistant position with the earliest date (then type, id), as teamZero.ts picks it.
 */
export const firstHolderOf = (duty: string, accountID: string, now: string): string => `
  (SELECT lead.member_type, lead.member_id FROM identity.duty_positions lead
    WHERE lead.account_id = ${accountID} AND lead.duty = '${duty}' AND NOT lead.assistant
      AND ${currentDuty('lead', now)}
    ORDER BY lead.date, lead.member_type, lead.member_id LIMIT 1)`;

/** SQL: the teams member row `m` leads in `role` (one index lookup, where an OR of roles would scan). */
const leaderOf = (role: string, m: string): string => `
    SELECT t.id FROM identity.teams t
     WHERE t.account_id = ${m}.account_id AND t.${role}_type = ${m}.type AND t.${role}_id = ${m}.id`;

/**
 * SQL int[]: the ids of the teams member row `m` (columns account_id, type, id of identity.members)
 * is on, ascending; `now` is the placeholder of the time that drops expired temporary duties.
 */
export const memberTeamIDsSql = (m: string, now: string): string => `ARRAY(SELECT DISTINCT team_id FROM (
    SELECT tm.team_id FROM identity.team_members tm
     WHERE tm.account_id = ${m}.account_id AND tm.member_type = ${m}.type AND tm.member_id = ${m}.id
    UNION ALL
    ${['cadet_leader', 'senior_mentor', 'senior_coach'].map((role) => leaderOf(role, m)).join('\n    UNION ALL')}
    UNION ALL
    SELECT 0
     WHERE EXISTS (SELECT 1 FROM identity.duty_positions d0
                    WHERE d0.account_id = ${m}.account_id AND d0.member_type = ${m}.type AND d0.member_id = ${m}.id
                      AND ${currentDuty('d0', now)} AND ${cadetStaffDuty('d0')})
        OR (EXISTS (SELECT 1 FROM identity.duty_positions d1
                     WHERE d1.account_id = ${m}.account_id AND d1.member_type = ${m}.type AND d1.member_id = ${m}.id
                       AND ${currentDuty('d1', now)} AND d1.duty = '${SENIOR_MENTOR_DUTY}' AND NOT d1.assistant)
            AND (${m}.type, ${m}.id) = ${firstHolderOf(SENIOR_MENTOR_DUTY, `${m}.account_id`, now)})
  ) AS on_team (team_id) ORDER BY 1)`;
