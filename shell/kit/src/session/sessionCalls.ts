import { checkResponse, signinResponse, type SigninResponse } from '@portal/contracts';
import type { ApiClient } from '../api/client.ts';
import { parseCheck, type CheckedSession } from './check.ts';

/** GET /api/check, read with contracts' checkResponse (a looser read if the shape drifts). */
export async function checkSession(client: ApiClient): Promise<CheckedSession> {
  const body = await client.get('/api/check');
  const parsed = checkResponse.safeParse(body);
  if (!parsed.success) console.warn('GET /api/check answered an unexpected shape', parsed.error.issues);
  return parseCheck(parsed.success ? parsed.data : body);
}

/** POST /api/member/session/logout (with the CSRF token); 204. */
export async function logout(client: ApiClient): Promise<void> {
  await client.post('/api/member/session/logout');
}

/**
 * POST /api/signin (platform §3 sign-in request): username trimmed, the captcha value as the
 * Recaptcha token. No CSRF token: the body's `token` is the captcha (foundation "CSRF token").
 */
export function requestSignin(
  client: ApiClient,
  input: { username: string; password: string; captcha: string },
): Promise<SigninResponse> {
  return client.post(
    '/api/signin',
    {
      username: input.username.trim(),
      password: input.password,
      token: { type: 'Recaptcha', response: input.captcha },
    },
    { csrf: false, schema: signinResponse },
  );
}
