// §7 GET /api/events/{id}/audit: the audit items of an event (any non-NONE level for the event; the
// server answers everyone else with its refusal), checked with the contracts' schema.
import { auditResponse, type AuditItem } from '@portal/contracts';
import { apiClient, getChecked, type ApiClient } from '@portal/kit';

export function loadAudit(
  id: number,
  client: ApiClient = apiClient,
  signal?: AbortSignal,
): Promise<AuditItem[]> {
  return getChecked(client, `/api/events/${id}/audit`, auditResponse, signal);
}
