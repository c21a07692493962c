// Who a mail goes to: the name and primary email of members, from svc-identity's internal
// member-contacts call (one batch call per change, however many members it names; chunked only
// beyond the call's limit). A member the account does not have, or without an email, has no
// recipient: the caller skips and logs them.
import {
  INTERNAL_MEMBER_CONTACTS_LIMIT,
  stringifyMemberReference,
  type MemberReference,
} from '@portal/contracts';
import type { Logger } from 'pino';
import type { MemberContactsClient } from '../pocs/memberContactsClient.ts';

export interface MailRecipient {
  member: MemberReference;
  /** memberFullName as svc-identity shows it. */
  name: string;
  /** The primary email; '' when the member has none. */
  email: string;
}

/** Map key of a member: stringifyMemberReference ('CAPNHQMember-123456'). */
export const recipientKey = (member: MemberReference): string => stringifyMemberReference(member);

/**
 * The members of `accountID` among `members`, by recipientKey. Members the account does not have
 * are absent; members without an email are present with email ''. Throws when svc-identity cannot
 * be reached (the listener logs it).
 */
export async function lookUpRecipients(
  contacts: MemberContactsClient,
  accountID: string,
  members: readonly MemberReference[],
): Promise<Map<string, MailRecipient>> {
  const unique = [...new Map(members.map((m) => [recipientKey(m), m])).values()];
  const found = new Map<string, MailRecipient>();
  for (let i = 0; i < unique.length; i += INTERNAL_MEMBER_CONTACTS_LIMIT) {
    const answer = await contacts.contactsOf(accountID, unique.slice(i, i + INTERNAL_MEMBER_CONTACTS_LIMIT));
    for (const contact of answer.found) {
      found.set(recipientKey(contact.member), {
        member: contact.member,
        name: contact.name,
        email: contact.email.trim(),
      });
    }
  }
  return found;
}

/** A recipient that can be mailed (has an email with an '@'), else null. */
export function mailable(recipient: MailRecipient | undefined): MailRecipient | null {
  return recipient && recipient.email.includes('@') ? recipient : null;
}

/** The member's recipient for a mail about the event, or null after logging that `mail` was skipped. */
export function recipientOrSkip(
  recipients: ReadonlyMap<string, MailRecipient>,
  member: MemberReference,
  skipped: { eventID: number; mail: string; logger?: Pick<Logger, 'info'> },
): MailRecipient | null {
  const recipient = mailable(recipients.get(recipientKey(member)));
  if (!recipient)
    skipped.logger?.info(
      { event: skipped.eventID, member: recipientKey(member) },
      `${skipped.mail} email skipped: the member has no email`,
    );
  return recipient;
}
