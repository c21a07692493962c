/**
 * Solves an altcha v2 proof-of-work challenge in the page with WebCrypto (PBKDF2), using altcha's
 * own solver, loaded on demand. The answer is the payload svc-identity verifies:
 * base64(JSON({ challenge, solution })).
 */
export async function solveAltcha(challenge: unknown, signal?: AbortSignal): Promise<string> {
  const [{ solveChallenge }, { deriveKey }] = await Promise.all([
    import(/* webpackChunkName: "altcha" */ 'altcha-lib'),
    import(/* webpackChunkName: "altcha" */ 'altcha-lib/algorithms/web/pbkdf2'),
  ]);
  const controller = new AbortController();
  signal?.addEventListener('abort', () => controller.abort());
  type Options = Parameters<typeof solveChallenge>[0];
  const solution = await solveChallenge({
    challenge: challenge as Options['challenge'],
    deriveKey: deriveKey as Options['deriveKey'],
    controller,
  });
  if (!solution) throw new Error('The captcha could not be solved');
  return encodePayload(challenge, solution);
}

export function encodePayload(challenge: unknown, solution: unknown): string {
  const json = JSON.stringify({ challenge, solution });
  const bytes = new TextEncoder().encode(json);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}
