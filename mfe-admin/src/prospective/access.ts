import { mayCreateProspectiveMember, mayManageProspectiveMembers, type Member } from '@portal/contracts';

/** The management page: ProspectiveMemberManagement FULL (§6), or the super user. */
export const mayManageProspectives = (member: Member, superUser: boolean): boolean =>
  superUser || mayManageProspectiveMembers(member);

/** The create page: §6 "Creating prospective accounts requires a signed-in member." */
export const mayCreateProspectives = (member: Member): boolean => mayCreateProspectiveMember(member);
