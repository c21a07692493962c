// Ended (or changed) sessions are published so the gateway evicts its cached context at once. The
// message is the session KEY (sessionKey of the cookie value): the raw id is never known here.
import { sessionEndedChannel } from '@portal/contracts/server';
import type { AppDeps } from '../deps.ts';

export async function publishSessionEnded(
  deps: Pick<AppDeps, 'redis' | 'config'>,
  sessionKey: string,
): Promise<void> {
  await deps.redis.publish(sessionEndedChannel(deps.config.redisPrefix), sessionKey);
}
