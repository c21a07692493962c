// Events §7 "Own promotion requirements": GET /api/member/promotionrequirements/currentuser (svc-events,
// cadets only), through the kit's client; the answer is checked with the contracts' schema.
import {
  PROMOTION_REQUIREMENTS_PATHS,
  promotionRequirementsCurrentUserResponse,
  type PromotionRequirementsCurrentUserResponse,
} from '@portal/contracts';
import { apiClient, getChecked, type ApiClient } from '@portal/kit';

/** The signed-in cadet's requirements record (403 for a senior member, 401 when signed out). */
export function loadOwnPromotionRequirements(
  client: ApiClient = apiClient,
  signal?: AbortSignal,
): Promise<PromotionRequirementsCurrentUserResponse> {
  return getChecked(
    client,
    PROMOTION_REQUIREMENTS_PATHS.currentUser,
    promotionRequirementsCurrentUserResponse,
    signal,
  );
}
