// Provider states of the email selector interactions of the mfe-admin pact
// (mfe-admin/src/pact/emailSelector.pact.test.ts), on top of the fixtures. The team is written
// through the teams repository (the functions POST /api/team uses).
import type { MemberReference } from '@portal/contracts';
import type { ServiceDeps } from '../deps.ts';
import { inTransaction } from '@portal/contracts/server';
import { writeTeamRow, nextTeamID, replaceTeamMembers } from '../teams/repository.ts';

const nhq = (id: number): MemberReference => ({ type: 'CAPNHQMember', id });

/** Names agreed with the consumer (EMAIL_SELECTOR_STATES in emailSelector.pact.test.ts). */
export const EMAIL_SELECTOR_STATE_NAMES = {
  flightCommander: 'email selector: a signed-in Cadet Flight Commander of Alpha (staff)',
  alphaTeam: 'email selector: a protected team of two Alpha cadets exists',
} as const;

export function emailSelectorStates(
  deps: ServiceDeps,
  seed: () => Promise<unknown>,
  signedIn: (username: string) => Promise<{ sessionID: string }>,
) {
  return {
    /**
     * The fixture 'staff' (510003): cadet, Cadet Flight Commander, flight Alpha. Earlier
     * interactions may have moved members between flights; staff is put back in Alpha so the
     * answer is Alpha's members. Returns { sessionID }.
     */
    [EMAIL_SELECTOR_STATE_NAMES.flightCommander]: async () => {
      await seed();
      await deps.pool.query(
        `UPDATE identity.members SET flight = 'Alpha'
          WHERE account_id = 'md001' AND type = 'CAPNHQMember' AND id = '510003'`,
      );
      return signedIn('staff');
    },

    /**
     * A PROTECTED team of md001 without leaders whose members are the Alpha cadets staff (510003)
     * and cadet (510004), so every entry of its member list has the same shape. A new team every
     * time; returns { teamID }.
     */
    [EMAIL_SELECTOR_STATE_NAMES.alphaTeam]: async () => {
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
            name: 'Color guard',
            description: 'Flag details',
            visibility: 'PROTECTED',
            cadetLeader: null,
            seniorMentor: null,
            seniorCoach: null,
          },
          now,
        );
        await replaceTeamMembers(
          client,
          'md001',
          id,
          [
            { reference: nhq(510003), job: 'Commander of the guard' },
            { reference: nhq(510004), job: 'Flag bearer' },
          ],
          now,
        );
        return id;
      });
      return { teamID };
    },
  };
}
