// Events spec §3 "Healthy-fitness-zone standards": one entry per age (10 to 18) and gender with
// Pacer, MileRun, CurlUps, PushUps, SitReach; §5 "Age for fitness standards is capped at 18";
// "Prospective members have no fitness standard".
//
// Source: the FITNESSGRAM Healthy Fitness Zone (HFZ) standards (The Cooper Institute), as the Civil
// Air Patrol publishes them for its Cadet Physical Fitness Test in CAPP 60-50 "Active Cadet Fitness
// Guide" and the Cadet Super Chart: the lower bound of the zone for each age and gender. Pacer is
// 20 m laps, the mile run min:sec (lower is better), curl-ups and push-ups counts, sit-and-reach
// inches. The ranges match §3: male pacer 17 to 54 and mile 11:30 to 8:04, female pacer 17 to 38
// and mile 11:30 to 9:22 (hfzStandards.test.ts checks them). Ages 18 and over use the 18 row.
import type { Gender } from '../entities/member.ts';

export interface HFZStandard {
  Age: number;
  Gender: Gender;
  /** PACER laps, at least. */
  Pacer: number;
  /** Mile run 'm:ss', at most. */
  MileRun: string;
  CurlUps: number;
  PushUps: number;
  /** Sit-and-reach inches, at least. */
  SitReach: number;
}

export const HFZ_MIN_AGE = 10;
/** §5: "Age for fitness standards is capped at 18". */
export const HFZ_MAX_AGE = 18;

// One row per age: the male then the female standard, each [pacer, mile run, curl-ups, push-ups,
// sit-and-reach], so an age's two standards read side by side.
type Scores = readonly [number, string, number, number, number];
type Row = readonly [age: number, male: Scores, female: Scores];

const BY_AGE: readonly Row[] = [
  [10, [17, '11:30', 12, 7, 8], [17, '11:30', 12, 7, 9]],
  [11, [20, '11:10', 15, 8, 8], [20, '11:10', 15, 7, 10]],
  [12, [23, '10:40', 18, 10, 8], [23, '10:40', 18, 7, 10]],
  [13, [29, '9:46', 21, 12, 8], [25, '10:20', 18, 7, 10]],
  [14, [36, '9:22', 24, 14, 8], [27, '10:09', 18, 7, 10]],
  [15, [42, '9:04', 24, 16, 8], [30, '9:58', 18, 7, 12]],
  [16, [47, '8:42', 24, 18, 8], [32, '9:46', 18, 7, 12]],
  [17, [50, '8:22', 24, 18, 8], [35, '9:34', 18, 7, 12]],
  [18, [54, '8:04', 24, 18, 8], [38, '9:22', 18, 7, 12]],
];

const standardsOf = (gender: Gender): HFZStandard[] =>
  BY_AGE.map(([Age, male, female]) => {
    const [Pacer, MileRun, CurlUps, PushUps, SitReach] = gender === 'MALE' ? male : female;
    return { Age, Gender: gender, Pacer, MileRun, CurlUps, PushUps, SitReach };
  });

/** The 18 entries of §3: ages 10 to 18, MALE then FEMALE. */
export const HFZ_STANDARDS: readonly HFZStandard[] = [...standardsOf('MALE'), ...standardsOf('FEMALE')];

/**
 * The standard for an age and gender. Ages above 18 use 18 (§5 cap); ages below 10 use 10, the
 * youngest row (a cadet is rarely younger; the choice is ours, the spec shows none).
 */
export function hfzStandardFor(age: number, gender: Gender): HFZStandard {
  const capped = Math.min(HFZ_MAX_AGE, Math.max(HFZ_MIN_AGE, Math.floor(age)));
  return HFZ_STANDARDS.find((s) => s.Age === capped && s.Gender === gender)!;
}

/** 'm:ss' (or 'mm:ss') as seconds; null when the text is not a time. */
export function mileRunSeconds(text: string): number | null {
  const m = /^\s*(\d{1,2}):([0-5]\d)(?:\.\d+)?\s*$/.exec(text);
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}

export type HFZEvent = 'Pacer' | 'MileRun' | 'CurlUps' | 'PushUps' | 'SitReach';

/**
 * Whether a score meets the standard for one event: at least the count or inches, at most the
 * mile-run time. A missing or unreadable score (a waiver, a blank) meets nothing.
 */
export function meetsHFZ(standard: HFZStandard, event: HFZEvent, score: string | number | null): boolean {
  if (score === null || score === '') return false;
  if (event === 'MileRun') {
    const got = typeof score === 'number' ? score : mileRunSeconds(score);
    const limit = mileRunSeconds(standard.MileRun)!;
    return got !== null && got <= limit;
  }
  const got = typeof score === 'number' ? score : Number(score.trim());
  return Number.isFinite(got) && got >= standard[event];
}
