// A gateway in front of test upstreams on its own Redis prefix, for tests that need one with
// settings of their own (a short UPSTREAM_TIMEOUT_MS, say); ready once its subscription is live.
import { randomBytes } from 'node:crypto';
import pino from 'pino';
import { createGateway, type Gateway } from '../app.ts';
import { loadConfig } from '../config.ts';

export async function startTestGateway(
  upstreams: { identityUrl: string; eventsUrl: string },
  env: Record<string, string> = {},
): Promise<Gateway> {
  const config = loadConfig({
    IDENTITY_URL: upstreams.identityUrl,
    EVENTS_URL: upstreams.eventsUrl,
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    REDIS_PREFIX: `test-gateway-${randomBytes(6).toString('hex')}`,
    CONTEXT_SECRET: 'test-gateway-secret',
    ...env,
  });
  const gateway = createGateway(config, { logger: pino({ level: 'silent' }) });
  await gateway.ready;
  return gateway;
}
