import path from 'node:path';
import type { PublicURLConfig } from './jobs.ts';

/** The environment the email queue, worker and link builder read (names from foundation.md). */
export interface EmailConfig {
  redisUrl: string;
  redisPrefix: string;
  smtpUrl: string | undefined;
  mailDir: string;
  mailFrom: string;
  publicURL: PublicURLConfig;
}

export function emailConfigFromEnv(env: NodeJS.ProcessEnv = process.env): EmailConfig {
  const baseDomain = env.BASE_DOMAIN || 'localhost';
  return {
    redisUrl: env.REDIS_URL || 'redis://127.0.0.1:6379',
    redisPrefix: env.REDIS_PREFIX || 'portal',
    smtpUrl: env.SMTP_URL || undefined,
    mailDir: path.resolve(env.MAIL_DIR || './data/mail'),
    mailFrom: env.MAIL_FROM || `Unit portal <no-reply@${baseDomain}>`,
    publicURL: {
      baseDomain,
      publicPort: env.PUBLIC_PORT || env.PORT || '8080',
      protocol: env.PUBLIC_PROTOCOL === 'https' ? 'https' : 'http',
    },
  };
}
