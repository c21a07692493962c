// Tests only: the provider states of the permission slip pacts (names in @portal/contracts/testing
// EVENTS_STATES), and the slip feature's deps for the provider (mails on a queue of their own).
import { randomBytes } from 'node:crypto';
import { REQUIRED_FORMS_OPTIONS } from '@portal/contracts';
import { EVENTS_STATES } from '@portal/contracts/testing';
import { accountBaseURL } from '@portal/contracts/server/email';
import type { Pool } from 'pg';
import type { EventsDeps } from '../app.ts';
import { createEventMail } from '../mail/eventMail.ts';
import { issueSlip } from './slipRepository.ts';
import { hashSlipToken, newSlipToken } from './slipTokens.ts';
import { cadetDetails, REDIS_URL } from './testing.ts';

const CADET = { type: 'CAPNHQMember' as const, id: 520043 };
const CADET_NAME = 'C/Amn Casey Cadet';
const PUBLIC_URL = { baseDomain: 'localhost', publicPort: 8080 };

export function slipPactDeps(): { deps: NonNullable<EventsDeps['permissionSlips']>; close(): Promise<void> } {
  const mail = createEventMail({
    redisUrl: REDIS_URL,
    prefix: `test-slip-pact-${randomBytes(6).toString('hex')}`,
    publicURL: PUBLIC_URL,
  });
  return {
    deps: { mail, baseURL: (accountID) => accountBaseURL(PUBLIC_URL, accountID), limiter: null },
    close: () => mail.close(),
  };
}

export function slipProviderStates(
  h: { db: Pool },
  scope: { memberDetails: Map<string, ReturnType<typeof cadetDetails>[]> },
) {
  return {
    // after 'event 1 exists': it asks for the 60-80, and a cadet with a parent's address attends
    [EVENTS_STATES.slipsRequired]: async () => {
      await h.db.query(
        `UPDATE events.events SET details = jsonb_set(details, '{requiredForms,values}', $1::jsonb)
          WHERE account_id = 'md001' AND id = 1`,
        [JSON.stringify(REQUIRED_FORMS_OPTIONS.map((label) => label.includes('60-80')))],
      );
      await h.db.query(
        `INSERT INTO events.attendance (account_id, event_id, member_type, member_id, member_name, timestamp,
           status, source_account_id, source_event_id)
         VALUES ('md001', 1, 'CAPNHQMember', $1, $2, $3, 'COMMITTEDATTENDED', 'md001', 1)`,
        [String(CADET.id), CADET_NAME, Date.now()],
      );
      scope.memberDetails.set('md001', [
        cadetDetails(CADET, ['Casey', 'Cadet'], ['jordan.cadet@example.org']),
      ]);
      return { cadetID: CADET.id };
    },
    // the cadet's slip sent: the link's token (only its hash is stored)
    [EVENTS_STATES.slipSent]: async () => {
      const token = newSlipToken();
      const { rows } = await h.db.query<{ pickup: string }>(
        "SELECT pickup_date_time AS pickup FROM events.events WHERE account_id = 'md001' AND id = 1",
      );
      await issueSlip(h.db, {
        accountID: 'md001',
        eventID: 1,
        member: CADET,
        memberName: CADET_NAME,
        tokenHash: hashSlipToken(token),
        expiresAt: Number(rows[0]!.pickup),
        now: Date.now(),
        state: 'SENT',
      });
      return { slipToken: token, cadetID: CADET.id };
    },
  };
}
