import { describe, expect, it } from 'vitest';
import {
  completedRequirementTags,
  REQUIREMENT_TAG_OPTIONS,
  requirementTagFromOption,
  requirementTagOption,
  showsGroupEventNumber,
  showsRequirementTag,
} from './requirementTags.ts';

describe("§3 requirementTag list: 'index 0 of the list is 'Not Needed''", () => {
  it("starts with 'Not Needed', then about 58 training names, each once", () => {
    expect(REQUIREMENT_TAG_OPTIONS[0]).toBe('Not Needed');
    expect(REQUIREMENT_TAG_OPTIONS.length).toBeGreaterThanOrEqual(50);
    expect(REQUIREMENT_TAG_OPTIONS.length).toBeLessThanOrEqual(66);
    expect(new Set(REQUIREMENT_TAG_OPTIONS).size).toBe(REQUIREMENT_TAG_OPTIONS.length);
    expect(REQUIREMENT_TAG_OPTIONS).toContain('Curry leadership');
    expect(REQUIREMENT_TAG_OPTIONS).toContain('Encampment');
  });

  it.each([
    ['Not Needed', null],
    ['Curry leadership', 'Curry leadership'],
  ])('option %s is stored as %s (a training name or null)', (option, tag) => {
    expect(requirementTagFromOption(option)).toBe(tag);
    expect(requirementTagOption(tag)).toBe(option);
  });
});

describe('§3 fields shown by account', () => {
  it.each([
    ['md001', true],
    ['md002', false],
    ['md000', false],
    [null, false],
  ] as const)("'The requirementTag field is shown only for one specific account': %s -> %s", (id, shown) => {
    expect(showsRequirementTag(id)).toBe(shown);
  });

  it.each([
    ['CAPSQUADRON', true],
    ['CAPGROUP', false],
    ['CAPWING', false],
    ['CAPREGION', false],
    ['CAPEVENT', false],
    [null, false],
  ] as const)("'The groupEventNumber field is shown only for squadron accounts': %s -> %s", (type, shown) => {
    expect(showsGroupEventNumber(type)).toBe(shown);
  });
});

describe('§5 requirement tags a member holds, from their cadet rows', () => {
  it.each([
    ['no rows', {}, []],
    [
      'an achievement row dates its leadership and aerospace parts',
      { CadetAchv: [{ CadetAchvID: '2', LeadLabDateP: '9/14/2026', AEDateP: '10/1/2026', MoralLDateP: '' }] },
      ['Arnold leadership', 'Arnold aerospace'],
    ],
    [
      "the export's 1/1/1900 placeholder is not done",
      { CadetAchv: [{ CadetAchvID: '1', LeadLabDateP: '1/1/1900' }] },
      [],
    ],
    [
      'activities by Type or Name, completed',
      {
        CadetActivities: [
          { Type: 'ENCAMP', Name: 'Maryland Wing Encampment', Completed: '7/20/2026' },
          { Type: 'GES', Name: '', Completed: '' },
          { Type: 'RCLS', Name: 'Region Cadet Leadership School', Completed: '6/1/2026' },
        ],
      },
      ['Encampment', 'Region Cadet Leadership School'],
    ],
  ] as const)('%s', (_name, rows, tags) => {
    expect(completedRequirementTags(rows)).toEqual(tags);
  });
});
