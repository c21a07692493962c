/**
 * Platform §9 rank order (email selector rank filters) and grade order map.
 */
export const RANK_ORDER = [
  'C/Amn',
  'C/A1C',
  'C/SrA',
  'C/SSgt',
  'C/MSgt',
  'C/SMSgt',
  'C/CMSgt',
  'C/2dLt',
  'C/1stLt',
  'C/Capt',
  'C/Maj',
  'C/LtCol',
  'C/Col',
  '2dLt',
  '1stLt',
  'Capt',
  'Maj',
  'LtCol',
  'Col',
  'BrigGen',
  'MajGen',
  'LtGen',
  'Gen',
] as const;

/** §5: rank text normalised: lowercased, slash and spaces removed, 2nd -> 2d. */
export function normalizeRank(rank: string): string {
  return rank.toLowerCase().replace(/[/\s]/g, '').replace(/2nd/g, '2d');
}

const NORMALIZED_ORDER: readonly string[] = RANK_ORDER.map(normalizeRank);
/**
 * §9: the forms cab, camn, ca1c are also accepted. 'cab' (cadet airman basic) sits below
 * C/Amn; 'camn' and 'ca1c' are the slashless forms, already covered by normalisation.
 */
const RANK_ALIASES: Record<string, number> = { cab: -1 };

/** Position in RANK_ORDER (C/AB = -1), or null for an unknown rank (the filter is then ignored). */
export function rankIndex(rank: string): number | null {
  const key = normalizeRank(rank);
  if (key in RANK_ALIASES) return RANK_ALIASES[key]!;
  const i = NORMALIZED_ORDER.indexOf(key);
  return i === -1 ? null : i;
}

/** §9 grade order map: C/AB and CADET 0, C/Amn 1 through C/Col 14; SM 20 to CMSgt 25; FO 30 to Maj Gen 40. */
export const GRADE_ORDER: Readonly<Record<string, number>> = {
  'C/AB': 0,
  CADET: 0,
  'C/Amn': 1,
  'C/A1C': 2,
  'C/SrA': 3,
  'C/SSgt': 4,
  'C/TSgt': 5,
  'C/MSgt': 6,
  'C/SMSgt': 7,
  'C/CMSgt': 8,
  'C/2dLt': 9,
  'C/1stLt': 10,
  'C/Capt': 11,
  'C/Maj': 12,
  'C/LtCol': 13,
  'C/Col': 14,
  SM: 20,
  SSgt: 21,
  TSgt: 22,
  MSgt: 23,
  SMSgt: 24,
  CMSgt: 25,
  FO: 30,
  TFO: 31,
  SFO: 32,
  '2d Lt': 33,
  '1st Lt': 34,
  Capt: 35,
  Maj: 36,
  'Lt Col': 37,
  Col: 38,
  'Brig Gen': 39,
  'Maj Gen': 40,
};

// The key keeps the cadet 'C/' slash: without it 'C/MSgt' (6) and the senior 'CMSgt' (25) collide.
const gradeKey = (rank: string): string => rank.toLowerCase().replace(/\s/g, '').replace(/2nd/g, '2d');
const NORMALIZED_GRADE_ORDER: ReadonlyMap<string, number> = new Map(
  Object.entries(GRADE_ORDER).map(([rank, order]) => [gradeKey(rank), order]),
);

/**
 * Grade order of a rank, or null when unknown. NHQ writes '1st Lt' where members' records (and the
 * rank filters) write '1stLt': both spellings (any case, spaces, 2nd/2d) find the same order.
 */
export function gradeOrder(rank: string): number | null {
  return NORMALIZED_GRADE_ORDER.get(gradeKey(rank)) ?? null;
}
