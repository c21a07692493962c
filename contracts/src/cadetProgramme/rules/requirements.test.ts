import { describe, expect, it } from 'vitest';
import { NOW, progress, recordAt, utc } from '../testRecords.ts';
import { HFZ_CREDIT_MS } from './fitness.ts';
import { nextAchievement, promotionBlockers, requirementChecklist } from './requirements.ts';

const d = (day: number) => utc(2026, 10, day);

describe('home promotion panel: the next achievement and each requirement done or missing', () => {
  it('next achievement: none once Spaatz is approved (22) or for the Pending entry', () => {
    expect(nextAchievement(recordAt(null))?.AchvName).toBe('Curry');
    expect(nextAchievement(recordAt({ CadetAchvID: 21, status: 'APR' }))).toBeNull();
    expect(nextAchievement({ NextCadetAchvID: 23 })).toBeNull();
    expect(requirementChecklist(recordAt({ CadetAchvID: 21, status: 'APR' }), NOW)).toEqual([]);
  });

  it('Rickenbacker in progress (INC): dates of CurrentCadetAchv count, with the drill count and links', () => {
    const record = recordAt(
      { CadetAchvID: 5, status: 'INC' },
      {
        CurrentCadetAchv: progress(5, { CadetOath: true, LeadLabDateP: d(2), DrillDate: d(9) }),
        LastAprvDate: utc(2026, 9, 1),
        HFZRecord: { DateTaken: d(3), IsPassed: true },
      },
    );
    const items = requirementChecklist(record, NOW);
    expect(items.map((i) => [i.key, i.done, i.date])).toEqual([
      ['oath', true, null],
      ['leadership', true, d(2)],
      ['aerospace', false, null],
      ['drill', true, d(9)],
      ['fitness', true, d(3) + HFZ_CREDIT_MS],
      ['characterDevelopment', false, null],
      ['timeInGrade', true, utc(2026, 10, 27)],
    ]);
    const drill = items.find((i) => i.key === 'drill')!;
    expect(drill.detail).toBe('Drill test 4: 4 of 5 items');
    expect(drill.link).toMatch(/rickenbacker\/$/);
    expect(items.find((i) => i.key === 'leadership')!.link).toMatch(/^https:\/\//);
  });

  it("after an approval (APR) the old achievement's dates do not count for the next one", () => {
    const record = recordAt(
      { CadetAchvID: 5, status: 'APR' },
      {
        CurrentCadetAchv: progress(5, { CadetOath: true, LeadLabDateP: d(2), DrillDate: d(9) }),
        LastAprvDate: d(20),
      },
    );
    const items = requirementChecklist(record, NOW);
    expect(items.filter((i) => i.done).map((i) => i.key)).toEqual([]);
    expect(items.find((i) => i.key === 'timeInGrade')!.date).toBeNull();
  });

  it.each([
    [
      'phase-1 exception: a failed test counts while working on Feik (3)',
      { CadetAchvID: 2, status: 'APR' },
      false,
      true,
    ],
    [
      'Wright Brothers (4) needs a passed test even right after Feik is approved',
      { CadetAchvID: 3, status: 'APR' },
      false,
      false,
    ],
    ['a passed test counts in phase 2', { CadetAchvID: 6, status: 'INC' }, true, true],
  ] as const)('§4 fitness: %s', (_n, highest, IsPassed, done) => {
    const record = recordAt(highest, { HFZRecord: { DateTaken: d(1), IsPassed } });
    expect(requirementChecklist(record, NOW).find((i) => i.key === 'fitness')!.done).toBe(done);
  });

  it('§4 fitness: an expired credit is missing', () => {
    const record = recordAt(
      { CadetAchvID: 6, status: 'INC' },
      { HFZRecord: { DateTaken: utc(2026, 1, 1), IsPassed: true } },
    );
    expect(requirementChecklist(record, NOW).find((i) => i.key === 'fitness')!.done).toBe(false);
  });

  it('Mitchell asks for encampment (done whenever it happened); Eaker for RCLS', () => {
    const mitchell = recordAt({ CadetAchvID: 9, status: 'APR' }, { EncampDate: utc(2025, 7, 1) });
    expect(requirementChecklist(mitchell, NOW).find((i) => i.key === 'encampment')).toMatchObject({
      done: true,
      date: utc(2025, 7, 1),
    });
    const eaker = recordAt({ CadetAchvID: 20, status: 'INC' });
    expect(requirementChecklist(eaker, NOW).find((i) => i.key === 'rcls')!.done).toBe(false);
    const eakerDone = recordAt({ CadetAchvID: 20, status: 'INC' }, { RCLSDate: utc(2026, 7, 1) });
    expect(requirementChecklist(eakerDone, NOW).find((i) => i.key === 'rcls')!.done).toBe(true);
  });

  it('phase III achievement 9 lists mentoring and the three SDA parts', () => {
    const record = recordAt(
      { CadetAchvID: 11, status: 'INC' },
      { CurrentCadetAchv: progress(11, { OtherReq: true, StaffServiceDate: d(4) }) },
    );
    const byKey = Object.fromEntries(requirementChecklist(record, NOW).map((i) => [i.key, i.done]));
    expect(byKey).toMatchObject({
      mentor: true,
      sdaService: true,
      sdaWriting: false,
      sdaPresentation: false,
    });
  });
});

describe('beyond the spec: the plain list of what still blocks the next promotion', () => {
  it('lists the missing requirements in checklist order and the eligibility date when it is still ahead', () => {
    const record = recordAt(
      { CadetAchvID: 2, status: 'INC' },
      {
        CurrentCadetAchv: progress(2, {
          CadetOath: true,
          LeadLabDateP: d(5),
          DrillDate: d(5),
          MoralLDateP: d(5),
        }),
        LastAprvDate: d(20),
      },
    );
    expect(promotionBlockers(record, NOW)).toEqual([
      { key: 'aerospace', text: 'Aerospace: Aerospace Dimensions module', date: null },
      { key: 'fitness', text: 'Fitness (HFZ): Take the fitness test', date: null },
      { key: 'timeInGrade', text: 'Eligible on', date: d(20) + 56 * 86_400_000 },
    ]);
  });

  it('a pending approval with everything done blocks only on the approval', () => {
    const done = progress(1, { CadetOath: true, LeadLabDateP: d(1), DrillDate: d(1), MoralLDateP: d(1) });
    const record = recordAt(
      { CadetAchvID: 1, status: 'PND' },
      { CurrentCadetAchv: done, HFZRecord: { DateTaken: d(1), IsPassed: false } },
    );
    expect(promotionBlockers(record, NOW)).toEqual([
      { key: 'pendingApproval', text: 'Awaiting approval of the achievement', date: null },
    ]);
  });

  it('nothing blocks a cadet who has done everything and waited', () => {
    const done = progress(1, { CadetOath: true, LeadLabDateP: d(1), DrillDate: d(1), MoralLDateP: d(1) });
    const record = recordAt(
      { CadetAchvID: 1, status: 'INC' },
      { CurrentCadetAchv: done, HFZRecord: { DateTaken: d(1), IsPassed: true } },
    );
    expect(promotionBlockers(record, NOW)).toEqual([]);
  });
});
