// Provider states of svc-events' member-contacts pact (contracts/pacts/svc-events-svc-identity.json,
// events spec §3/§5 points of contact). The fixtures (seed/demoData.ts) already give md001's
// manager 510002 a name, a primary email and a primary cell phone; the state checks that it holds,
// so a change of the fixtures fails here by name rather than as a mismatched body.
import type { ServiceDeps } from '../deps.ts';

export function memberContactStates(deps: ServiceDeps, seed: () => Promise<unknown>) {
  return {
    'md001 has the member 510002 with a primary email and a primary cell phone': async () => {
      await seed();
      const { rows } = await deps.pool.query<{ email: string | null; cell: string | null }>(
        `SELECT contact->'EMAIL'->>'PRIMARY' AS email, contact->'CELLPHONE'->>'PRIMARY' AS cell
           FROM identity.members
          WHERE account_id = 'md001' AND type = 'CAPNHQMember' AND id = '510002'`,
      );
      if (!rows[0]?.email || !rows[0].cell)
        throw new Error(
          'the fixtures no longer give md001 a member 510002 with a primary email and cell phone',
        );
      return undefined;
    },
  };
}
