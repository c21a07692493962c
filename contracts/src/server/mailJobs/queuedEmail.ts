// How every service shapes a mail job before it goes on the `email` queue: the kind, the envelope
// and the kind's data, under the business-key job id `{kind in lower case}-{key}` (BullMQ 6
// refuses ':' in custom ids, so the key must not hold one).
import type { EmailJob } from '../../email/emailJob.ts';
import type { QueuedEmail } from '../email/emailQueue.ts';

export function queuedEmail<J extends EmailJob>(
  kind: J['kind'],
  key: string,
  envelope: { accountID: string; to: string },
  data: J['data'],
): QueuedEmail<J> {
  const job = { kind, accountID: envelope.accountID, to: envelope.to, data } as J;
  return { jobId: `${kind.toLowerCase()}-${key}`, job };
}
