import path from 'node:path';
import { loadConfig } from '../config.ts';
import type { PublicURLConfig } from '@portal/contracts/server';

/** What the email worker reads from the environment: the service's config plus the mail settings. */
export interface EmailConfig {
  redisUrl: string;
  redisPrefix: string;
  /** When set, mail goes out over SMTP; otherwise into mailDir. */
  smtpUrl: string | undefined;
  /** MAIL_DIR, resolved against the working directory (default ./data/mail). */
  mailDir: string;
  mailFrom: string;
  logLevel: string;
  publicURL: PublicURLConfig;
}

export function emailConfigFromEnv(env: NodeJS.ProcessEnv = process.env): EmailConfig {
  const config = loadConfig(env);
  return {
    redisUrl: config.redisUrl,
    redisPrefix: config.redisPrefix,
    smtpUrl: env.SMTP_URL || undefined,
    mailDir: path.resolve(env.MAIL_DIR || './data/mail'),
    mailFrom: env.MAIL_FROM || `Unit portal <no-reply@${config.baseDomain}>`,
    logLevel: config.logLevel,
    publicURL: {
      baseDomain: config.baseDomain,
      publicPort: config.publicPort,
      protocol: config.publicProtocol,
    },
  };
}
