// Signing tokens: 32 random bytes (base64url, 43 characters) in the email only; the database keeps
// their SHA-256, so a copy of the database signs nothing.
import { createHash, randomBytes } from 'node:crypto';
import { canonicalSlipText, type MemberReference, type SlipFields } from '@portal/contracts';

export const newSlipToken = (): string => randomBytes(32).toString('base64url');

export const hashSlipToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** The hash of exactly what a guardian saw and signed: the event, the cadet and the slip's fields. */
export function slipContentHash(
  event: { accountID: string; id: number },
  cadet: { member: MemberReference; name: string },
  fields: SlipFields,
): string {
  const text = JSON.stringify([
    event.accountID,
    event.id,
    cadet.member,
    cadet.name,
    canonicalSlipText(fields),
  ]);
  return createHash('sha256').update(text).digest('hex');
}
