// Password hashing, policy, history and expiry. Used by sign-in, the expired-password form,
// and the account flows (finish setup, finish reset).
export {
  hashPassword,
  verifyPassword,
  needsRehash,
  dummyPasswordHash,
  OWASP_SCRYPT,
  currentScrypt,
} from './hash.ts';
export { setPassword, createLogin, checkPasswordAge, isInHistory, passwordExpiry } from './setPassword.ts';
export type { SetPasswordInput, CreateLoginResult } from './setPassword.ts';
