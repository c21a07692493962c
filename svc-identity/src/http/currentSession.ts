// Calls that change a session re-read it from the database (the authority), bound to the
// context's account, instead of trusting the gateway's few-seconds-old cached answer.
import type { SessionType } from '@portal/contracts';
import type { Response } from 'express';
import type { ServiceDeps } from '../deps.ts';
import { resolveSession, type Session } from '../sessions/store.ts';
import { contextOf } from './context.ts';

export async function currentSession(
  deps: ServiceDeps,
  res: Response,
  types: readonly SessionType[],
): Promise<Session | null> {
  const context = contextOf(res);
  if (!context.session) return null;
  const session = await resolveSession(deps, context.accountID, context.session.id);
  return session && types.includes(session.type) ? session : null;
}
