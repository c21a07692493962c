// Events §3 useEmailBody / emailBody and §5 "The email body supports the %%MEMBER_NAME%% placeholder;
// the default template also carries placeholders for event name, start date and event link".
// svc-events fills the body when a member signs up (src/mail) and puts the result on the `email`
// queue; the event form starts a new event with DEFAULT_SIGNUP_EMAIL_BODY. Pure (emailBody.test.ts).
import { formatViewerDateTime } from '../rules/formats.ts';
import { EVENT_TIME_ZONE } from '../rules/zonedTime.ts';

/**
 * The placeholders of a sign-up email body. Each is replaced wherever it occurs (every occurrence),
 * case-sensitively; any other %%...%% text is left as written.
 * - %%MEMBER_NAME%%: the member's name as svc-identity shows it (rank, first, last).
 * - %%EVENT_NAME%%: the event's name.
 * - %%EVENT_START%%: the start date and time, 'HH:MM on MM/DD/YYYY' in the account's zone (§9).
 * - %%EVENT_LINK%%: the event's page on the account's host (http(s)://{account}.{domain}/eventviewer/{id}).
 */
export const SIGNUP_EMAIL_PLACEHOLDERS = {
  memberName: '%%MEMBER_NAME%%',
  eventName: '%%EVENT_NAME%%',
  eventStart: '%%EVENT_START%%',
  eventLink: '%%EVENT_LINK%%',
} as const;

/** A hint for the form: the placeholders a body may use. */
export const SIGNUP_EMAIL_PLACEHOLDER_HINT = `Placeholders: ${Object.values(SIGNUP_EMAIL_PLACEHOLDERS).join(', ')}`;

/** The body a new event starts with (markdown); every placeholder of SIGNUP_EMAIL_PLACEHOLDERS. */
export const DEFAULT_SIGNUP_EMAIL_BODY = [
  'Hello %%MEMBER_NAME%%,',
  'Thank you for signing up for **%%EVENT_NAME%%**, which starts at %%EVENT_START%%.',
  // <...>: a CommonMark autolink, so the HTML mail (and the form's preview) make it a link
  'The details of the event, and your sign-up, are at <%%EVENT_LINK%%>',
].join('\n\n');

export interface SignupEmailValues {
  memberName: string;
  eventName: string;
  /** startDateTime, epoch ms. */
  eventStart: number;
  eventLink: string;
  /** The account's zone for %%EVENT_START%% (default America/New_York, §9). */
  zone?: string;
}

const PLACEHOLDER_PATTERN = /%%(MEMBER_NAME|EVENT_NAME|EVENT_START|EVENT_LINK)%%/g;

/**
 * The body with every placeholder replaced. One pass over the body: a value that itself contains
 * a placeholder (a member named '%%EVENT_LINK%%') is inserted as written, never replaced again.
 */
export function fillSignupEmailBody(body: string, values: SignupEmailValues): string {
  const replacements: Record<string, string> = {
    MEMBER_NAME: values.memberName,
    EVENT_NAME: values.eventName,
    EVENT_START: formatViewerDateTime(values.eventStart, values.zone ?? EVENT_TIME_ZONE),
    EVENT_LINK: values.eventLink,
  };
  return body.replace(PLACEHOLDER_PATTERN, (_, name: string) => replacements[name] ?? '');
}
