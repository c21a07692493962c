import { describe, expect, it } from 'vitest';
import { SORT_ORDER_LABELS, SORT_ORDERS, sortMembers, type SortOrder } from './sort.ts';
import { selectable } from './testMembers.ts';

const members = [
  selectable({ id: 510030, nameFirst: 'Blake', nameLast: 'Avery' }),
  selectable({ id: 510002, nameFirst: 'avery', nameLast: 'Zimmer' }),
  selectable({ type: 'CAPProspectiveMember', id: 'md001-1', nameFirst: 'Casey', nameLast: 'avery' }),
  selectable({ id: 510100, nameFirst: 'Blake', nameLast: 'Birch' }),
  selectable({ id: 510009, nameFirst: 'Avery', nameLast: 'Birch' }),
];
const ids = (list: typeof members) => list.map((m) => m.id);

describe('§9 "Sort options Last name, First name, CAPID"', () => {
  it("offers the three orders with the spec's labels", () => {
    expect(SORT_ORDERS.map((o) => SORT_ORDER_LABELS[o])).toEqual(['Last name', 'First name', 'CAPID']);
  });

  it.each<[SortOrder, Array<number | string>]>([
    // case-insensitive; ties broken by the other name, then CAPID
    ['LASTNAME', [510030, 'md001-1', 510009, 510100, 510002]],
    ['FIRSTNAME', [510009, 510002, 510030, 510100, 'md001-1']],
    // national members by number (not as text), then prospective members
    ['CAPID', [510002, 510009, 510030, 510100, 'md001-1']],
  ])('%s', (order, expected) => {
    expect(ids(sortMembers(members, order))).toEqual(expected);
  });

  it('returns a sorted copy and leaves the input alone', () => {
    const before = ids(members);
    sortMembers(members, 'CAPID');
    expect(ids(members)).toEqual(before);
  });
});
