// Who is asking, from the gateway's signed context: a signed-in member of the host's account (a
// Regular session) or an anonymous visitor. The privileged user of §6 comes from SUPER_USER_IDS, as
// in svc-identity. Team ids come from the context's member (svc-identity fills Member.teamIDs from
// the same query as its internal team call); when that list is empty and a TEAM entry is being
// judged, the member-teams client is asked once per request, so a member added to a team a
// moment ago (the context may be cached for a few seconds) is not refused.
import {
  isSignedIn,
  isSuperUser,
  toMemberReference,
  type FileAccessSubject,
  type FileViewer,
  type MemberReference,
  type RequestContext,
} from '@portal/contracts';
import { contextOf } from '@portal/contracts/server';
import type { Response } from 'express';
import type { MemberTeamsClient } from '../teams/memberTeamsClient.ts';

export interface DriveViewer extends FileViewer {
  accountID: string;
  ref: MemberReference | null;
  /** The member's name for their personal folder ('Casey Cadet'). */
  name: string | null;
  /** The session key (CSRF subject); null for anonymous visitors. */
  sessionID: string | null;
}

export interface ViewerDeps {
  superUserIDs?: readonly number[];
  memberTeams?: MemberTeamsClient;
}

export function viewerOfContext(context: RequestContext, deps: ViewerDeps): DriveViewer {
  const member = isSignedIn(context) ? context.member : null;
  return {
    accountID: context.accountID,
    member: member ? { ...toMemberReference(member), permissions: member.permissions } : null,
    ref: member ? toMemberReference(member) : null,
    name: member ? `${member.nameFirst} ${member.nameLast}`.trim() : null,
    superUser: isSuperUser(member, deps.superUserIDs ?? []),
    teamIDs: member?.teamIDs ?? [],
    sessionID: member ? (context.session?.id ?? null) : null,
  };
}

const asked = new WeakMap<DriveViewer, Promise<DriveViewer>>();

/**
 * The viewer with team ids good for judging `subjects`: unchanged unless a TEAM entry is among
 * them, the context listed no team and a client is configured (then asked once per viewer).
 */
export function withTeams(
  viewer: DriveViewer,
  subjects: readonly (FileAccessSubject | null)[],
  deps: ViewerDeps,
): Promise<DriveViewer> {
  const needsTeams = subjects.some((s) => s?.permissions.some((entry) => entry.type === 'TEAM'));
  if (!needsTeams || viewer.teamIDs.length > 0 || !viewer.ref || !deps.memberTeams) {
    return Promise.resolve(viewer);
  }
  const client = deps.memberTeams;
  const ref = viewer.ref;
  let answer = asked.get(viewer);
  if (!answer) {
    answer = client
      .teamIDsOf(viewer.accountID, ref)
      .then((ids) => ({ ...viewer, teamIDs: ids ?? [] }))
      // svc-identity unreachable: judge with what the context said (no team), never guess more
      .catch(() => viewer);
    asked.set(viewer, answer);
  }
  return answer;
}

/** The viewer of this request (cached on res.locals). */
export function viewerOf(res: Response, deps: ViewerDeps): DriveViewer {
  const cached = res.locals.driveViewer as DriveViewer | undefined;
  if (cached) return cached;
  const viewer = viewerOfContext(contextOf(res), deps);
  res.locals.driveViewer = viewer;
  return viewer;
}
