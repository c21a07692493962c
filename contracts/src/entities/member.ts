import { z } from 'zod';
import { PermissionSet } from '../permissions/permissionSet.ts';
import { perKey } from './perKey.ts';

/** Platform §3 Contact: six kinds, each with PRIMARY, SECONDARY and EMERGENCY strings. */
export const ContactKind = z.enum([
  'CELLPHONE',
  'WORKPHONE',
  'HOMEPHONE',
  'CADETPARENTPHONE',
  'EMAIL',
  'CADETPARENTEMAIL',
]);
export type ContactKind = z.infer<typeof ContactKind>;
export const ContactPriority = z.enum(['PRIMARY', 'SECONDARY', 'EMERGENCY']);
export type ContactPriority = z.infer<typeof ContactPriority>;

export const ContactInstance = z.object({
  PRIMARY: z.string().optional(),
  SECONDARY: z.string().optional(),
  EMERGENCY: z.string().optional(),
});
export type ContactInstance = z.infer<typeof ContactInstance>;

export const MemberContact = z.object(perKey(ContactKind.options, () => ContactInstance));
export type MemberContact = z.infer<typeof MemberContact>;

export function emptyContact(): MemberContact {
  return perKey(ContactKind.options, () => ({}));
}

export const Gender = z.enum(['MALE', 'FEMALE']);
export type Gender = z.infer<typeof Gender>;

/** NHQ = assigned by national headquarters; CAPUnit = temporary, assigned locally with an expiry. */
export const DutyPositionType = z.enum(['NHQ', 'CAPUnit']);
export type DutyPositionType = z.infer<typeof DutyPositionType>;

/** Times are milliseconds since the epoch throughout the contracts. */
export const DutyPosition = z.object({
  duty: z.string(),
  date: z.number(),
  /** Temporary (CAPUnit) positions expire; NHQ positions carry null. */
  expires: z.number().nullable(),
  type: DutyPositionType,
  orgid: z.number().int(),
  assistant: z.boolean(),
});
export type DutyPosition = z.infer<typeof DutyPosition>;

export const AbsenteeInformation = z.object({
  absentUntil: z.number(),
  comments: z.string(),
});
export type AbsenteeInformation = z.infer<typeof AbsenteeInformation>;

const memberFields = {
  nameFirst: z.string(),
  nameMiddle: z.string(),
  nameLast: z.string(),
  nameSuffix: z.string(),
  memberRank: z.string(),
  /** Unit name, e.g. 'MER-MD-001'. */
  squadron: z.string(),
  /** Flight name from the registry's RankAndFile.Flights, or null when unassigned. */
  flight: z.string().nullable(),
  /** Null for prospective members whose gender is not recorded. */
  gender: Gender.nullable(),
  dateOfBirth: z.number().nullable(),
  joined: z.number().nullable(),
  expirationDate: z.number().nullable(),
  seniorMember: z.boolean(),
  hasNHQReference: z.boolean(),
  orgid: z.number().int(),
  dutyPositions: z.array(DutyPosition),
  permissions: PermissionSet,
  teamIDs: z.array(z.number().int()),
  absenteeInformation: AbsenteeInformation.nullable(),
  contact: MemberContact,
};

export const NHQMember = z.object({
  type: z.literal('CAPNHQMember'),
  id: z.number().int().nonnegative(),
  ...memberFields,
});
export type NHQMember = z.infer<typeof NHQMember>;

export const ProspectiveMember = z.object({
  type: z.literal('CAPProspectiveMember'),
  id: z.string().min(1),
  ...memberFields,
});
export type ProspectiveMember = z.infer<typeof ProspectiveMember>;

/** Platform §3 Member: a national member or a prospective member, told apart by `type`. */
export const Member = z.discriminatedUnion('type', [NHQMember, ProspectiveMember]);
export type Member = z.infer<typeof Member>;

/** §3: names are trimmed with line breaks and repeated spaces collapsed. */
export function normalizeName(name: string): string {
  return name.replace(/\s+/g, ' ').trim();
}

/** 'C/Amn Jane Q Doe Jr' style display name. */
export function memberFullName(
  member: Pick<Member, 'memberRank' | 'nameFirst' | 'nameMiddle' | 'nameLast' | 'nameSuffix'>,
): string {
  return normalizeName(
    [
      member.memberRank,
      member.nameFirst,
      member.nameMiddle.slice(0, 1),
      member.nameLast,
      member.nameSuffix,
    ].join(' '),
  );
}
