// The drive's storage quotas (our design; the spec is silent): a member may keep up to a quota of
// bytes in an account's drive (the files they own, wherever they sit), and the account as a whole
// up to its own. svc-files refuses an upload past either (413, STORAGE_QUOTA_ERRORS) before its
// bytes are stored and again when it commits; the drive shows both.
//   GET /api/files/quota -> driveQuotaResponse (signed-in members: their usage and the account's)
import { z } from 'zod';

const MiB = 1024 * 1024;
const GiB = 1024 * MiB;

/** Defaults of DRIVE_MEMBER_QUOTA_BYTES and DRIVE_ACCOUNT_QUOTA_BYTES. */
export const DEFAULT_MEMBER_QUOTA_BYTES = 2 * GiB;
export const DEFAULT_ACCOUNT_QUOTA_BYTES = 50 * GiB;

export const storageUsage = z.object({
  /** Bytes of the files counted (ready and still uploading; failed uploads keep no bytes). */
  used: z.number().int().nonnegative(),
  quota: z.number().int().positive(),
});
export type StorageUsage = z.infer<typeof storageUsage>;

/** GET /api/files/quota: the caller's own usage and their account's. */
export const driveQuotaResponse = z.object({ member: storageUsage, account: storageUsage });
export type DriveQuota = z.infer<typeof driveQuotaResponse>;

/**
 * Which quota adding `incoming` bytes would pass: the member's first (the one the uploader can
 * act on), then the account's; null when both hold them. Exactly at the quota is allowed.
 */
export function exceededQuota(usage: DriveQuota, incoming: number): 'member' | 'account' | null {
  if (usage.member.used + incoming > usage.member.quota) return 'member';
  if (usage.account.used + incoming > usage.account.quota) return 'account';
  return null;
}

/** Bytes that still fit under both quotas (0 when either is full or past). */
export const roomLeft = (usage: DriveQuota): number =>
  Math.max(0, Math.min(usage.member.quota - usage.member.used, usage.account.quota - usage.account.used));

/** A size for people: '512 bytes', '1.5 KiB', '12.3 MiB', '2 GiB' (binary units, one decimal). */
export function formatStorageSize(bytes: number): string {
  const units = ['KiB', 'MiB', 'GiB', 'TiB'];
  if (bytes < 1024) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
  let value = bytes;
  let unit = 'bytes';
  for (const next of units) {
    if (value < 1024) break;
    value /= 1024;
    unit = next;
  }
  const rounded = Math.round(value * 10) / 10;
  return `${Number.isInteger(rounded) ? rounded.toFixed(0) : rounded.toFixed(1)} ${unit}`;
}

/** The share of a quota used, 0..100 (a bar's width), never past 100. */
export const usedPercent = ({ used, quota }: StorageUsage): number =>
  Math.min(100, Math.round((used / quota) * 1000) / 10);
