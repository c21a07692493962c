// Provider states of mfe-events' cadet record editor pact (mfe-events/src/pact/
// cadetRecords.identity.pact.test.ts -> contracts/pacts/mfe-events-svc-identity.json
// "a manager can also enter them"). The fixtures give md001's admin (510001, Admin preset)
// PromotionManagement FULL and its cadet (510004, Member preset) none; the demo cadet rows give
// 510004 Feik in progress. Each state checks what the interactions rely on, so a change of the
// fixtures fails here by name rather than as a wrong status.
import { seedCadetRecordsDemo } from '../cadetRecords/demoSeed.ts';
import type { ServiceDeps } from '../deps.ts';

/** Names agreed with the consumer (STATES in the pact test). */
export const CADET_ENTRY_STATE_NAMES = {
  manager: 'cadetrecords: a signed-in promotion manager',
  cadet: 'cadetrecords: a signed-in cadet without PromotionManagement',
  gesEntry: 'cadetrecords: the cadet 510004 has a GES entry',
} as const;

export function cadetEntryStates(
  deps: ServiceDeps,
  seed: () => Promise<unknown>,
  signedIn: (username: string) => Promise<{ sessionID: string }>,
) {
  async function promotionManagementOf(memberID: number): Promise<string | null> {
    await seed();
    await seedCadetRecordsDemo(deps.pool, deps.clock());
    const { rows } = await deps.pool.query<{ level: string | null }>(
      `SELECT p.permissions->>'PromotionManagement' AS level
         FROM identity.members m
         LEFT JOIN identity.permissions p
           ON p.account_id = m.account_id AND p.member_type = m.type AND p.member_id = m.id
        WHERE m.account_id = 'md001' AND m.type = 'CAPNHQMember' AND m.id = $1`,
      [String(memberID)],
    );
    return rows[0]?.level ?? null;
  }

  return {
    [CADET_ENTRY_STATE_NAMES.manager]: async () => {
      if ((await promotionManagementOf(510001)) !== 'FULL')
        throw new Error('the fixtures no longer give md001 admin 510001 PromotionManagement FULL');
      return signedIn('admin');
    },
    [CADET_ENTRY_STATE_NAMES.cadet]: async () => {
      if ((await promotionManagementOf(510004)) === 'FULL')
        throw new Error('the fixtures now give md001 cadet 510004 PromotionManagement FULL');
      return signedIn('cadet');
    },
    [CADET_ENTRY_STATE_NAMES.gesEntry]: async () => {
      await seed();
      await seedCadetRecordsDemo(deps.pool, deps.clock());
      const { rows } = await deps.pool.query<{ id: string }>(
        `INSERT INTO identity.cadet_record_entries
           (account_id, member_type, member_id, kind, payload, entered_by_type, entered_by_id, entered_by_name)
         VALUES ('md001', 'CAPNHQMember', '510004', 'ges', $1, 'CAPNHQMember', '510001', 'Lt Col Alex Admin')
         RETURNING id`,
        [JSON.stringify({ kind: 'ges', date: '2026-11-01' })],
      );
      return { entryID: Number(rows[0]!.id) };
    },
  };
}
