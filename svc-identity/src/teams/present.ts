// A stored team as one viewer may see it (platform §6 Teams, contracts/src/teams/visibility.ts):
// the member list only where the membership is visible, the count only for public teams or
// signed-in viewers, leader e-mails only to signed-in viewers of the membership. Whatever a rule
// refuses is left out HERE, on the server: it never reaches the browser.
import {
  mayViewCount,
  mayViewLeaderEmail,
  mayViewMembership,
  type Team,
  type TeamLeader,
  type TeamMembership,
  type TeamViewer,
} from '@portal/contracts';
import type { TeamPerson } from './people.ts';
import { mapLeaders, type StoredTeam } from './repository.ts';

/** The facts the visibility rules need. */
export function membershipOf(team: StoredTeam): TeamMembership {
  return {
    visibility: team.visibility,
    members: team.members.map((m) => m.reference),
    leaders: [team.cadetLeader, team.seniorMentor, team.seniorCoach].map((p) => p?.reference ?? null),
  };
}

export function teamForViewer(team: StoredTeam, viewer: TeamViewer): Team {
  const membership = membershipOf(team);
  const showEmail = mayViewLeaderEmail(membership, viewer);
  const leader = (person: TeamPerson | null): TeamLeader | null =>
    person
      ? { reference: person.reference, name: person.name, email: showEmail ? person.email : null }
      : null;
  return {
    id: team.id,
    accountID: team.accountID,
    ...mapLeaders(team, leader),
    members: mayViewMembership(membership, viewer)
      ? team.members.map((m) => ({ reference: m.reference, job: m.job, name: m.name }))
      : null,
    memberCount: mayViewCount(membership, viewer) ? team.members.length : null,
  };
}
