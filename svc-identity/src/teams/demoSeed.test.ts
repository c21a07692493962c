// The demo teams ("Demo seed": a public, a protected and a private team with leaders and
// members) as the demo sign-ins see them; the seed runs twice without adding anything.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamListResponse } from '@portal/contracts';
import { createTeamTest, type TeamTest } from './testing.ts';
import { seedTeamsDemo } from './demoSeed.ts';

let h: TeamTest;
beforeAll(async () => {
  h = await createTeamTest();
  for (let i = 0; i < 2; i++) {
    const client = await h.t.db.pool.connect();
    try {
      await seedTeamsDemo(client, h.t.now());
    } finally {
      client.release();
    }
  }
});
afterAll(async () => {
  await h?.close();
});

describe('demo teams of md001', () => {
  it('seeds one public, one protected and one private team, each with leaders and members, once', async () => {
    const list = teamListResponse.parse((await (await h.as('admin')).get('/api/team')).body);
    expect(list.map((t) => [t.id, t.name, t.visibility, t.memberCount])).toEqual([
      [0, 'Cadet Staff', 'PROTECTED', 9],
      [3, 'Cadet Advisory Council', 'PRIVATE', 3],
      [1, 'Color Guard', 'PUBLIC', 5],
      [2, 'Model Rocketry', 'PROTECTED', 4],
    ]);
    for (const team of list.slice(1)) {
      expect(team.cadetLeader).not.toBeNull();
      expect(team.seniorMentor).not.toBeNull();
    }
  });

  it("the demo cadet sees the private council's count but not its members; the staff cadet, a member, sees them", async () => {
    const asCadet = teamListResponse.parse((await (await h.as('cadet')).get('/api/team')).body);
    const council = asCadet.find((t) => t.name === 'Cadet Advisory Council')!;
    expect(council).toMatchObject({ members: null, memberCount: 3 });
    expect(asCadet.find((t) => t.name === 'Model Rocketry')?.members).toHaveLength(4);
    const asStaff = teamListResponse.parse((await (await h.as('staff')).get('/api/team')).body);
    expect(asStaff.find((t) => t.name === 'Cadet Advisory Council')?.members).toHaveLength(3);
    const anonymous = teamListResponse.parse((await (await h.as(null)).get('/api/team')).body);
    expect(anonymous.filter((t) => t.members !== null).map((t) => t.name)).toEqual(['Color Guard']);
  });
});
