// The imported CAPWATCH rows as the editor lists them (what the import already has).
import { emptyCadetRows } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { importedFacts } from './importedFacts.ts';

describe('importedFacts', () => {
  it('nothing imported: no groups', () => {
    expect(importedFacts(emptyCadetRows())).toEqual([]);
  });

  it('one line per row, dates as the file has them, empty and 1900 dates left out', () => {
    expect(
      importedFacts({
        ...emptyCadetRows(),
        CadetAchvAprs: [
          { CadetAchvID: '2', Status: 'APR', DateMod: '9/1/2026' },
          { CadetAchvID: '3', Status: '' },
        ],
        CadetAchv: [
          { CadetAchvID: '3', LeadLabDateP: '10/2/2026', AEDateP: '1/1/1900', CadetOath: '1', OtherReq: '0' },
          { CadetAchvID: '4' },
        ],
        CadetHFZInformation: [{ DateTaken: '10/5/2026', IsPassed: 'False' }],
        OFlight: [{ Syllabus: '6', FltDate: '8/1/2026' }],
        CadetActivities: [{ Type: 'ENCAMP', Name: '', Completed: '7/20/2026' }],
      }),
    ).toEqual([
      { title: 'Approvals', lines: ['Arnold (2): APR 9/1/2026', 'Feik (3): INC'] },
      {
        title: 'Requirements',
        lines: ['Feik (3): Cadet oath, Leadership 10/2/2026', 'Wright Brothers (4): nothing recorded'],
      },
      { title: 'Fitness tests', lines: ['10/5/2026: failed'] },
      { title: 'Orientation flights', lines: ['Syllabus 6: 8/1/2026'] },
      { title: 'Activities', lines: ['ENCAMP: 7/20/2026'] },
    ]);
  });
});
