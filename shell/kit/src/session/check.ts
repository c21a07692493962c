import type { Member, SessionType, SigninCode } from '@portal/contracts';

// TODO(contracts): parse with the identity check response schema once contracts/src/identity lands.
export type SessionMember = Member;

export interface CheckedSession {
  member: SessionMember | null;
  sessionType: SessionType | null;
  error: SigninCode | string;
  /** The privileged site user (a configured super user, platform §6). */
  superUser: boolean;
}

/**
 * Reads a GET /api/check answer `{ error, member, sessionType? }`. Platform §4: a session result
 * with an error means signed out, so a member counts only with error NONE.
 */
export function parseCheck(body: unknown): CheckedSession {
  const b = (body ?? {}) as { error?: unknown; member?: unknown; sessionType?: unknown; superUser?: unknown };
  const error = typeof b.error === 'string' ? b.error : 'SERVER_ERROR';
  const sessionType = typeof b.sessionType === 'string' ? (b.sessionType as SessionType) : null;
  const member =
    error === 'NONE' && b.member && typeof b.member === 'object' ? (b.member as SessionMember) : null;
  return { member, sessionType, error, superUser: member !== null && b.superUser === true };
}
