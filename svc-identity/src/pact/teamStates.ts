// Provider states of mfe-admin's team interactions (mfe-admin/src/pact/teams.pact.test.ts). The team
// is written through the teams repository (the same functions POST /api/team uses), on top of the
// fixtures; notifications are not part of these interactions and are not written.
import type { MemberReference } from '@portal/contracts';
import type { ServiceDeps } from '../deps.ts';
import { inTransaction } from '@portal/contracts/server';
import { writeTeamRow, nextTeamID, replaceTeamMembers } from '../teams/repository.ts';

const ACCOUNT = 'md001';
const nhq = (id: number): MemberReference => ({ type: 'CAPNHQMember', id });
/** Fixture members: the Cadet Commander, the manager (Deputy Commander for Cadets), staff, cadet. */
const CADET_COMMANDER = nhq(510006);
const MANAGER = nhq(510002);
const STAFF = nhq(510003);
const CADET = nhq(510004);

export function teamStates(deps: ServiceDeps, seed: () => Promise<unknown>) {
  return {
    /**
     * The only stored team of md001 (earlier interactions' teams are removed, so the list holds
     * team 0 and this one): PROTECTED, a cadet leader and a senior mentor but no senior coach (the
     * same shape as team 0), two members. A new team every time; returns { teamID }.
     */
    'a protected team with members exists': async () => {
      await seed();
      const teamID = await inTransaction(deps.pool, async (client) => {
        await client.query(`DELETE FROM identity.teams WHERE account_id = $1`, [ACCOUNT]);
        const id = await nextTeamID(client, ACCOUNT);
        const now = deps.clock();
        await writeTeamRow(
          client,
          'insert',
          ACCOUNT,
          id,
          {
            name: 'Rocketry',
            description: 'Model rockets and launch days',
            visibility: 'PROTECTED',
            cadetLeader: CADET_COMMANDER,
            seniorMentor: MANAGER,
            seniorCoach: null,
          },
          now,
        );
        await replaceTeamMembers(
          client,
          ACCOUNT,
          id,
          [
            { reference: STAFF, job: 'Launch director' },
            { reference: CADET, job: 'Range safety' },
          ],
          now,
        );
        return id;
      });
      return { teamID };
    },
  };
}
