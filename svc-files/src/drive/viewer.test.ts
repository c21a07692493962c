// Who the drive judges: a Regular session's member or an anonymous visitor; the privileged user
// from SUPER_USER_IDS; team ids from the context, the member-teams client asked only when needed.
import { describe, expect, it } from 'vitest';
import type { FilePermission, MemberReference } from '@portal/contracts';
import type { MemberTeamsClient } from '../teams/memberTeamsClient.ts';
import { contextFor, OWNER, TEAM_MEMBER } from './testing.ts';
import { viewerOfContext, withTeams } from './viewer.ts';

const teamEntry: FilePermission[] = [{ type: 'TEAM', teamID: 7, permission: 1 }];

/** A client that records its calls and answers fixed team ids (the real one is under Pact). */
function recordingClient(answer: number[] | null | Error) {
  const calls: [string, MemberReference][] = [];
  const client: MemberTeamsClient = {
    teamIDsOf: (accountID, member) => {
      calls.push([accountID, member]);
      return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
    },
  };
  return { client, calls };
}

describe('viewerOfContext', () => {
  it('a Regular session is the signed-in member with their name, teams and session key', () => {
    const viewer = viewerOfContext(contextFor(TEAM_MEMBER), {});
    expect(viewer).toMatchObject({
      accountID: 'md001',
      ref: TEAM_MEMBER.ref,
      name: 'Tia Team',
      teamIDs: [1],
      superUser: false,
    });
    expect(viewer.sessionID).toMatch(/\S/);
  });

  it('a session that is not Regular (e.g. MFA in progress) is an anonymous visitor', () => {
    const context = contextFor(OWNER);
    const viewer = viewerOfContext(
      { ...context, session: { ...context.session!, type: 'MFAInProgress' } },
      {},
    );
    expect(viewer).toMatchObject({ member: null, ref: null, sessionID: null });
  });

  it('the privileged user comes from SUPER_USER_IDS', () => {
    expect(viewerOfContext(contextFor(OWNER), { superUserIDs: [510001] }).superUser).toBe(true);
    expect(viewerOfContext(contextFor(OWNER), { superUserIDs: [510002] }).superUser).toBe(false);
  });
});

describe('withTeams: the member-teams client as fallback for TEAM entries', () => {
  it('asks the client when the context lists no team and a TEAM entry is judged', async () => {
    const { client, calls } = recordingClient([7]);
    const viewer = viewerOfContext(contextFor(OWNER), { memberTeams: client });
    const judged = await withTeams(viewer, [{ owner: null, permissions: teamEntry }], {
      memberTeams: client,
    });
    expect(judged.teamIDs).toEqual([7]);
    expect(calls).toEqual([['md001', OWNER.ref]]);
    // once per request (viewer)
    await withTeams(viewer, [{ owner: null, permissions: teamEntry }], { memberTeams: client });
    expect(calls).toHaveLength(1);
  });

  it('does not ask when the context has teams, or nothing is shared with a team', async () => {
    const { client, calls } = recordingClient([7]);
    await withTeams(viewerOfContext(contextFor(TEAM_MEMBER), {}), [{ owner: null, permissions: teamEntry }], {
      memberTeams: client,
    });
    await withTeams(
      viewerOfContext(contextFor(OWNER), {}),
      [{ owner: null, permissions: [{ type: 'OTHER', permission: 1 }] }],
      {
        memberTeams: client,
      },
    );
    expect(calls).toEqual([]);
  });

  it('judges with no team when svc-identity cannot answer (never guesses more)', async () => {
    const { client } = recordingClient(new Error('down'));
    const viewer = viewerOfContext(contextFor(OWNER), {});
    expect(
      (await withTeams(viewer, [{ owner: null, permissions: teamEntry }], { memberTeams: client })).teamIDs,
    ).toEqual([]);
  });
});
