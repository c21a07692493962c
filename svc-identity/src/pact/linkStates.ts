// Provider states of svc-events' member-accounts pact (contracts/pacts/svc-events-svc-identity.json,
// events spec §6 "Link event"). The fixtures already make the md001 admin (510001) a member of the
// wing md000 with the Manager preset (seed/demoData.ts); the state checks that it holds, so a
// change of the fixtures fails here by name rather than as a mismatched body.
import type { ServiceDeps } from '../deps.ts';

export function linkStates(deps: ServiceDeps, seed: () => Promise<unknown>) {
  return {
    'the md001 admin 510001 is also a member of md000 with ManageEvent FULL': async () => {
      await seed();
      const { rows } = await deps.pool.query<{ manage_event: string | null }>(
        `SELECT p.permissions->>'ManageEvent' AS manage_event
           FROM identity.members m
           LEFT JOIN identity.permissions p
             ON p.account_id = m.account_id AND p.member_type = m.type AND p.member_id = m.id
          WHERE m.account_id = 'md000' AND m.type = 'CAPNHQMember' AND m.id = '510001'`,
      );
      if (rows[0]?.manage_event !== 'FULL')
        throw new Error('the fixtures no longer make 510001 a member of md000 with ManageEvent FULL');
      return undefined;
    },
  };
}
