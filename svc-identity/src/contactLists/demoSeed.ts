// Demo only (npm start): a few md001 members whose stored addresses show the email selector's
// rules — first available address, parent emails, and the missing-email warning. The fixtures
// (tests, e2e) keep every member's generated addresses. Idempotent: the same contact every start.
import { emptyContact, type MemberContact } from '@portal/contracts';
import type { Pool } from 'pg';

const DEMO_CONTACTS: ReadonlyArray<{ id: number; contact: MemberContact }> = [
  // a cadet with only a parent address: listed with parent emails on, warned about with them off
  {
    id: 510033,
    contact: {
      ...emptyContact(),
      CELLPHONE: { PRIMARY: '(410)555-0133' },
      CADETPARENTPHONE: { PRIMARY: '(443)555-0144' },
      CADETPARENTEMAIL: { PRIMARY: 'parent.of.510033@example.com' },
    },
  },
  // a cadet without a primary address: the secondary one is the first available
  {
    id: 510035,
    contact: {
      ...emptyContact(),
      CELLPHONE: { PRIMARY: '410 555 0135' },
      EMAIL: { SECONDARY: 'school.510035@example.com', EMERGENCY: 'backup.510035@example.com' },
      CADETPARENTEMAIL: { PRIMARY: 'parent.of.510035@example.com' },
    },
  },
  // a senior member without any address stored: always the warning
  { id: 510042, contact: { ...emptyContact(), HOMEPHONE: { PRIMARY: '301-555-0142' } } },
];

export async function seedContactListsDemo(client: Pick<Pool, 'query'>): Promise<void> {
  for (const { id, contact } of DEMO_CONTACTS) {
    await client.query(
      `UPDATE identity.members SET contact = $2 WHERE account_id = 'md001' AND type = 'CAPNHQMember' AND id = $1`,
      [String(id), contact],
    );
  }
}
