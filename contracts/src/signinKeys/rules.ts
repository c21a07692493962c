// Signature sign-in keys (platform §3 Signature sign-in token; scopes Global, Account, User).
// A trusted client signs the server's single-use nonce with a registered key instead of solving a
// captcha. Pure rules shared by the management page and svc-identity.
import type { MemberReference } from '../entities/memberReference.ts';

export const SIGNIN_KEY_SCOPES = ['Global', 'Account', 'User'] as const;
export type SigninKeyScope = (typeof SIGNIN_KEY_SCOPES)[number];
export const SIGNIN_KEY_SCOPE_LABELS: Record<SigninKeyScope, string> = {
  Global: 'Global (every account)',
  Account: 'Account (any member)',
  User: 'User (one member)',
};

export const SIGNIN_KEY_ALGORITHMS = ['Ed25519', 'ECDSA-P256'] as const;
export type SigninKeyAlgorithm = (typeof SIGNIN_KEY_ALGORITHMS)[number];

/** How long a sign-in nonce may be used (seconds); it is single use within that time. */
export const SIGNIN_NONCE_TTL_SECONDS = 120;

export const SIGNIN_KEY_MESSAGES = {
  nameEmpty: 'Key name cannot be empty',
  publicKeyInvalid: 'The public key must be an Ed25519 or ECDSA P-256 public key in PEM (SPKI) form',
  memberRequired: 'A User scope key must name the member it may sign in as',
  memberNotFound: 'That member does not exist in this account',
  globalSuperUserOnly: 'Only a super user may register or revoke a Global key',
  notFound: 'That sign-in key does not exist',
} as const;

export interface SigninKeyScopeHolder {
  scope: SigninKeyScope;
  /** The account the key was registered in. */
  accountID: string;
  /** The member a User scope key may sign in as; null otherwise. */
  member: MemberReference | null;
  revoked: boolean;
}

/**
 * Whether a key may stand in for the captcha of a sign-in to `accountID` as `member`: Global
 * covers every account, Account every member of its own account, User one member of its account.
 * A revoked key covers nothing.
 */
export function signinKeyCovers(
  key: SigninKeyScopeHolder,
  target: { accountID: string; member: MemberReference | null },
): boolean {
  if (key.revoked) return false;
  if (key.scope === 'Global') return true;
  if (key.accountID !== target.accountID) return false;
  if (key.scope === 'Account') return true;
  return (
    key.member !== null &&
    target.member !== null &&
    key.member.type === target.member.type &&
    String(key.member.id) === String(target.member.id)
  );
}

/** Who may register or revoke a key of a scope: Global only for super users (PermissionManagement FULL is checked apart). */
export function mayManageScope(scope: SigninKeyScope, superUser: boolean): boolean {
  return scope !== 'Global' || superUser;
}
