// Member search (platform §2): case-insensitive "contains" matching per field, every given field
// must match. Each condition is written against the expression of a trigram GIN index
// (migration 1732233600003), so the planner can answer from the indexes.
import { MEMBER_SEARCH_LIMIT, type MemberSearchQuery } from '@portal/contracts';

/** A LIKE pattern matching `text` anywhere, with the LIKE wildcards in it taken literally. */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The WHERE clause over members `m` and its parameters, numbered from `firstParam` on. `nowParam`
 * is the placeholder of the current time: expired temporary duty positions do not match.
 */
export function memberSearchWhere(
  query: MemberSearchQuery,
  firstParam: number,
  nowParam: string,
): { where: string; params: unknown[]; orderAndLimit: string } {
  const conditions: string[] = [];
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${firstParam + params.length - 1}`;
  };

  if (query.unitName) conditions.push(`lower(m.squadron) LIKE ${param(containsPattern(query.unitName))}`);
  if (query.lastName) conditions.push(`lower(m.name_last) LIKE ${param(containsPattern(query.lastName))}`);
  if (query.firstName) conditions.push(`lower(m.name_first) LIKE ${param(containsPattern(query.firstName))}`);
  if (query.dutyName) {
    conditions.push(`EXISTS (
      SELECT 1 FROM identity.duty_positions d
       WHERE d.account_id = m.account_id AND d.member_type = m.type AND d.member_id = m.id
         AND lower(d.duty) LIKE ${param(containsPattern(query.dutyName))}
         AND (d.expires IS NULL OR d.expires > ${nowParam})
         ${query.includeAssistants ? '' : 'AND NOT d.assistant'})`);
  }
  return {
    where: conditions.length > 0 ? conditions.join(' AND ') : 'true',
    params,
    orderAndLimit: `ORDER BY lower(m.name_last), lower(m.name_first), m.type, m.id LIMIT ${MEMBER_SEARCH_LIMIT}`,
  };
}
