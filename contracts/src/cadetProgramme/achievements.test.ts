import { describe, expect, it } from 'vitest';
import {
  achievementById,
  achievementGradeOrder,
  CADET_ACHIEVEMENTS,
  DRILL_PASS_COUNTS,
  promotesToGrade,
  requiresSDA,
} from './achievements.ts';

describe('§3 Requirement per achievement: CadetAchvID 0 to 23', () => {
  it('has 24 entries whose ids are their positions', () => {
    expect(CADET_ACHIEVEMENTS).toHaveLength(24);
    CADET_ACHIEVEMENTS.forEach((a, i) => expect(a.CadetAchvID).toBe(i));
  });

  it('§3 Achievement order: Cadet Basic, Curry ... Mitchell, achievements 9 to 11, Earhart, 12 to 16, Eaker, Spaatz, then the bookkeeping entries and Pending', () => {
    expect(CADET_ACHIEVEMENTS.map((a) => a.AchvName)).toEqual([
      'Cadet Basic',
      'Curry',
      'Arnold',
      'Feik',
      'Wright Brothers',
      'Rickenbacker',
      'Lindbergh',
      'Doolittle',
      'Goddard',
      'Armstrong',
      'Mitchell',
      'Flight Commander',
      'Administrative Officer',
      'Public Affairs Officer',
      'Earhart',
      'Leadership Officer',
      'Aerospace Education Officer',
      'Operations Officer',
      'Logistics Officer',
      'Cadet Commander',
      'Eaker',
      'Spaatz',
      'Programme complete',
      'Pending',
    ]);
    expect(CADET_ACHIEVEMENTS.slice(11, 14).map((a) => a.AchvNumber)).toEqual([
      'Achievement 9',
      'Achievement 10',
      'Achievement 11',
    ]);
  });

  it.each([
    [0, 'C/AB'],
    [1, 'C/Amn'],
    [2, 'C/A1C'],
    [3, 'C/SrA'],
    [4, 'C/SSgt'],
    [5, 'C/TSgt'],
    [6, 'C/MSgt'],
    [7, 'C/SMSgt'],
    [8, 'C/CMSgt'],
    [9, 'C/CMSgt'],
    [10, 'C/2dLt'],
    [11, 'C/2dLt'],
    [12, 'C/1stLt'],
    [13, 'C/1stLt'],
    [14, 'C/Capt'],
    [15, 'C/Capt'],
    [16, 'C/Capt'],
    [17, 'C/Maj'],
    [18, 'C/Maj'],
    [19, 'C/Maj'],
    [20, 'C/LtCol'],
    [21, 'C/Col'],
    [22, 'C/Col'],
    [23, 'Pending'],
  ])('achievement %i gives the grade %s (CAP super chart)', (id, grade) => {
    expect(achievementById(id)?.Grade).toBe(grade);
  });

  it('§9 drill pass counts per achievement, in order, belong to Curry through Armstrong (ids 1 to 9)', () => {
    const withDrill = CADET_ACHIEVEMENTS.filter((a) => a.Drill !== null);
    expect(withDrill.map((a) => a.CadetAchvID)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(withDrill.map((a) => `${a.DrillItemsPass}/${a.DrillItemsTotal}`)).toEqual([
      '11/15',
      '11/15',
      '8/11',
      '16/20',
      '4/5',
      '16/21',
      '4/5',
      '16/20',
      '7/10',
    ]);
    expect(DRILL_PASS_COUNTS).toHaveLength(9);
    CADET_ACHIEVEMENTS.filter((a) => a.Drill === null).forEach((a) => {
      expect([a.DrillItemsPass, a.DrillItemsTotal, a.DrillTestWebLink]).toEqual([0, 0, null]);
    });
  });

  it('§5 quiz: achievement ids 8, 10, 12, 14, 17, 20 and 21 (and anything up to 8) come with a promotion to grade', () => {
    const promoting = CADET_ACHIEVEMENTS.filter((a) => promotesToGrade(a.CadetAchvID)).map(
      (a) => a.CadetAchvID,
    );
    expect(promoting).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 10, 12, 14, 17, 20, 21]);
  });

  it('§5 quiz: encampment is needed for the Mitchell award (id 10) only; RCLS for Eaker (id 20) only', () => {
    expect(CADET_ACHIEVEMENTS.filter((a) => a.Encampment).map((a) => a.CadetAchvID)).toEqual([10]);
    expect(CADET_ACHIEVEMENTS.filter((a) => a.RCLS).map((a) => a.CadetAchvID)).toEqual([20]);
  });

  it('phase III and IV achievements (9 to 16) ask for mentoring and all three SDA parts; Armstrong a writing and a presentation', () => {
    const staff = [11, 12, 13, 15, 16, 17, 18, 19];
    CADET_ACHIEVEMENTS.forEach((a) => {
      expect(a.Mentor).toBe(staff.includes(a.CadetAchvID));
      expect(a.SDAService).toBe(staff.includes(a.CadetAchvID));
    });
    const armstrong = achievementById(9)!;
    expect([armstrong.SDAWriting, armstrong.SDAPresentation, requiresSDA(armstrong)]).toEqual([
      true,
      true,
      true,
    ]);
    expect(requiresSDA(achievementById(5)!)).toBe(false);
  });

  it('every award 1 to 21 asks for the Cadet Oath; the bookkeeping entries ask for nothing and link nowhere', () => {
    CADET_ACHIEVEMENTS.forEach((a) => expect(a.Oath).toBe(a.CadetAchvID >= 1 && a.CadetAchvID <= 21));
    for (const id of [0, 22, 23]) {
      const a = achievementById(id)!;
      expect([a.Leadership, a.Aerospace, a.Drill, a.ReqsWebLink, a.CharDev]).toEqual([
        null,
        null,
        null,
        null,
        false,
      ]);
    }
  });

  it('links: each award has a public requirements page; a test link exists exactly when the test is required', () => {
    CADET_ACHIEVEMENTS.filter((a) => a.CadetAchvID >= 1 && a.CadetAchvID <= 21).forEach((a) => {
      expect(a.ReqsWebLink).toMatch(/^https:\/\/www\.gocivilairpatrol\.com\/.+\/$/);
      expect(a.LeadTestWebLink !== null).toBe(a.Leadership !== null);
      expect(a.AeroTestWebLink !== null).toBe(a.Aerospace !== null);
      expect(a.DrillTestWebLink !== null).toBe(a.Drill !== null);
    });
    expect(new Set(CADET_ACHIEVEMENTS.map((a) => a.ReqsWebLink).filter(Boolean)).size).toBe(21);
  });

  it('§3 grade order map applies to achievement grades: C/AB 0, C/Amn 1 ... C/Col 14, Pending none', () => {
    expect(achievementGradeOrder(0)).toBe(0);
    expect(achievementGradeOrder(1)).toBe(1);
    expect(achievementGradeOrder(5)).toBe(5);
    expect(achievementGradeOrder(10)).toBe(9);
    expect(achievementGradeOrder(21)).toBe(14);
    expect(achievementGradeOrder(23)).toBeNull();
    expect(achievementGradeOrder(24)).toBeNull();
    expect(achievementById(1.5)).toBeUndefined();
  });
});
