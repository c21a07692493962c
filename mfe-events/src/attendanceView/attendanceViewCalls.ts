// Events §7 GET /member/attendance, /member/attendance/{reference} and /member/attendance/group
// (and GET /member/byid/{reference} for the name of the member the page opens on) through the
// kit's client, answers checked with contracts' schemas.
import {
  groupAttendanceResponse,
  memberByIdResponse,
  memberAttendanceResponse,
  stringifyMemberReference,
  type GroupAttendanceResponse,
  type Member,
  type MemberAttendanceResponse,
  type MemberReference,
} from '@portal/contracts';
import { apiClient, type ApiClient } from '@portal/kit';

export function loadOwnAttendance(client: ApiClient = apiClient): Promise<MemberAttendanceResponse> {
  return client.get('/api/member/attendance', { schema: memberAttendanceResponse });
}

export function loadMemberAttendance(
  member: MemberReference,
  client: ApiClient = apiClient,
): Promise<MemberAttendanceResponse> {
  const reference = encodeURIComponent(stringifyMemberReference(member));
  return client.get(`/api/member/attendance/${reference}`, { schema: memberAttendanceResponse });
}

export function loadGroupAttendance(client: ApiClient = apiClient): Promise<GroupAttendanceResponse> {
  return client.get('/api/member/attendance/group', { schema: groupAttendanceResponse });
}

export function loadMemberByReference(
  member: MemberReference,
  client: ApiClient = apiClient,
): Promise<Member> {
  const reference = encodeURIComponent(stringifyMemberReference(member));
  return client.get(`/api/member/byid/${reference}`, { schema: memberByIdResponse });
}
