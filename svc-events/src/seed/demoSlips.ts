// The online CAPF 60-80 in the demo: the 'Cadet Orientation Flights' (its required forms include the
// 60-80) gets a slip in each state for its first committed cadets: signed (the demo user 'cadet'),
// sent, declined and needs re-signing (signed before the meet time moved by an hour); its other
// committed cadets show "not requested". Links of the demo are never emailed: only a hash of a
// random token is stored, as the request call would. Idempotent: a slip already there is kept.
import { randomBytes } from 'node:crypto';
import { slipFieldsOf, type Event, type SlipFields } from '@portal/contracts';
import type { PoolClient } from 'pg';
import { findEvent } from '../events/repository.ts';
import { hashSlipToken, slipContentHash } from '../permissionSlips/slipTokens.ts';
import { ATTENDEES, type DemoAttendee } from './demoAttendance.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export const SLIP_DEMO_EVENT = {
  name: 'Cadet Orientation Flights',
  subtitle: 'Powered flights in the Cessna 172',
};

interface DemoSlip {
  who: DemoAttendee;
  state: 'SENT' | 'SIGNED' | 'DECLINED' | 'NEEDS_RESIGNING';
  guardian?: { name: string; relationship: string; phone: string };
}

/** One slip in each state (the cadets are committed attendees of the event in demoAttendance.ts). */
export const DEMO_SLIPS: readonly DemoSlip[] = [
  {
    who: ATTENDEES.cadet,
    state: 'SIGNED',
    guardian: { name: 'Jamie Cadet', relationship: 'Mother', phone: '(443)555-0115' },
  },
  { who: ATTENDEES.kestrelby, state: 'SENT' },
  {
    who: ATTENDEES.ravensdale,
    state: 'DECLINED',
    guardian: { name: 'Robin Ravensdale', relationship: 'Father', phone: '(443)555-0134' },
  },
  {
    who: ATTENDEES.harperPinecrest,
    state: 'NEEDS_RESIGNING',
    guardian: { name: 'Alex Pinecrest', relationship: 'Legal guardian', phone: '(443)555-0144' },
  },
];

const isDemoEvent = (event: Pick<Event, 'name' | 'subtitle'>) =>
  event.name === SLIP_DEMO_EVENT.name && event.subtitle === SLIP_DEMO_EVENT.subtitle;

/** What a guardian signed: the event's fields, or for a re-signing one the meet an hour earlier. */
function signedFields(event: Event, slip: DemoSlip): SlipFields {
  const fields = slipFieldsOf(event);
  return slip.state === 'NEEDS_RESIGNING' ? { ...fields, meetDateTime: fields.meetDateTime - HOUR } : fields;
}

/** Writes the demo slips of `event` if it is the slips' demo event; answers how many were added. */
export async function seedDemoSlips(db: PoolClient, seeded: Event, now: number): Promise<number> {
  if (!isDemoEvent(seeded)) return 0;
  // the event as the slip calls read it (resolved contacts and fee), so "what changed" is exact
  const event = (await findEvent(db, seeded.accountID, seeded.id))?.event ?? seeded;
  let added = 0;
  for (const [i, slip] of DEMO_SLIPS.entries()) {
    const sentAt = now - 3 * DAY + i * HOUR;
    const answered = slip.state !== 'SENT';
    const fields = signedFields(event, slip);
    const cadet = { member: slip.who.ref, name: slip.who.memberName };
    const result = await db.query(
      `INSERT INTO events.permission_slips
         (account_id, event_id, member_type, member_id, member_name, state, version, token_hash, expires_at,
          sent_at, signed_at, guardian_name, relationship, phone_during_activity, alternate_phone, signature,
          signer_ip, signer_user_agent, content_hash, signed_fields)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20)
       ON CONFLICT DO NOTHING`,
      [
        event.accountID,
        event.id,
        slip.who.ref.type,
        String(slip.who.ref.id),
        slip.who.memberName,
        slip.state,
        slip.state === 'NEEDS_RESIGNING' ? 2 : 1,
        // a link out (sent, or the re-signing request) has a live token; an answered one is spent
        slip.state === 'SENT' || slip.state === 'NEEDS_RESIGNING'
          ? hashSlipToken(randomBytes(32).toString('base64url'))
          : null,
        event.pickupDateTime,
        sentAt,
        answered ? sentAt + 5 * HOUR : null,
        slip.guardian?.name ?? null,
        slip.guardian?.relationship ?? null,
        slip.guardian?.phone ?? null,
        answered ? '' : null,
        slip.guardian?.name ?? null,
        answered ? '203.0.113.10' : null,
        answered ? 'Mozilla/5.0 (demo)' : null,
        answered ? slipContentHash(event, cadet, fields) : null,
        answered ? JSON.stringify(fields) : null,
      ],
    );
    added += result.rowCount ?? 0;
  }
  return added;
}
