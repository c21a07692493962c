// The attendance listeners of the mail feature, as main.ts registers them. The sign-up email
// (signupEmailListener.ts) joins this list; reminders and the waitlist register their own.
import type { Logger } from 'pino';
import type { AttendanceListener } from '../attendance/attendanceListeners.ts';
import type { MemberContactsClient } from '../pocs/memberContactsClient.ts';
import type { EventMail } from './eventMail.ts';

export interface MailListenerDeps {
  mail: EventMail;
  memberContacts: MemberContactsClient;
  logger: Logger;
}

export function mailListeners(deps: MailListenerDeps): AttendanceListener[] {
  void deps;
  return [];
}
