// Platform §5 "Email selector" filters: name pattern, rank range, member type (and the flight filter
// of the §6 command group). Pure, shared by the unit and team email selectors and the contact lists;
// table-tested in filters.test.ts with the spec's words.
import { normalizeName, type Member } from '../entities/member.ts';
import { normalizeRank, rankIndex } from '../constants/ranks.ts';

/** What the selectors read of a member (a full Member, a team member or a contact-list member). */
export type SelectableMember = Pick<
  Member,
  | 'type'
  | 'id'
  | 'nameFirst'
  | 'nameMiddle'
  | 'nameLast'
  | 'nameSuffix'
  | 'memberRank'
  | 'seniorMember'
  | 'flight'
  | 'contact'
> & { expirationDate?: number | null };

/** §5 member type filter: Cadets, Senior Members, All (default All). */
export const MEMBER_TYPE_FILTERS = ['CADETS', 'SENIORS', 'ALL'] as const;
export type MemberTypeFilter = (typeof MEMBER_TYPE_FILTERS)[number];
export const MEMBER_TYPE_FILTER_LABELS: Record<MemberTypeFilter, string> = {
  CADETS: 'Cadets',
  SENIORS: 'Senior Members',
  ALL: 'All',
};

/** The flight filter's value for members without a flight ('' means every flight). */
export const UNASSIGNED_FLIGHT = '(unassigned)';

export interface EmailSelectorFilters {
  /** Case-insensitive pattern over the name; an invalid pattern matches everyone (§5). */
  namePattern: string;
  /** Rank range bounds as typed; an unknown (or empty) bound is ignored (§5). */
  rankFrom: string;
  rankTo: string;
  memberType: MemberTypeFilter;
  /** A flight name, UNASSIGNED_FLIGHT, or '' for every flight. */
  flight: string;
}

export const NO_FILTERS: EmailSelectorFilters = {
  namePattern: '',
  rankFrom: '',
  rankTo: '',
  memberType: 'ALL',
  flight: '',
};

/**
 * §5 "name filter is a case-insensitive pattern (invalid matches everyone)". The pattern is tried
 * on each name part and on the whole name ('First Middle Last Suffix' and 'First Last'), so both
 * 'cadet' and 'casey cadet' find Casey Cadet. Built once per pattern (not per member).
 */
export function nameMatcher(pattern: string): (member: SelectableMember) => boolean {
  if (pattern.trim() === '') return () => true;
  let regex: RegExp;
  try {
    regex = new RegExp(pattern, 'i');
  } catch {
    return () => true;
  }
  return (m) =>
    [
      m.nameFirst,
      m.nameMiddle,
      m.nameLast,
      m.nameSuffix,
      normalizeName(`${m.nameFirst} ${m.nameLast}`),
      normalizeName(`${m.nameFirst} ${m.nameMiddle} ${m.nameLast} ${m.nameSuffix}`),
    ].some((part) => part !== '' && regex.test(part));
}

/**
 * Cadet grades the §9 filter list leaves out but §9's grade order map has: C/TSgt sits between
 * C/SSgt and C/MSgt (so a C/TSgt is not dropped from every ranged selection), and 'CADET' is
 * C/AB's equal (grade 0).
 */
const EXTRA_RANK_POSITIONS: Readonly<Record<string, number>> = {
  ctsgt: rankIndex('C/SSgt')! + 0.5,
  cadet: rankIndex('cab')!,
};

/** A rank's place in the §9 order after §5's normalisation, or null when the rank is unknown. */
export function filterRankPosition(rank: string): number | null {
  return rankIndex(rank) ?? EXTRA_RANK_POSITIONS[normalizeRank(rank)] ?? null;
}

/** Who a rank range ranks besides cadets and prospective members. */
export interface RankRangeOptions {
  /**
   * Senior members too (events §5 bulk selection: its rank list runs from cadet airman basic to
   * general); the email selectors leave them out.
   */
  seniorsToo?: boolean;
}

/**
 * §5: "rank filters use an ordered rank list, text normalised (lowercased, slash and spaces
 * removed, 2nd to 2d), an unknown rank filter is ignored, and rank filters match only cadet or
 * prospective members in the known range". With at least one known bound a member passes only
 * when they are a cadet (not a senior member) or a prospective member, their rank is known, and it
 * lies within the bounds (both inclusive).
 */
export function rankRangeMatcher(
  rankFrom: string,
  rankTo: string,
  { seniorsToo = false }: RankRangeOptions = {},
): (member: SelectableMember) => boolean {
  const from = filterRankPosition(rankFrom);
  const to = filterRankPosition(rankTo);
  if (from === null && to === null) return () => true;
  return (m) => {
    if (!seniorsToo && m.seniorMember && m.type !== 'CAPProspectiveMember') return false;
    const position = filterRankPosition(m.memberRank);
    if (position === null) return false;
    return (from === null || position >= from) && (to === null || position <= to);
  };
}

/** §5 member type: Cadets (not senior members), Senior Members, All. */
export function memberTypeMatches(member: Pick<SelectableMember, 'seniorMember'>, filter: MemberTypeFilter) {
  if (filter === 'CADETS') return !member.seniorMember;
  if (filter === 'SENIORS') return member.seniorMember;
  return true;
}

/** The command group's flight filter: '' every flight, UNASSIGNED_FLIGHT no flight, else that flight. */
export function flightMatches(member: Pick<SelectableMember, 'flight'>, flight: string): boolean {
  if (flight === '') return true;
  if (flight === UNASSIGNED_FLIGHT) return member.flight === null || member.flight === '';
  return member.flight === flight;
}

/** The members every filter lets through, in the given order. */
export function filterMembers<M extends SelectableMember>(
  members: readonly M[],
  filters: EmailSelectorFilters,
  rankOptions: RankRangeOptions = {},
): M[] {
  const name = nameMatcher(filters.namePattern);
  const rank = rankRangeMatcher(filters.rankFrom, filters.rankTo, rankOptions);
  return members.filter(
    (m) => name(m) && rank(m) && memberTypeMatches(m, filters.memberType) && flightMatches(m, filters.flight),
  );
}

/** A stable key of a member (type and id), for selections. */
export function memberKey(member: Pick<SelectableMember, 'type' | 'id'>): string {
  return `${member.type}-${member.id}`;
}
