// The cadets a slip is for: the event's committed attendees who are cadets (not senior members),
// with their parents' or guardians' addresses (CADETPARENTEMAIL, each priority, de-duplicated),
// from svc-identity's member details of the event's account.
import {
  stringifyMemberReference,
  uniqueAddresses,
  type Event,
  type Member,
  type MemberReference,
} from '@portal/contracts';
import { HttpError } from '@portal/contracts/server';
import type { Pool, PoolClient } from 'pg';
import { storageOf } from '../attendance/attendanceAccess.ts';
import { listAttendance } from '../attendance/attendanceRepository.ts';
import type { MemberDetailsClient } from '../orgInfo/memberDetailsClient.ts';

export interface SlipCadet {
  member: MemberReference;
  name: string;
  guardians: string[];
}

const PRIORITIES = ['PRIMARY', 'SECONDARY', 'EMERGENCY'] as const;

export function guardianAddresses(member: Pick<Member, 'contact'>): string[] {
  const parent = member.contact.CADETPARENTEMAIL;
  return uniqueAddresses(PRIORITIES.map((p) => (parent[p] ?? '').trim()).filter((a) => a.includes('@')));
}

export const unavailable = () =>
  new HttpError(503, 'UNAVAILABLE', 'Could not load member information; please try again');

export async function committedCadets(
  db: Pool | PoolClient,
  memberDetails: MemberDetailsClient | null,
  event: Event,
): Promise<SlipCadet[]> {
  if (!memberDetails) throw unavailable();
  const records = (await listAttendance(db, storageOf(event))).filter(
    (r) => r.status === 'COMMITTEDATTENDED',
  );
  if (records.length === 0) return [];
  const details = await memberDetails
    .detailsOf(
      event.accountID,
      records.map((r) => r.memberID),
    )
    .catch(() => {
      throw unavailable();
    });
  const byKey = new Map(details.found.map((d) => [stringifyMemberReference(d.member), d.member]));
  return records.flatMap((r) => {
    const member = byKey.get(stringifyMemberReference(r.memberID));
    if (!member || member.seniorMember) return [];
    return [{ member: r.memberID, name: r.memberName, guardians: guardianAddresses(member) }];
  });
}
