// A gateway in front of test upstreams, on its own Redis prefix with a test secret, from the
// environment variables a test sets (its upstreams' URLs, a short UPSTREAM_TIMEOUT_MS, ...);
// ready once its subscription is live.
import { randomBytes } from 'node:crypto';
import pino from 'pino';
import { createGateway, type Gateway } from '../app.ts';
import { loadConfig } from '../config.ts';

export async function startTestGateway(env: Record<string, string>): Promise<Gateway> {
  const config = loadConfig({
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    REDIS_PREFIX: `test-gateway-${randomBytes(6).toString('hex')}`,
    CONTEXT_SECRET: 'test-gateway-secret',
    ...env,
  });
  const gateway = createGateway(config, { logger: pino({ level: 'silent' }) });
  await gateway.ready;
  return gateway;
}
