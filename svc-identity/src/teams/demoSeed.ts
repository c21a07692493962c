// Demo teams of md001 ("Demo seed": a public, a protected and a private team with leaders
// and members), from the fixture members of seed/demoData.ts. Idempotent: an account that already
// has a team is left alone. The demo sign-ins see the three rules at work: anyone sees the Color
// Guard's members; 'cadet' (510004) sees the Model Rocketry members but only the count of the
// Cadet Advisory Council, of which 'staff' (510003) and 'manager' (510002) are members.
import type { MemberReference } from '@portal/contracts';
import type { PoolClient } from 'pg';
import { writeTeamRow, mapLeaders, nextTeamID, replaceTeamMembers, type TeamFieldsOf } from './repository.ts';

const nhq = (n: number): MemberReference => ({ type: 'CAPNHQMember', id: 510000 + n });

/** Leaders and members by CAPID offset (510000 + n). */
interface DemoTeam extends TeamFieldsOf<number | null> {
  members: [number, string][];
}

export const DEMO_TEAMS: DemoTeam[] = [
  {
    name: 'Color Guard',
    description: 'Presents the colors at unit ceremonies, parades and community events.',
    visibility: 'PUBLIC',
    cadetLeader: 6,
    seniorMentor: 14,
    seniorCoach: null,
    members: [
      [8, 'Guard commander'],
      [11, 'U.S. flag bearer'],
      [12, 'Organizational flag bearer'],
      [4, 'Rifle guard'],
      [24, 'Rifle guard'],
    ],
  },
  {
    name: 'Model Rocketry',
    description: 'Builds and launches model rockets for the aerospace education program.',
    visibility: 'PROTECTED',
    cadetLeader: 9,
    seniorMentor: 5,
    seniorCoach: 15,
    members: [
      [18, 'Launch officer'],
      [19, 'Range safety officer'],
      [20, 'Builder'],
      [21, 'Builder'],
    ],
  },
  {
    name: 'Cadet Advisory Council',
    description: '',
    visibility: 'PRIVATE',
    cadetLeader: 7,
    seniorMentor: 2,
    seniorCoach: null,
    members: [
      [3, 'Secretary'],
      [13, 'Representative'],
      [22, 'Representative'],
    ],
  },
];

export async function seedTeamsDemo(client: PoolClient, now: Date): Promise<void> {
  const accountID = 'md001';
  const { rows } = await client.query<{ ready: boolean; seeded: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM identity.accounts WHERE id = $1) AS ready,
            EXISTS (SELECT 1 FROM identity.teams WHERE account_id = $1) AS seeded`,
    [accountID],
  );
  if (!rows[0]?.ready || rows[0].seeded) return;
  for (const team of DEMO_TEAMS) {
    const id = await nextTeamID(client, accountID);
    const leader = (n: number | null) => (n === null ? null : nhq(n));
    await writeTeamRow(client, 'insert', accountID, id, mapLeaders(team, leader), now);
    const members = team.members.map(([n, job]) => ({ reference: nhq(n), job }));
    await replaceTeamMembers(client, accountID, id, members, now);
  }
}
