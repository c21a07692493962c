// Provider states of mfe-events' scanner pact (mfe-events/src/pact/scanAdd.identity.pact.test.ts ->
// contracts/pacts/mfe-events-svc-identity.json; events §7 "Scan mode POST /member/session/scanadd").
// The fixtures give md001's admin (510001, Admin preset) ScanAdd YES and its cadet (510004, Member
// preset) none; each state checks that still holds, so a change of the fixtures fails here by name
// rather than as a 204 where a 403 was expected.
import type { ServiceDeps } from '../deps.ts';

/** Names agreed with the consumer (SCAN_ADD_STATES in the pact test). */
export const SCAN_ADD_STATE_NAMES = {
  operator: 'scanadd: a signed-in member admin holding ScanAdd',
  withoutScanAdd: 'scanadd: a signed-in member cadet without ScanAdd',
} as const;

export function scanAddStates(
  deps: ServiceDeps,
  seed: () => Promise<unknown>,
  signedIn: (username: string) => Promise<{ sessionID: string }>,
) {
  async function scanAddOf(memberID: number): Promise<string | null> {
    await seed();
    const { rows } = await deps.pool.query<{ scan_add: string | null }>(
      `SELECT p.permissions->>'ScanAdd' AS scan_add
         FROM identity.members m
         LEFT JOIN identity.permissions p
           ON p.account_id = m.account_id AND p.member_type = m.type AND p.member_id = m.id
        WHERE m.account_id = 'md001' AND m.type = 'CAPNHQMember' AND m.id = $1`,
      [String(memberID)],
    );
    return rows[0]?.scan_add ?? null;
  }

  return {
    [SCAN_ADD_STATE_NAMES.operator]: async () => {
      if ((await scanAddOf(510001)) !== 'YES')
        throw new Error('the fixtures no longer give md001 admin 510001 ScanAdd YES');
      return signedIn('admin');
    },
    [SCAN_ADD_STATE_NAMES.withoutScanAdd]: async () => {
      if ((await scanAddOf(510004)) === 'YES')
        throw new Error('the fixtures now give md001 cadet 510004 ScanAdd');
      return signedIn('cadet');
    },
  };
}
