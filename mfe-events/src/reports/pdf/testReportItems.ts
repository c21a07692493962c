// A fictional unit for the report PDF tests (no real people): cadets at different points of the
// programme, one expired membership, one senior member.
import { emptyContact, type Member } from '@portal/contracts';
import { type ReportItem } from '@portal/contracts/documents';
import { NOW, progress, recordAt, utc } from '@portal/contracts/testing/cadetRecords';
import { testMember } from '../../testing/testEvents.tsx';

export { NOW };

const DAY = 86_400_000;

function cadet(id: number, nameFirst: string, nameLast: string, extra: Partial<Member> = {}): Member {
  return {
    ...testMember(id, nameLast),
    nameFirst,
    memberRank: 'C/Amn',
    seniorMember: false,
    gender: 'FEMALE',
    dateOfBirth: utc(2012, 3, 15),
    joined: utc(2025, 6, 1),
    expirationDate: NOW + 200 * DAY,
    contact: emptyContact(),
    ...extra,
  } as Member;
}

export const UNIT: ReportItem[] = [
  {
    member: cadet(519001, 'Alice', 'Able', { flight: 'Alpha' }),
    requirements: recordAt(
      { CadetAchvID: 2, status: 'INC' },
      {
        CurrentCadetAchv: progress(2, { CadetOath: true, LeadLabDateP: utc(2026, 10, 20) }),
        LastAprvDate: utc(2026, 10, 1),
        HFZRecord: {
          DateTaken: utc(2026, 10, 6),
          IsPassed: false,
          PacerRun: '15',
          MileRun: '12:10',
          CurlUp: '14',
        },
      },
    ),
  },
  {
    member: cadet(519002, 'Bob', 'Baker', {
      memberRank: 'C/2dLt',
      gender: 'MALE',
      dateOfBirth: utc(2009, 1, 2),
      flight: 'Bravo',
    }),
    requirements: recordAt(
      { CadetAchvID: 11, status: 'APR' },
      {
        LastAprvDate: utc(2026, 8, 1),
        HFZRecord: {
          DateTaken: utc(2026, 6, 10),
          IsPassed: true,
          PacerRun: '60',
          PushUp: '30',
          SitAndReach: '11',
        },
      },
    ),
  },
  {
    member: cadet(519003, 'Carla', 'Cortez', { memberRank: 'C/SSgt', expirationDate: NOW - 5 * DAY }),
    requirements: recordAt(
      { CadetAchvID: 6, status: 'APR' },
      {
        LastAprvDate: utc(2026, 5, 1),
        HFZRecord: { DateTaken: utc(2026, 9, 1), IsPassed: true, MileRun: '9:40' },
      },
    ),
  },
  {
    member: { ...cadet(519004, 'Dana', 'Senior'), memberRank: 'Capt', seniorMember: true },
    requirements: null,
  },
];
