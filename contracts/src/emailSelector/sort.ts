// Platform §2/§9 email selector sort options: Last name, First name, CAPID. Pure (sort.test.ts).
import type { SelectableMember } from './filters.ts';

export const SORT_ORDERS = ['LASTNAME', 'FIRSTNAME', 'CAPID'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];
export const SORT_ORDER_LABELS: Record<SortOrder, string> = {
  LASTNAME: 'Last name',
  FIRSTNAME: 'First name',
  CAPID: 'CAPID',
};

type Sortable = Pick<SelectableMember, 'type' | 'id' | 'nameFirst' | 'nameLast'>;

const text = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' });

/** National members by number, then prospective members (string ids) by id. */
function byCapid(a: Sortable, b: Sortable): number {
  if (a.type !== b.type) return a.type === 'CAPNHQMember' ? -1 : 1;
  if (typeof a.id === 'number' && typeof b.id === 'number') return a.id - b.id;
  return text(String(a.id), String(b.id));
}

const COMPARE: Record<SortOrder, (a: Sortable, b: Sortable) => number> = {
  // ties broken by the other name, then CAPID, so the order never depends on the server's
  LASTNAME: (a, b) => text(a.nameLast, b.nameLast) || text(a.nameFirst, b.nameFirst) || byCapid(a, b),
  FIRSTNAME: (a, b) => text(a.nameFirst, b.nameFirst) || text(a.nameLast, b.nameLast) || byCapid(a, b),
  CAPID: byCapid,
};

/** A sorted copy. */
export function sortMembers<M extends Sortable>(members: readonly M[], order: SortOrder): M[] {
  return [...members].sort(COMPARE[order]);
}
