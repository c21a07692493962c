// The device cookie (OWASP "Slow down online guessing attacks with device cookies"): a successful
// sign-in leaves a signed cookie naming the account, the member's username key and a random nonce.
// A sign-in that brings a valid one for the username it tries is from a known device: it is counted
// per device (the nonce), not per username or address, so a stranger's failures never lock it out.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { parse } from 'cookie';
import type { Request, Response } from 'express';
import type { IdentityConfig } from '../config.ts';

export const DEVICE_COOKIE = 'deviceid';
/** Sent only with sign-in calls: nothing else needs it, so nothing else can leak it. */
const DEVICE_COOKIE_PATH = '/api/signin';

interface DevicePayload {
  /** account id: the cookie is host-only anyway, the signature binds it too */
  a: string;
  /** the username key (normaliseUsername) */
  u: string;
  /** random per issue: what failures of this device are counted under */
  n: string;
}

type DeviceConfig = Pick<IdentityConfig, 'contextSecret' | 'secureCookies' | 'signinDeviceDays'>;

/** Its own key, derived from the service secret, so a device cookie can sign nothing else. */
function deviceKey(config: DeviceConfig): Buffer {
  return createHash('sha256').update(`device-cookie:${config.contextSecret}`).digest();
}

function sign(config: DeviceConfig, payload: string): string {
  return createHmac('sha256', deviceKey(config)).update(payload).digest('base64url');
}

export function setDeviceCookie(
  res: Response,
  config: DeviceConfig,
  device: { accountID: string; usernameKey: string },
): void {
  const payload = Buffer.from(
    JSON.stringify({ a: device.accountID, u: device.usernameKey, n: randomBytes(16).toString('base64url') }),
  ).toString('base64url');
  res.cookie(DEVICE_COOKIE, `${payload}.${sign(config, payload)}`, {
    httpOnly: true,
    sameSite: 'lax',
    path: DEVICE_COOKIE_PATH,
    secure: config.secureCookies,
    maxAge: config.signinDeviceDays * 24 * 60 * 60 * 1000,
  });
}

/**
 * The nonce of the request's device cookie when it is validly signed and names this account and
 * username key; null otherwise (no cookie, another member's, or an altered one).
 */
export function knownDevice(
  req: Request,
  config: DeviceConfig,
  device: { accountID: string; usernameKey: string },
): string | null {
  const header = req.headers.cookie;
  if (!header?.includes(DEVICE_COOKIE)) return null;
  const value = parse(header)[DEVICE_COOKIE];
  const [payload, signature, extra] = (value ?? '').split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(config, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  let parsed: Partial<DevicePayload>;
  try {
    parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Partial<DevicePayload>;
  } catch {
    return null;
  }
  if (parsed.a !== device.accountID || parsed.u !== device.usernameKey || typeof parsed.n !== 'string') {
    return null;
  }
  return parsed.n;
}
