// The drive's storage quotas from the environment: DRIVE_MEMBER_QUOTA_BYTES (the files one member
// owns in an account's drive) and DRIVE_ACCOUNT_QUOTA_BYTES (the whole account's), whole bytes,
// defaults in contracts' quota.ts. A malformed value stops the service at start rather than
// quietly running with another limit than the one its operator wrote.
import {
  DEFAULT_ACCOUNT_QUOTA_BYTES,
  DEFAULT_MEMBER_QUOTA_BYTES,
  STORAGE_QUOTA_ERRORS,
} from '@portal/contracts';

export interface DriveQuotas {
  memberBytes: number;
  accountBytes: number;
}

function bytesFrom(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value <= 0) {
    throw new Error(`${name} must be a whole number of bytes above 0 (got ${JSON.stringify(raw)})`);
  }
  return value;
}

export function driveQuotasFrom(env: NodeJS.ProcessEnv): DriveQuotas {
  return {
    memberBytes: bytesFrom(env, 'DRIVE_MEMBER_QUOTA_BYTES', DEFAULT_MEMBER_QUOTA_BYTES),
    accountBytes: bytesFrom(env, 'DRIVE_ACCOUNT_QUOTA_BYTES', DEFAULT_ACCOUNT_QUOTA_BYTES),
  };
}

/** The catalogue's 413 for the quota an upload would pass. */
export const quotaRefusal = (which: 'member' | 'account') =>
  which === 'member' ? STORAGE_QUOTA_ERRORS.memberQuotaFull : STORAGE_QUOTA_ERRORS.accountQuotaFull;
