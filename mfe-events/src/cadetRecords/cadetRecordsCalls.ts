// The manager's cadet record editor calls (svc-identity; contracts cadetProgramme/entryCalls.ts).
// The kit's client adds the CSRF token to POST and DELETE.
import {
  CADET_RECORDS_PATH,
  cadetRecordCadetsResponse,
  cadetRecordEditorResponse,
  cadetRecordEntriesPath,
  cadetRecordEntryPath,
  cadetRecordPath,
  createCadetRecordEntryResponse,
  type CadetRecordCadet,
  type CadetRecordEditorResponse,
  type CadetRecordEntry,
  type CadetRecordEntryInput,
  type MemberReference,
} from '@portal/contracts';
import { apiClient, getChecked, type ApiClient } from '@portal/kit';

export async function loadCadets(
  client: ApiClient = apiClient,
  signal?: AbortSignal,
): Promise<CadetRecordCadet[]> {
  const answer = await getChecked(client, CADET_RECORDS_PATH, cadetRecordCadetsResponse, signal);
  return answer.cadets;
}

export function loadCadetRecord(
  member: MemberReference,
  client: ApiClient = apiClient,
  signal?: AbortSignal,
): Promise<CadetRecordEditorResponse> {
  return getChecked(client, cadetRecordPath(member), cadetRecordEditorResponse, signal);
}

export function addCadetEntry(
  member: MemberReference,
  entry: CadetRecordEntryInput,
  client: ApiClient = apiClient,
): Promise<CadetRecordEntry> {
  return client.post(cadetRecordEntriesPath(member), entry, { schema: createCadetRecordEntryResponse });
}

export async function deleteCadetEntry(
  member: MemberReference,
  id: number,
  client: ApiClient = apiClient,
): Promise<void> {
  await client.delete(cadetRecordEntryPath(member, id));
}
