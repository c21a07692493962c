import { z } from 'zod';
import { Member } from '../entities/member.ts';
import { SessionType } from '../entities/session.ts';
import { SigninCode, SigninResult } from '../errors/signin.ts';

/**
 * `POST /api/signin` (platform §3 Sign-in request, §5: username trimmed, password and captcha
 * non-empty). The `token` is the captcha: `Recaptcha` carries the captcha value in `response`
 * (the altcha payload, or any non-empty value with CAPTCHA=none). `Signature` (trusted clients,
 * contracts/src/signinKeys): the signature (base64) of a nonce from GET /api/signin/nonce by the
 * registered key `keyID`; a missing part, a bad signature or a used nonce answers TokenInvalid.
 */
export const signinRequest = z.object({
  username: z.string().trim().min(1, 'username is required'),
  password: z.string().min(1, 'password is required'),
  token: z.discriminatedUnion('type', [
    z.object({ type: z.literal('Recaptcha'), response: z.string().min(1, 'token.response is required') }),
    z.object({
      type: z.literal('Signature'),
      signature: z.string().max(2000),
      nonce: z.string().max(200).optional(),
      keyID: z.string().max(100).optional(),
    }),
  ]),
});
export type SigninRequest = z.infer<typeof signinRequest>;

/**
 * Every sign-in result is a 200 with this body (a 400 is only a malformed request, 429 the rate
 * limit). The session cookie is set for None, PasswordExpired (PasswordReset session) and
 * MFAChallengeRequired (MFAInProgress session). `message` is the §8 text for failed results.
 */
export const signinResponse = z.object({
  result: SigninResult,
  code: SigninCode,
  message: z.string().optional(),
  member: Member.nullable().optional(),
  sessionType: SessionType.optional(),
});
export type SigninResponse = z.infer<typeof signinResponse>;

/** `GET /api/check`: the session check. `error` is NONE for a signed-in member. */
export const checkResponse = z.object({
  error: SigninCode,
  member: Member.nullable(),
  sessionType: SessionType.optional(),
  /** True for the privileged site user (a super user, platform §6): the dashboard shows every widget. */
  superUser: z.boolean().optional(),
});
export type CheckResponse = z.infer<typeof checkResponse>;

/** `GET /api/token`: the CSRF token for mutating calls (JSON body field `token`). */
export const tokenResponse = z.object({ token: z.string().min(1) });
export type TokenResponse = z.infer<typeof tokenResponse>;

/** POST /api/echo (platform §7 "other"): any JSON object, answered back less its CSRF `token`. */
export const echoBody = z.record(z.string(), z.unknown());

/**
 * `GET /api/captcha`: `altcha` gives the signed proof-of-work challenge for the altcha widget
 * (altcha v2 format); the widget's base64 payload is then the captcha value. `none` needs no widget.
 */
export const captchaResponse = z.object({
  type: z.enum(['altcha', 'none']),
  challenge: z.unknown().optional(),
});
export type CaptchaResponse = z.infer<typeof captchaResponse>;
