// The reports widget's data: §7 GET /api/member/promotionrequirements/account (svc-events; the
// widget's right: flight and command duty holders, or PromotionManagement FULL) and the public
// GET /api/registry (site name for the §9 header, flights for the 60-1a, time zone for file names).
import {
  PROMOTION_REQUIREMENTS_PATHS,
  promotionRequirementsAccountResponse,
  type PromotionRequirementsAccountResponse,
  type Registry,
} from '@portal/contracts';
import { apiClient, getChecked, type ApiClient } from '@portal/kit';
import { loadRegistry } from '../calendar/calendarCalls.ts';

export interface ReportsData {
  items: PromotionRequirementsAccountResponse;
  registry: Registry;
}

/** Both calls at once; rejects with the first failure (the widget shows its message). */
export async function loadReportsData(
  client: ApiClient = apiClient,
  signal?: AbortSignal,
): Promise<ReportsData> {
  const [items, registry] = await Promise.all([
    getChecked(client, PROMOTION_REQUIREMENTS_PATHS.account, promotionRequirementsAccountResponse, signal),
    loadRegistry(client, signal),
  ]);
  return { items, registry };
}
