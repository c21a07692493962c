import { useNavigate, useParams } from 'react-router-dom';
import { apiClient, useSession } from '@portal/kit';
import { accountSignedInResponse } from '@portal/contracts';

/**
 * The pages opened from an emailed link (/finishaccount/{token}, /finishpasswordreset/{token}):
 * post the link's token with the form, which signs the member in; reload the session and go to
 * /admin (platform §2). `token` is the link's secret, so the CSRF token travels in x-csrf-token.
 */
export function useEmailedLinkSignin(path: string) {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const { refresh } = useSession();
  return async (body: Record<string, string>) => {
    await apiClient.post(path, { token, ...body }, { csrf: 'header', schema: accountSignedInResponse });
    await refresh();
    navigate('/admin', { replace: true });
  };
}
