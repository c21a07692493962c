/**
 * The local mailbox (MAIL_DIR) format, shared by the email worker that writes it and the tests
 * (service and e2e) that read it. Pure functions: callers do the file I/O.
 *
 * Each delivered message is one RFC 822 file named `{timestamp}-{jobId}.eml`, where the timestamp is
 * the ISO-8601 UTC time with ':' replaced by '-' (so names sort chronologically and are valid on
 * every file system). Besides the usual From/To/Subject/Date headers each message carries:
 *   X-Portal-Kind     the email job kind (finishSetup, usernameReminder, passwordReset, accountNotice)
 *   X-Portal-Job-ID   the business-key job id
 *   X-Portal-Account  the account id
 *   X-Portal-Link     the action link, when the kind has one (unencoded, one line after unfolding)
 */

export const MAIL_HEADER_KIND = 'X-Portal-Kind';
export const MAIL_HEADER_JOB_ID = 'X-Portal-Job-ID';
export const MAIL_HEADER_ACCOUNT = 'X-Portal-Account';
export const MAIL_HEADER_LINK = 'X-Portal-Link';

/** `{ISO timestamp with '-' for ':'}-{jobId}.eml`; unsafe characters of the job id become '_'. */
export function mailboxFileName(sentAt: Date, jobId: string): string {
  const stamp = sentAt.toISOString().replace(/:/g, '-');
  return `${stamp}-${jobId.replace(/[^A-Za-z0-9._-]/g, '_')}.eml`;
}

export interface MailboxMessage {
  /** Header names lower-cased, folded lines joined. */
  headers: Record<string, string>;
  to: string;
  subject: string;
  kind: string | undefined;
  jobId: string | undefined;
  accountID: string | undefined;
  link: string | undefined;
  raw: string;
}

/** Parses the header block of an .eml file written by the worker. */
export function parseMailboxMessage(raw: string): MailboxMessage {
  const normalised = raw.replace(/\r\n/g, '\n');
  const end = normalised.indexOf('\n\n');
  const headerBlock = (end === -1 ? normalised : normalised.slice(0, end)).replace(/\n[ \t]+/g, ' ');
  const headers: Record<string, string> = {};
  for (const line of headerBlock.split('\n')) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    if (!(name in headers)) headers[name] = line.slice(colon + 1).trim();
  }
  return {
    headers,
    to: headers['to'] ?? '',
    subject: headers['subject'] ?? '',
    kind: headers[MAIL_HEADER_KIND.toLowerCase()],
    jobId: headers[MAIL_HEADER_JOB_ID.toLowerCase()],
    accountID: headers[MAIL_HEADER_ACCOUNT.toLowerCase()],
    link: headers[MAIL_HEADER_LINK.toLowerCase()],
    raw,
  };
}

/** True when the message's To header names the address (case-insensitive, display names allowed). */
export function mailIsTo(message: MailboxMessage, address: string): boolean {
  const wanted = address.trim().toLowerCase();
  return message.to
    .toLowerCase()
    .split(',')
    .some((part) => {
      const angle = /<([^>]+)>/.exec(part);
      return (angle?.[1] ?? part).trim() === wanted;
    });
}
