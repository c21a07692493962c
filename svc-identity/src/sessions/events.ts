// Ended (or changed) sessions are published so the gateway evicts its cached context at once.
import { sessionEndedChannel } from '@portal/contracts/server';
import type { AppDeps } from '../deps.ts';

export async function publishSessionEnded(
  deps: Pick<AppDeps, 'redis' | 'config'>,
  sessionID: string,
): Promise<void> {
  await deps.redis.publish(sessionEndedChannel(deps.config.redisPrefix), sessionID);
}
