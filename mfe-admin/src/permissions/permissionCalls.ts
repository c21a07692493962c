// The browser calls of permission management (platform §7 GET/POST /member/permissions, plus the
// audit read). Responses are parsed with the contracts schemas.
import {
  Account,
  memberByIdResponse,
  permissionAuditResponse,
  permissionListResponse,
  type AccountType,
  type Member,
  type NewRole,
  type PermissionAuditEntry,
  type PermissionEntry,
} from '@portal/contracts';
import { apiClient, type ApiClient } from '@portal/kit';

export function loadAccountType(client: ApiClient = apiClient): Promise<AccountType> {
  return client.get('/api/accountcheck', { schema: Account }).then((account) => account.type);
}

/** GET /api/member/byid/{reference}: a member the page opens on who has no permissions yet. */
export function loadMember(reference: string, client: ApiClient = apiClient): Promise<Member> {
  return client.get(`/api/member/byid/${encodeURIComponent(reference)}`, { schema: memberByIdResponse });
}

export function loadPermissionEntries(client: ApiClient = apiClient): Promise<PermissionEntry[]> {
  return client.get('/api/member/permissions', { schema: permissionListResponse });
}

export function loadPermissionAudit(client: ApiClient = apiClient): Promise<PermissionAuditEntry[]> {
  return client.get('/api/member/permissions/audit', { schema: permissionAuditResponse });
}

/** Sends the full list after the edit (token added by the client); answers the saved list. */
export function savePermissions(
  newRoles: NewRole[],
  client: ApiClient = apiClient,
): Promise<PermissionEntry[]> {
  return client.post('/api/member/permissions', { newRoles }, { schema: permissionListResponse });
}
