// The attendance listeners of the mail feature, as main.ts registers them: the sign-up email
// (signupEmailListener.ts). Reminders and the waitlist register their own next to these.
import type { Logger } from 'pino';
import type { AttendanceListener } from '../attendance/attendanceListeners.ts';
import type { MemberContactsClient } from '../pocs/memberContactsClient.ts';
import type { EventMail } from './eventMail.ts';
import { signupEmailListener } from './signupEmailListener.ts';

export interface MailListenerDeps {
  mail: EventMail;
  memberContacts: MemberContactsClient;
  logger?: Logger;
}

export function mailListeners(deps: MailListenerDeps): AttendanceListener[] {
  return [signupEmailListener(deps)];
}
