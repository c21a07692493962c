import { describe, expect, it } from 'vitest';
import { strToU8, zipSync } from 'fflate';
import { BadDataError } from './badData.ts';
import { readTable } from './delimited.ts';
import { parseCapwatchExport } from './parseExport.ts';
import { sampleFiles, sampleZip, zipFiles } from './sample.ts';

const MEMBER_HEADER =
  'CAPID,NameLast,NameFirst,NameMiddle,NameSuffix,Gender,DOB,Rank,Joined,Expiration,ORGID,Type';
const memberRow = (fields: Partial<Record<string, string>> = {}) => {
  const v = {
    CAPID: '519100',
    NameLast: 'Testwood',
    NameFirst: 'Ari',
    NameMiddle: '',
    NameSuffix: '',
    Gender: 'F',
    DOB: '03/14/2009',
    Rank: 'C/Amn',
    Joined: '09/01/2022',
    Expiration: '09/30/2027',
    ORGID: '9001',
    Type: 'CADET',
    ...fields,
  };
  return MEMBER_HEADER.split(',')
    .map((k) => v[k as keyof typeof v])
    .join(',');
};
const membersFile = (...rows: string[]) => [MEMBER_HEADER, ...rows].join('\n');

/** The BadData message parsing this zip gives. */
function badData(files: Record<string, string>): string {
  try {
    parseCapwatchExport(zipFiles(files));
  } catch (error) {
    expect(error).toBeInstanceOf(BadDataError);
    return (error as Error).message;
  }
  throw new Error('expected BadData');
}

describe('reading the tables (README "File layout": comma or tab, detected per file)', () => {
  it('reads comma-separated text with quoted fields holding commas, quotes and line breaks', () => {
    const table = readTable('A,B,C\r\n"1","x, ""y""","two\nlines"\r\n2,plain,\r\n', 'T.txt');
    expect(table.delimiter).toBe(',');
    expect([...table.records]).toEqual([
      { line: 2, values: { A: '1', B: 'x, "y"', C: 'two\nlines' } },
      { line: 4, values: { A: '2', B: 'plain', C: '' } },
    ]);
  });

  it('reads tab-separated text, skipping blank lines and a byte order mark', () => {
    const table = readTable('\ufeffCAPID\tType\n\n519001\tEMAIL\n', 'MbrContact.txt');
    expect(table.delimiter).toBe('\t');
    expect(table.header).toEqual(['CAPID', 'Type']);
    expect([...table.records]).toEqual([{ line: 3, values: { CAPID: '519001', Type: 'EMAIL' } }]);
  });

  it('the sample (tab-separated contacts, comma-separated members) parses whole', () => {
    const data = parseCapwatchExport(sampleZip());
    expect(data.members).toHaveLength(13);
    expect(data.members.find((m) => m.capid === 519011)?.nameFirst).toBe('Sloane, "Sky"');
    expect(data.members.find((m) => m.capid === 519008)).toMatchObject({
      seniorMember: true,
      gender: 'MALE',
      dateOfBirth: '1979-02-11',
      nameSuffix: 'Jr',
      squadron: 'MER-MD-001',
    });
    expect(data.organizations).toHaveLength(3);
    expect(data.cadetSources).toEqual(['CadetAchv', 'CadetHFZInformation', 'OFlight']);
    // a pager is not a contact kind of platform §3; DoNotContact rows are left out
    expect(data.contacts.some((c) => c.contact === '555-0299')).toBe(false);
    expect(data.contacts.some((c) => c.contact === 'dale.work@example.com')).toBe(false);
  });

  it('finds the tables inside a folder of the zip, whatever the case of their names', () => {
    const zip = zipSync({ 'export/MEMBER.TXT': strToU8(membersFile(memberRow())) });
    expect(parseCapwatchExport(zip).members.map((m) => m.capid)).toEqual([519100]);
  });

  it('accepts ISO dates and dates with a time', () => {
    const data = parseCapwatchExport(
      zipFiles({
        'Member.txt': membersFile(memberRow({ DOB: '2009-03-14', Joined: '9/1/2022 12:00:00 AM' })),
      }),
    );
    expect(data.members[0]).toMatchObject({ dateOfBirth: '2009-03-14', joined: '2022-09-01' });
  });
});

describe('BadData (platform §8 import errors): a message naming the file and line', () => {
  it('a file that is not a zip', () => {
    expect(() => parseCapwatchExport(strToU8('not a zip at all'))).toThrow(/not a readable zip archive/);
  });

  it('a zip without Member.txt', () => {
    expect(badData({ 'MbrContact.txt': 'CAPID,Type,Priority,Contact\n' })).toBe(
      'Member.txt is missing from the zip',
    );
  });

  it('an empty table', () => {
    expect(badData({ 'Member.txt': '' })).toBe('Member.txt: the file is empty (a header row is required)');
  });

  it('a missing column', () => {
    expect(badData({ 'Member.txt': 'CAPID,NameFirst,ORGID,Type\n519100,Ari,9001,CADET\n' })).toBe(
      'Member.txt line 1: missing column NameLast',
    );
  });

  it('a CAPID that is not a member number', () => {
    expect(badData({ 'Member.txt': membersFile(memberRow(), memberRow({ CAPID: 'abc' })) })).toBe(
      "Member.txt line 3: CAPID 'abc' is not a member number",
    );
  });

  it('the same CAPID twice', () => {
    expect(badData({ 'Member.txt': membersFile(memberRow(), memberRow()) })).toBe(
      'Member.txt line 3: CAPID 519100 is also on line 2',
    );
  });

  it('an empty last name', () => {
    expect(badData({ 'Member.txt': membersFile(memberRow({ NameLast: '' })) })).toBe(
      'Member.txt line 2: NameLast is empty',
    );
  });

  it('a date that does not exist', () => {
    expect(badData({ 'Member.txt': membersFile(memberRow({ DOB: '02/30/2009' })) })).toBe(
      "Member.txt line 2: DOB '02/30/2009' is not a date",
    );
  });

  it('a gender other than M or F', () => {
    expect(badData({ 'Member.txt': membersFile(memberRow({ Gender: 'X' })) })).toBe(
      "Member.txt line 2: Gender 'X' is not M or F",
    );
  });

  it('an ORGID that is not a number', () => {
    expect(badData({ 'Member.txt': membersFile(memberRow({ ORGID: 'MD-001' })) })).toBe(
      "Member.txt line 2: ORGID 'MD-001' is not a number",
    );
  });

  it('a row with more fields than the header', () => {
    expect(badData({ 'Member.txt': membersFile(`${memberRow()},extra`) })).toBe(
      'Member.txt line 2: expected 12 fields, found 13',
    );
  });

  it('a quoted field that is never closed', () => {
    expect(
      badData({ 'Member.txt': membersFile(memberRow(), memberRow({ CAPID: '519101', NameLast: '"Open' })) }),
    ).toBe('Member.txt line 3: a quoted field is not closed');
  });

  it('text after a closing quote', () => {
    expect(badData({ 'Member.txt': membersFile(memberRow({ NameLast: '"Quo"ted' })) })).toBe(
      'Member.txt line 2: text follows a closing quote',
    );
  });

  it('a contact priority other than PRIMARY, SECONDARY or EMERGENCY', () => {
    const files = sampleFiles({
      'MbrContact.txt': 'CAPID\tType\tPriority\tContact\n519001\tEMAIL\tFIRST\ta@example.com\n',
    });
    expect(badData(files)).toBe(
      "MbrContact.txt line 2: Priority 'FIRST' is not PRIMARY, SECONDARY or EMERGENCY",
    );
  });

  it('a duty position whose Asst is not 0 or 1', () => {
    const files = sampleFiles({ 'DutyPosition.txt': 'CAPID,Duty,Asst,ORGID\n519008,Commander,maybe,9001\n' });
    expect(badData(files)).toBe("DutyPosition.txt line 2: Asst 'maybe' is not 0 or 1");
  });

  it('a cadet record with a bad CAPID', () => {
    const files = sampleFiles({ 'OFlight.txt': 'CAPID,Syllabus\n51900X,1\n' });
    expect(badData(files)).toBe("OFlight.txt line 2: CAPID '51900X' is not a member number");
  });

  it('the same table twice', () => {
    expect(
      badData({ 'Member.txt': membersFile(memberRow()), 'copy/Member.csv': membersFile(memberRow()) }),
    ).toMatch(/^the zip holds Member twice/);
  });
});
