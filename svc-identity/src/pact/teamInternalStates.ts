// Provider states of the internal team-membership pacts (svc-events-teams, svc-files-teams:
// contracts/pacts/*-teams-svc-identity.json). The team is written through the teams repository,
// on top of the fixtures, inside one transaction like the service's own writes.
import type { MemberReference } from '@portal/contracts';
import type { ServiceDeps } from '../deps.ts';
import { inTransaction } from '@portal/contracts/server';
import { writeTeamRow, nextTeamID, replaceTeamMembers } from '../teams/repository.ts';

const nhq = (id: number): MemberReference => ({ type: 'CAPNHQMember', id });

export function teamInternalStates(deps: ServiceDeps, seed: () => Promise<unknown>) {
  return {
    /** A PRIVATE team of md001 (the internal call ignores visibility); returns { teamID }. */
    'md001 has a team with leaders and members': async () => {
      await seed();
      const teamID = await inTransaction(deps.pool, async (client) => {
        const id = await nextTeamID(client, 'md001');
        const now = deps.clock();
        await writeTeamRow(
          client,
          'insert',
          'md001',
          id,
          {
            name: `Pact team ${id}`,
            description: 'Seeded for the team-membership pacts',
            visibility: 'PRIVATE',
            cadetLeader: nhq(510006),
            seniorMentor: nhq(510014),
            seniorCoach: null,
          },
          now,
        );
        await replaceTeamMembers(
          client,
          'md001',
          id,
          [
            { reference: nhq(510020), job: 'Navigator' },
            { reference: nhq(510021), job: 'Builder' },
          ],
          now,
        );
        return id;
      });
      return { teamID };
    },
  };
}
