// Calls of the sign-in key management page (/admin/signinkeys) and the sign-in nonce:
// GET /api/signin/keys, POST /api/signin/keys, DELETE /api/signin/keys/{id}, GET /api/signin/nonce.
import { z } from 'zod';
import { MemberReference } from '../entities/memberReference.ts';
import { SIGNIN_KEY_ALGORITHMS, SIGNIN_KEY_MESSAGES, SIGNIN_KEY_SCOPES } from './rules.ts';

export const SigninKey = z.object({
  id: z.string(),
  name: z.string(),
  scope: z.enum(SIGNIN_KEY_SCOPES),
  algorithm: z.enum(SIGNIN_KEY_ALGORITHMS),
  /** Hex SHA-256 of the key's SPKI DER form, to compare with the client's key. */
  fingerprint: z.string(),
  member: MemberReference.nullable(),
  createdBy: MemberReference,
  /** ms since the epoch */
  created: z.number(),
  /** ms since the epoch; null while the key is live */
  revoked: z.number().nullable(),
});
export type SigninKey = z.infer<typeof SigninKey>;

export const signinKeyListResponse = z.object({ keys: z.array(SigninKey) });
export type SigninKeyListResponse = z.infer<typeof signinKeyListResponse>;

export const registerSigninKeyRequest = z
  .object({
    name: z.string().trim().min(1, SIGNIN_KEY_MESSAGES.nameEmpty).max(100),
    scope: z.enum(SIGNIN_KEY_SCOPES),
    publicKey: z.string().min(1, SIGNIN_KEY_MESSAGES.publicKeyInvalid).max(4000),
    /** Required for User scope, ignored otherwise. */
    member: MemberReference.nullable().optional(),
  })
  .superRefine((value, ctx) => {
    if (value.scope === 'User' && !value.member) {
      ctx.addIssue({ code: 'custom', message: SIGNIN_KEY_MESSAGES.memberRequired, path: ['member'] });
    }
  });
export type RegisterSigninKeyRequest = z.infer<typeof registerSigninKeyRequest>;

export const registerSigninKeyResponse = z.object({ key: SigninKey });
export type RegisterSigninKeyResponse = z.infer<typeof registerSigninKeyResponse>;

/** GET /api/signin/nonce: a single-use nonce for a Signature sign-in token (expires in seconds). */
export const signinNonceResponse = z.object({ nonce: z.string(), expiresIn: z.number().int() });
export type SigninNonceResponse = z.infer<typeof signinNonceResponse>;
