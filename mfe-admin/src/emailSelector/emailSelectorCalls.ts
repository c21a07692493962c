// The calls behind the email selectors and contact lists, through the kit's client:
// GET /api/member/contacts (unit selector, flight and squadron contact) and
// GET /api/team/{id}/members (team selector; built by the teams feature of svc-identity).
import {
  CONTACT_LIST_PATH,
  contactListResponse,
  EMAIL_SELECTOR_MESSAGES,
  SERVICE_UNAVAILABLE_CODE,
  teamMembersResponse,
  type ContactListResponse,
  type TeamMembersResponse,
} from '@portal/contracts';
import { apiClient, isApiError, type ApiClient } from '@portal/kit';

export function loadContactList(
  client: ApiClient = apiClient,
  signal?: AbortSignal,
): Promise<ContactListResponse> {
  return client.get(CONTACT_LIST_PATH, { schema: contactListResponse, ...(signal ? { signal } : {}) });
}

export function loadTeamMembers(
  teamID: number,
  client: ApiClient = apiClient,
  signal?: AbortSignal,
): Promise<TeamMembersResponse> {
  return client.get(`/api/team/${teamID}/members`, {
    schema: teamMembersResponse,
    ...(signal ? { signal } : {}),
  });
}

/**
 * §8: "server messages shown as is for … email selector" (a refusal such as 'You do not have
 * permission to do that', or the gateway's 'service is not available' note); anything else (no
 * connection, a crash, an answer of the wrong shape) says 'There was an error loading the member list'.
 */
export function loadErrorMessage(error: unknown): string {
  if (
    isApiError(error) &&
    error.isServerError &&
    error.message &&
    (error.status < 500 || error.code === SERVICE_UNAVAILABLE_CODE)
  ) {
    return error.message;
  }
  return EMAIL_SELECTOR_MESSAGES.loadError;
}
