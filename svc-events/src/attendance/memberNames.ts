// memberName of new records (§7 "returns memberName"): the name svc-identity's member-contacts call
// gives (rank and full name, the viewer's form), asked once per call for every member of it (one
// batch for a bulk add). The members are looked up in the caller's account (the host's): a
// manager adds members of their own account. A member signing themself up is never held back by
// svc-identity: when it cannot answer, their name from the signed context is used.
import {
  stringifyMemberReference,
  ATTENDANCE_DESIGNED_MESSAGES as D,
  type MemberReference,
} from '@portal/contracts';
import { HttpError } from '@portal/contracts/server';
import type { MemberContactsClient } from '../pocs/memberContactsClient.ts';

const unavailable = () => new HttpError(503, 'UNAVAILABLE', D.memberLoadFailed);

/** member string form -> name; members the account does not have are absent. */
export async function namesOf(
  client: MemberContactsClient | null,
  accountID: string,
  members: MemberReference[],
): Promise<Map<string, string>> {
  if (!client) throw unavailable();
  let answer;
  try {
    answer = await client.contactsOf(accountID, members);
  } catch {
    throw unavailable();
  }
  return new Map(answer.found.map((m) => [stringifyMemberReference(m.member), m.name]));
}

/** One member's name: 404 when the account does not have them; `fallback` (self) when it cannot tell. */
export async function nameOf(
  client: MemberContactsClient | null,
  accountID: string,
  member: MemberReference,
  fallback: string | null,
): Promise<string> {
  try {
    const name = (await namesOf(client, accountID, [member])).get(stringifyMemberReference(member));
    if (name !== undefined) return name;
  } catch (error) {
    if (fallback === null) throw error;
    return fallback;
  }
  if (fallback !== null) return fallback;
  throw new HttpError(404, 'NOT_FOUND', D.memberNotFound);
}
