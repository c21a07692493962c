// The public calls of the online CAPF 60-80 (no sign-in; the link's token is the only key): read
// the slip to sign, then sign or decline it. The kit's client sends the CSRF token of the
// anonymous session with the answer, as with every write.
import {
  PERMISSION_SLIP_PATHS,
  SLIP_TOKEN_REFUSALS,
  SlipForSigning,
  signSlipRequest,
  signSlipResponse,
  type SignSlipRequest,
  type SignSlipResponse,
  type SlipTokenRefusal,
} from '@portal/contracts';
import { apiClient, isApiError, type ApiClient } from '@portal/kit';

const signPath = (token: string) => PERMISSION_SLIP_PATHS.sign.replace('{token}', encodeURIComponent(token));

/** GET /api/permissionslips/sign/{token}: the slip's content, for the guardian to read. */
export function loadSlipForSigning(
  token: string,
  client: ApiClient = apiClient,
  signal?: AbortSignal,
): Promise<SlipForSigning> {
  return client.get(signPath(token), { schema: SlipForSigning, ...(signal ? { signal } : {}) });
}

/** POST /api/permissionslips/sign/{token}: the guardian's answer; the slip's new state. */
export function answerSlip(
  token: string,
  body: SignSlipRequest,
  client: ApiClient = apiClient,
): Promise<SignSlipResponse> {
  return client.post(signPath(token), signSlipRequest.parse(body), { schema: signSlipResponse });
}

/** Which refusal of a link an error is (the server's words are the contracts' messages), if any. */
export function refusalOf(error: unknown): SlipTokenRefusal | null {
  if (!isApiError(error)) return null;
  const found = (Object.keys(SLIP_TOKEN_REFUSALS) as SlipTokenRefusal[]).find(
    (key) => SLIP_TOKEN_REFUSALS[key].message === error.message,
  );
  return found ?? null;
}
