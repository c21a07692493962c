import { hasPermission, type Member } from '@portal/contracts';

/** Both prospective member pages: ProspectiveMemberManagement FULL (§6), or the super user. */
export const mayManageProspectives = (member: Member, superUser: boolean): boolean =>
  superUser || hasPermission(member, 'ProspectiveMemberManagement', 'FULL');
