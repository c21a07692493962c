// Demo cadet programme rows ("Demo seed": achievement history, approvals, fitness tests and
// orientation flights for the demo cadets, the `cadet` and `staff` sign-ins included), written as
// the member import writes them: raw CAPWATCH rows in identity.nhq_cadet_records, dates 'M/D/YYYY'.
// Deterministic from the CAPID and relative to `now` (whole UTC days before it), so the home panel
// and the reports show a mix every day: eligible and not yet eligible cadets, a pending approval, a
// failed fitness test, expired fitness credit, unit and pilot orientation flights, an encampment.
// A member who already has rows (from a real import, or an earlier run) is left alone.
import { CADET_ACHIEVEMENTS, type CapwatchCadetRowsAnswer } from '@portal/contracts';
import type { Pool } from 'pg';
import { demoMembers, type SeedMember } from '../seed/demoData.ts';

const DAY_MS = 86_400_000;

/** CAPWATCH's date text: M/D/YYYY of the UTC day `daysAgo` days before `now`. */
function capwatchDay(now: Date, daysAgo: number): string {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - daysAgo * DAY_MS);
  return `${d.getUTCMonth() + 1}/${d.getUTCDate()}/${d.getUTCFullYear()}`;
}

/** The achievement a grade was awarded with (C/Amn 1 … C/Capt 14); 0 for a grade none awards. */
export function approvedAchievementFor(rank: string): number {
  return CADET_ACHIEVEMENTS.find((a) => a.CadetAchvID > 0 && a.Rank === rank)?.CadetAchvID ?? 0;
}

/** What a demo cadet's record shows; the sign-ins are fixed so the demo and e2e can rely on them. */
interface CadetStory {
  /** Days since the last approval (eligibility is 56 days after it). */
  lastApprovalDaysAgo: number;
  pending: boolean;
  /** Requirements of the achievement in progress that are done. */
  done: { leadership: boolean; aerospace: boolean; drill: boolean; charDev: boolean; sda: boolean };
  /** Days since the latest fitness test (credit lasts about six months), and whether it passed. */
  hfz: { daysAgo: number; passed: boolean } | null;
  /** Orientation flight syllabi flown (1-5 unit, 6-10 pilot). */
  oflights: number[];
}

const STORIES: Record<number, CadetStory> = {
  // `staff`, C/2dLt working on Flight Commander: leadership and the SDA service done, eligible
  510003: {
    lastApprovalDaysAgo: 120,
    pending: false,
    done: { leadership: true, aerospace: false, drill: false, charDev: true, sda: false },
    hfz: { daysAgo: 45, passed: true },
    oflights: [1, 2, 3, 6, 7],
  },
  // `cadet`, C/A1C working on Feik: eligible, drill test and aerospace still to do
  510004: {
    lastApprovalDaysAgo: 70,
    pending: false,
    done: { leadership: true, aerospace: false, drill: false, charDev: true, sda: false },
    hfz: { daysAgo: 30, passed: true },
    oflights: [1, 2],
  },
};

function storyOf(n: number, id: number): CadetStory {
  const fixed = STORIES[id];
  if (fixed) return fixed;
  // a cadet who submitted (pending) has met every requirement: time in grade and fitness too
  const pending = n % 7 === 0;
  return {
    lastApprovalDaysAgo: pending ? 60 + (n % 30) : 14 + ((n * 23) % 150),
    pending,
    done: {
      leadership: n % 2 === 0,
      aerospace: n % 3 !== 0,
      drill: n % 4 !== 1,
      charDev: n % 5 !== 2,
      sda: n % 3 === 1,
    },
    hfz: pending
      ? { daysAgo: 20 + (n % 30), passed: true }
      : n % 8 === 5
        ? null
        : { daysAgo: 10 + ((n * 37) % 260), passed: n % 9 !== 4 },
    oflights: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].filter((s) => (n * s) % 4 !== 0 && s <= 3 + (n % 8)),
  };
}

/** The raw rows of one demo cadet, as the member import would store them. */
export function demoCadetRows(m: SeedMember, now: Date): CapwatchCadetRowsAnswer {
  const n = m.id % 1000;
  const capid = String(m.id);
  const approved = approvedAchievementFor(m.rank);
  const story = storyOf(n, m.id);
  const day = (daysAgo: number) => capwatchDay(now, daysAgo);
  // approvals every 75 days back from the last one
  const approvalDaysAgo = (k: number) => story.lastApprovalDaysAgo + (approved - k) * 75;
  const rows: CapwatchCadetRowsAnswer = {
    CadetAchv: [],
    CadetAchvAprs: [],
    CadetHFZInformation: [],
    OFlight: [],
    CadetActivities: [],
  };
  const achv = (id: number, created: number, dates: Partial<Record<string, string>>) =>
    rows.CadetAchv.push({
      CAPID: capid,
      CadetAchvID: String(id),
      CadetOath: '1',
      LeadLabDateP: '',
      AEDateP: '',
      DrillDate: '',
      MoralLDateP: '',
      StaffServiceDate: '',
      TechnicalWritingAssignmentDate: '',
      OralPresentationDate: '',
      OtherReq: '0',
      DateCreated: day(created),
      ...dates,
    });
  for (let k = 1; k <= approved; k++) {
    const at = approvalDaysAgo(k);
    const all = day(at + 5);
    achv(k, at + 60, {
      LeadLabDateP: all,
      AEDateP: all,
      DrillDate: all,
      MoralLDateP: all,
      StaffServiceDate: all,
      TechnicalWritingAssignmentDate: all,
      OralPresentationDate: all,
      OtherReq: '1',
    });
    rows.CadetAchvAprs.push({
      CAPID: capid,
      CadetAchvID: String(k),
      Status: 'APR',
      DateCreated: day(at + 2),
      DateMod: day(at),
    });
  }
  // the achievement in progress (none past Spaatz)
  const next = approved + 1;
  if (next <= 21) {
    const d = story.pending
      ? { leadership: true, aerospace: true, drill: true, charDev: true, sda: true }
      : story.done;
    const at = (offset: number) => day(Math.max(1, story.lastApprovalDaysAgo - offset));
    achv(next, story.lastApprovalDaysAgo - 1, {
      LeadLabDateP: d.leadership ? at(10) : '',
      AEDateP: d.aerospace ? at(20) : '',
      DrillDate: d.drill ? at(15) : '',
      MoralLDateP: d.charDev ? at(25) : '',
      StaffServiceDate: d.sda ? at(30) : d.leadership ? at(12) : '',
      TechnicalWritingAssignmentDate: d.sda ? at(32) : '',
      OralPresentationDate: d.sda ? at(34) : '',
      OtherReq: d.sda ? '1' : '0',
    });
    // CAPWATCH keeps an approvals row for the achievement in progress too: INC, or PND once submitted
    rows.CadetAchvAprs.push({
      CAPID: capid,
      CadetAchvID: String(next),
      Status: story.pending ? 'PND' : 'INC',
      DateCreated: day(story.lastApprovalDaysAgo - 1),
      DateMod: day(story.pending ? 3 : story.lastApprovalDaysAgo - 1),
    });
  }
  if (story.hfz) {
    // an older passed test too, so the latest one is the one that counts
    for (const [i, test] of [{ daysAgo: story.hfz.daysAgo + 200, passed: true }, story.hfz].entries())
      rows.CadetHFZInformation.push({
        HFZID: String(m.id * 10 + i),
        CAPID: capid,
        DateTaken: day(test.daysAgo),
        ORGID: m.accountID === 'md002' ? '9002' : '9001',
        Location: 'Demo hangar',
        // a cadet runs either the pacer or the mile (every third demo cadet the mile)
        PacerRun: n % 3 === 0 ? '' : String(test.passed ? 30 + (n % 20) : 12),
        MileRun:
          n % 3 !== 0
            ? ''
            : test.passed
              ? `${8 + (n % 2)}:${String(10 + (n % 40)).padStart(2, '0')}`
              : '13:40',
        CurlUp: String(18 + (n % 15)),
        PushUp: String(test.passed ? 10 + (n % 12) : 3),
        SitAndReach: String(9 + (n % 4)),
        IsPassed: test.passed ? 'True' : 'False',
        DateMod: day(test.daysAgo - 1),
      });
  }
  for (const [i, syllabus] of story.oflights.entries())
    rows.OFlight.push({
      CAPID: capid,
      Wing: 'MD',
      Unit: m.accountID.slice(2),
      Syllabus: String(syllabus),
      Type: syllabus <= 5 ? '2' : '1',
      FltDate: day(400 - i * 45 - (n % 20)),
      AcftTailNum: syllabus <= 5 ? 'N9001G' : 'N9001C',
      Comments: 'Fictional demo flight',
    });
  // encampment before Mitchell (achievement 10), as the programme asks
  if (approved >= 8)
    rows.CadetActivities.push({
      CAPID: capid,
      Type: 'ENCAMP',
      Name: 'Maryland Wing Encampment',
      Completed: day(300 + n),
    });
  return rows;
}

/** The demo cadets (national, not senior) of every demo account. */
export function demoCadets(): SeedMember[] {
  return demoMembers().filter((m) => !m.senior);
}

type Client = Pick<Pool, 'query'>;

/** Writes the rows of every demo cadet that has none yet (one statement). */
export async function seedCadetRecordsDemo(client: Client, now: Date): Promise<void> {
  const rows = demoCadets().flatMap((m) =>
    Object.entries(demoCadetRows(m, now)).flatMap(([source, list]) =>
      (list as Record<string, string>[]).map((data, i) => ({
        account: m.accountID,
        capid: m.id,
        source,
        seq: i + 1,
        data,
      })),
    ),
  );
  await client.query(
    `INSERT INTO identity.nhq_cadet_records (account_id, capid, source, seq, data)
     SELECT r.account, r.capid, r.source, r.seq, r.data
       FROM jsonb_to_recordset($1::jsonb) AS r(account text, capid integer, source text, seq integer, data jsonb)
      WHERE NOT EXISTS (SELECT 1 FROM identity.nhq_cadet_records c
                         WHERE c.account_id = r.account AND c.capid = r.capid)
     ON CONFLICT DO NOTHING`,
    [JSON.stringify(rows)],
  );
}
