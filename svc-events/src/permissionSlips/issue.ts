// Issuing a slip's link: a fresh token (hashed in the row, the old hash retired so its link stops
// at once), a new version, and the guardians' mails enqueued in the same transaction (a Redis
// failure rolls the issue back, so no slip says "sent" without its mail).
import type { Event, SlipFieldName } from '@portal/contracts';
import type { PoolClient } from 'pg';
import type { SlipCadet } from './cadets.ts';
import type { PermissionSlipDeps } from './slipDeps.ts';
import { slipRequestEmails } from './slipMail.ts';
import { findSlip, issueSlip, recordRetiredToken, type SlipRow } from './slipRepository.ts';
import { hashSlipToken, newSlipToken } from './slipTokens.ts';

export async function issueAndMail(
  db: PoolClient,
  deps: Pick<PermissionSlipDeps, 'mail' | 'baseURL'>,
  event: Event,
  cadet: SlipCadet,
  options: { state: 'SENT' | 'NEEDS_RESIGNING'; changed: SlipFieldName[]; reminder: boolean; now: number },
): Promise<SlipRow> {
  const previous = await findSlip(db, event.accountID, event.id, cadet.member, true);
  if (previous) await recordRetiredToken(db, previous.token_hash, previous);
  const token = newSlipToken();
  const row = await issueSlip(db, {
    accountID: event.accountID,
    eventID: event.id,
    member: cadet.member,
    memberName: cadet.name,
    tokenHash: hashSlipToken(token),
    expiresAt: event.pickupDateTime,
    now: options.now,
    state: options.state,
  });
  if (options.reminder) {
    await db.query(
      `UPDATE events.permission_slips SET reminded_version = version
        WHERE account_id = $1 AND event_id = $2 AND member_type = $3 AND member_id = $4`,
      [row.account_id, row.event_id, row.member_type, row.member_id],
    );
  }
  for (const { jobId, job } of slipRequestEmails({
    accountID: event.accountID,
    event,
    cadet,
    to: cadet.guardians,
    version: row.version,
    token,
    baseURL: deps.baseURL(event.accountID),
    eventLink: deps.mail!.eventLink(event.accountID, event.id),
    changed: options.changed,
    reminder: options.reminder,
  }))
    await deps.mail!.enqueue(jobId, job);
  return row;
}
