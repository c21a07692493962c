// svc-identity configuration from the environment (names fixed in docs/foundation.md).
import { createHash } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { publicURLFromEnv, sharedServerConfig, type SharedServerConfig } from '@portal/contracts/server';
import { currentScrypt } from './passwords/hash.ts';

export type CaptchaMode = 'altcha' | 'none';

export interface IdentityConfig extends SharedServerConfig {
  port: number;
  /** svc-files' base URL (FILES_URL): the registry's favicon is checked there (§2 Site configuration). */
  filesUrl: string;
  defaultAccount: string;
  captcha: CaptchaMode;
  /** HMAC key that signs altcha challenges. */
  captchaHmacKey: string;
  /** Numeric CAPNHQMember ids allowed to su (never in code). */
  superUserIDs: number[];
  /** Whether the session cookie carries Secure (off for http://*.localhost). */
  secureCookies: boolean;
  // Sign-in limits (limits/signinLimits.ts): failures are counted, never successes.
  /** Failures in a row of one username from one address (IPv4 or IPv6 /64) before that pair is locked. */
  signinFailuresPerUserAddress: number;
  /** Failures in a row from one device cookie of its member before that cookie stops counting as known. */
  signinFailuresPerDevice: number;
  /** Failures of one username from clients without its device cookie, any address, per failure window. */
  signinFailuresPerUser: number;
  /** Failures from one address, any username, per failure window (slows brute force and spraying). */
  signinFailuresPerAddress: number;
  /** How long failures are remembered (the per-user and per-address caps are per this window). */
  signinFailureWindowSeconds: number;
  /** How long a locked username+address pair, device or username (for unknown clients) stays locked. */
  signinLockSeconds: number;
  /** Lifetime of the device cookie a successful sign-in leaves in the browser. */
  signinDeviceDays: number;
  /** Requests per address per mail window of each account mail flow (each flow counts apart). */
  passwordResetLimitPerAddress: number;
  usernameRequestLimitPerAddress: number;
  accountRequestLimitPerAddress: number;
  accountMailWindowSeconds: number;
  /** Wrong MFA codes of one member (any session) before MFA is locked for that member. */
  mfaFailuresBeforeLock: number;
  /** The first MFA lock; each further lock doubles it, up to mfaLockMaxSeconds. */
  mfaLockSeconds: number;
  mfaLockMaxSeconds: number;
  /**
   * Proxies in front of the gateway (an ingress) whose X-Forwarded-For entry is trusted: the client
   * address is that many entries left of the gateway's own (http/clientAddress.ts). 0: the gateway
   * is the edge.
   */
  trustedProxyHops: number;
  /** Sign-in password hashes run at once (passwords/hashGate.ts); default: the cores. */
  signinHashConcurrency: number;
  /** Sign-ins waiting for a hash beyond those running; more are answered 503 SIGNIN_BUSY at once. */
  signinQueueMax: number;
  /**
   * The longest expected wait in the hash line a new sign-in is given; past it 503 SIGNIN_BUSY with
   * a Retry-After, before the gateway's upstream timeout (30 s) would answer 502 instead.
   */
  signinMaxWaitMs: number;
  /** How many previous passwords a new one may not repeat (InHistory). */
  passwordHistoryDepth: number;
  /** Passwords expire this many days after being set; 0 = never. */
  passwordMaxAgeDays: number;
  regularSessionMinutes: number;
  /** Lifetime of MFAInProgress and PasswordReset sessions. */
  shortSessionMinutes: number;
  mfaIssuer: string;
  /** For links in mails: members reach `{protocol}://{account}.{baseDomain}:{publicPort}`. */
  baseDomain: string;
  publicPort: number | string;
  publicProtocol: 'http' | 'https';
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): IdentityConfig {
  const shared = sharedServerConfig(env);
  const { contextSecret } = shared;
  const publicURL = publicURLFromEnv(env);
  // a wrong or (in production) weakening PASSWORD_HASH_LOG_N stops the service at start, not at a sign-in
  currentScrypt(env);
  const captcha = (env.CAPTCHA ?? 'altcha').toLowerCase();
  if (captcha !== 'altcha' && captcha !== 'none') {
    throw new Error(`CAPTCHA must be 'altcha' or 'none', got '${env.CAPTCHA}'`);
  }
  return {
    port: intFrom(env.IDENTITY_PORT, 8081),
    filesUrl: env.FILES_URL ?? 'http://127.0.0.1:8083',
    ...shared,
    defaultAccount: env.DEFAULT_ACCOUNT ?? 'md001',
    captcha,
    // derived from CONTEXT_SECRET unless set, so one secret is enough in development
    captchaHmacKey:
      env.CAPTCHA_HMAC_KEY ?? createHash('sha256').update(`altcha:${contextSecret}`).digest('hex'),
    superUserIDs: parseSuperUserIDs(env.SUPER_USER_IDS),
    secureCookies: env.SECURE_COOKIES === 'true',
    signinFailuresPerUserAddress: intFrom(env.SIGNIN_FAILURES_PER_USER_ADDRESS, 10),
    signinFailuresPerDevice: intFrom(env.SIGNIN_FAILURES_PER_DEVICE, 10),
    signinFailuresPerUser: intFrom(env.SIGNIN_FAILURES_PER_USER, 50),
    signinFailuresPerAddress: intFrom(env.SIGNIN_FAILURES_PER_ADDRESS, 100),
    signinFailureWindowSeconds: intFrom(env.SIGNIN_FAILURE_WINDOW_SECONDS, 24 * 60 * 60),
    signinLockSeconds: intFrom(env.SIGNIN_LOCK_SECONDS, 15 * 60),
    signinDeviceDays: intFrom(env.SIGNIN_DEVICE_DAYS, 365),
    passwordResetLimitPerAddress: intFrom(env.PASSWORD_RESET_LIMIT_PER_ADDRESS, 20),
    usernameRequestLimitPerAddress: intFrom(env.USERNAME_REQUEST_LIMIT_PER_ADDRESS, 20),
    accountRequestLimitPerAddress: intFrom(env.ACCOUNT_REQUEST_LIMIT_PER_ADDRESS, 20),
    accountMailWindowSeconds: intFrom(env.ACCOUNT_MAIL_WINDOW_SECONDS, 15 * 60),
    mfaFailuresBeforeLock: Math.max(1, intFrom(env.MFA_FAILURES_BEFORE_LOCK, 5)),
    mfaLockSeconds: intFrom(env.MFA_LOCK_SECONDS, 15 * 60),
    mfaLockMaxSeconds: intFrom(env.MFA_LOCK_MAX_SECONDS, 24 * 60 * 60),
    trustedProxyHops: intFrom(env.TRUSTED_PROXY_HOPS, 0),
    signinHashConcurrency: Math.max(1, intFrom(env.SIGNIN_HASH_CONCURRENCY, availableParallelism())),
    signinQueueMax: intFrom(env.SIGNIN_QUEUE_MAX, 50),
    signinMaxWaitMs: Math.max(1, intFrom(env.SIGNIN_MAX_WAIT_MS, 10_000)),
    passwordHistoryDepth: intFrom(env.PASSWORD_HISTORY_DEPTH, 5),
    passwordMaxAgeDays: intFrom(env.PASSWORD_MAX_AGE_DAYS, 0),
    regularSessionMinutes: intFrom(env.SESSION_MINUTES, 24 * 60),
    shortSessionMinutes: intFrom(env.SHORT_SESSION_MINUTES, 10),
    mfaIssuer: env.MFA_ISSUER ?? 'Unit Portal',
    baseDomain: publicURL.baseDomain,
    publicPort: publicURL.publicPort,
    publicProtocol: publicURL.protocol,
  };
}

export function parseSuperUserIDs(value: string | undefined): number[] {
  return (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => /^\d+$/.test(s))
    .map(Number);
}

function intFrom(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`Expected a whole number, got '${value}'`);
  return n;
}
