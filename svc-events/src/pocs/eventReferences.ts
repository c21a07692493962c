// What an event names in svc-identity, checked and filled before it is saved (create, update with
// those fields, copy):
// - every INTERNAL point of contact must be a member of the event's account, else 400 'Invalid
//   CAPID' (events spec §8 "Invalid member number: 'Invalid CAPID' (contact)"; §5 "a lookup failure
//   shows the server's message"), with the contact's index in `issues` (pointsOfContact.{i});
// - the stored contact gets the member's name (entities.ts: "The server fills `name` of an internal
//   one"), and the member's primary email and phone where the request left them blank (§3: a
//   contact added by member number starts with the member's details), so the viewer shows stored
//   values and never looks anyone up per view;
// - a teamID, when set, must be a team of the account, else 400 'Could not find the team' (path
//   teamID).
// One call to svc-identity for all the contacts and one for the team, side by side, both before
// anything is written. If svc-identity cannot be reached (or is not configured) the answer is 503
// with the shared error shape (contracts serviceUnavailable), never a 500.
import {
  EVENT_DESIGNED_MESSAGES,
  EVENT_FORM_MESSAGES,
  SERVICE_UNAVAILABLE_CODE,
  serviceUnavailable,
  stringifyMemberReference,
  type EventContent,
  type InternalMemberContact,
  type PointOfContact,
} from '@portal/contracts';
import { HttpError } from '@portal/contracts/server';
import { invalid } from '../events/errors.ts';
import type { TeamMembershipClient } from '../teams/teamMembershipClient.ts';
import type { MemberContactsClient } from './memberContactsClient.ts';

export interface EventReferenceDeps {
  /** svc-identity's member contacts (null: not configured; a save naming a member answers 503). */
  memberContacts: MemberContactsClient | null;
  /** svc-identity's teams (null: not configured; a save naming a team answers 503). */
  teamMembership: TeamMembershipClient | null;
}

/** 503 { code: 'SERVICE_UNAVAILABLE', message } as the gateway words it for a service that is down. */
export const identityUnavailable = () =>
  new HttpError(503, SERVICE_UNAVAILABLE_CODE, serviceUnavailable('identity').message);

async function fromIdentity<T>(client: unknown, call: () => Promise<T>): Promise<T> {
  if (!client) throw identityUnavailable();
  try {
    return await call();
  } catch {
    // unreachable, timed out, or an answer that is not the contract's: the save cannot be checked
    throw identityUnavailable();
  }
}

type Checked = Partial<Pick<EventContent, 'pointsOfContact' | 'teamID'>>;

/**
 * The `pointsOfContact` of `content` checked and filled from svc-identity (absent when `content`
 * has none); throws the 400 or 503 HttpError. Fields that are absent (an update that does not
 * change them) are not checked.
 */
export async function checkEventReferences(
  deps: EventReferenceDeps,
  accountID: string,
  content: Checked,
): Promise<Pick<Checked, 'pointsOfContact'>> {
  const pocs = content.pointsOfContact;
  const internal = (pocs ?? []).flatMap((poc) => (poc.type === 'INTERNAL' ? [poc.memberReference] : []));
  const teamID = content.teamID ?? null;
  const [contacts, team] = await Promise.all([
    internal.length === 0
      ? null
      : fromIdentity(deps.memberContacts, () => deps.memberContacts!.contactsOf(accountID, internal)),
    teamID === null
      ? undefined
      : fromIdentity(deps.teamMembership, () => deps.teamMembership!.teamMembers(accountID, teamID)),
  ]);

  const found = new Map<string, InternalMemberContact>(
    (contacts?.found ?? []).map((c) => [stringifyMemberReference(c.member), c]),
  );
  const issues: string[] = [];
  const filled = pocs?.map((poc): PointOfContact => {
    if (poc.type !== 'INTERNAL') return poc;
    const member = found.get(stringifyMemberReference(poc.memberReference));
    if (!member) {
      issues.push(EVENT_FORM_MESSAGES.invalidCAPID);
      return poc;
    }
    return {
      ...poc,
      name: member.name,
      email: poc.email.trim() === '' ? member.email : poc.email,
      phone: poc.phone.trim() === '' ? member.phone : poc.phone,
    };
  });
  if (team === null) issues.push(EVENT_DESIGNED_MESSAGES.teamNotFound);
  if (issues.length > 0) throw invalid(issues[0]!, issues);
  return filled ? { pointsOfContact: filled } : {};
}
