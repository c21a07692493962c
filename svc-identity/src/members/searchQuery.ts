// Member search (platform §2): case-insensitive "contains" matching per field, every given field
// must match. Conditions use the stored lowercased columns that the trigram GIN indexes cover
// (migration 1732233600003); the matching keys are picked (ordered, capped) before the full
// members are built, so a broad search does not build thousands of members.
import { MEMBER_SEARCH_LIMIT, type MemberSearchQuery } from '@portal/contracts';

/** A LIKE pattern matching `text` anywhere, with the LIKE wildcards in it taken literally. */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const ORDER = 'm.search_name_last, m.search_name_first, m.type, m.id';

/**
 * The key query for selectMembers: `$1` is the account id, `$2` the current time (expired
 * temporary duty positions do not match), the search's parameters from `$3` on.
 */
export function memberSearchKeys(query: MemberSearchQuery): {
  keys: string;
  params: unknown[];
  orderBy: string;
} {
  const conditions: string[] = [];
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length + 2}`;
  };

  if (query.unitName) conditions.push(`m.search_squadron LIKE ${param(containsPattern(query.unitName))}`);
  if (query.lastName) conditions.push(`m.search_name_last LIKE ${param(containsPattern(query.lastName))}`);
  if (query.firstName) conditions.push(`m.search_name_first LIKE ${param(containsPattern(query.firstName))}`);
  if (query.dutyName) {
    conditions.push(`EXISTS (
      SELECT 1 FROM identity.duty_positions d
       WHERE d.account_id = m.account_id AND d.member_type = m.type AND d.member_id = m.id
         AND d.search_duty LIKE ${param(containsPattern(query.dutyName))}
         AND (d.expires IS NULL OR d.expires > $2)
         ${query.includeAssistants ? '' : 'AND NOT d.assistant'})`);
  }
  const where = conditions.length > 0 ? conditions.join(' AND ') : 'true';
  return {
    keys: `SELECT m.type, m.id FROM identity.members m
            WHERE m.account_id = $1 AND ${where}
            ORDER BY ${ORDER} LIMIT ${MEMBER_SEARCH_LIMIT}`,
    params,
    orderBy: ORDER,
  };
}
