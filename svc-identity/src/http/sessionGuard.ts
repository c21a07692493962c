// A session that is half-way through signing in (MFAInProgress) or must change its expired
// password (PasswordReset) may only finish that step (foundation "Sign-in"): every other call
// is refused. Calls that never act as the member stay open so the sign-in page still works:
// a new sign-in, its captcha, and the public site configuration.
import { API_ERRORS, type SessionType } from '@portal/contracts';
import { httpError } from '@portal/contracts/server';
import type { RequestHandler } from 'express';
import { contextOf, fullPath } from './context.ts';

const ALWAYS_ALLOWED = [
  '/api/check',
  '/api/token',
  '/api/member/session/finishmfa',
  '/api/member/session/logout',
];
const OPEN_WITHOUT_MEMBER = [
  '/api/signin',
  '/api/captcha',
  'GET /api/signin/nonce',
  'GET /api/registry',
  // The account flows act through an emailed secret or a captcha, never as the session's member.
  '/api/member/account/capnhq/requestaccount',
  '/api/member/account/capnhq/requestusername',
  '/api/member/account/requestpasswordreset',
  '/api/member/account/finishpasswordreset',
  '/api/member/account/finishsetup',
  '/api/errors/clienterror',
];

const ALLOWED: Partial<Record<SessionType, Set<string>>> = {
  MFAInProgress: new Set([...ALWAYS_ALLOWED, ...OPEN_WITHOUT_MEMBER]),
  PasswordReset: new Set([...ALWAYS_ALLOWED, ...OPEN_WITHOUT_MEMBER, '/api/member/passwordreset']),
};

export function isAllowedForSession(type: SessionType, method: string, path: string): boolean {
  const allowed = ALLOWED[type];
  if (!allowed) return true;
  const normalized = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return allowed.has(normalized) || allowed.has(`${method} ${normalized}`);
}

export const restrictIncompleteSessions: RequestHandler = (req, res, next) => {
  const { session } = contextOf(res);
  if (session && !isAllowedForSession(session.type, req.method, fullPath(req)))
    throw httpError(API_ERRORS.signInRequired);
  next();
};
