import type { EmailJob } from '@portal/contracts';
import { markdownToSafeHTML } from './markdownBody.ts';

/** A mail ready for a transport: plain text and HTML alternatives, plus the action link if any. */
export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
  link?: string;
}

const SIGNATURE = 'This message was sent automatically by your unit portal. Please do not reply.';

function escapeHTML(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Builds both alternatives from the same paragraphs so they never drift apart. */
function compose(subject: string, greetingName: string, paragraphs: string[], link?: string): RenderedEmail {
  const greeting = greetingName.trim() === '' ? 'Hello,' : `Hello ${greetingName.trim()},`;
  const textParts = [greeting, ...paragraphs];
  if (link) textParts.push(link);
  textParts.push(SIGNATURE);
  const htmlParts = [greeting, ...paragraphs].map((p) => `<p>${escapeHTML(p)}</p>`);
  if (link) htmlParts.push(`<p><a href="${escapeHTML(link)}">${escapeHTML(link)}</a></p>`);
  htmlParts.push(`<p><small>${escapeHTML(SIGNATURE)}</small></p>`);
  return {
    subject,
    text: `${textParts.join('\n\n')}\n`,
    html: `<!doctype html><html><body>${htmlParts.join('')}</body></html>`,
    ...(link ? { link } : {}),
  };
}

/**
 * A mail whose body is a manager's markdown (the event's sign-up body, placeholders already
 * replaced): no greeting of ours (the body has its own, %%MEMBER_NAME%%); the text alternative is
 * the markdown as written, the HTML one its safe rendering. The link is added below unless the body
 * already carries it.
 */
function composeMarkdown(subject: string, markdown: string, link: string): RenderedEmail {
  const withLink = !markdown.includes(link);
  const textParts = [markdown.trim(), ...(withLink ? [link] : []), SIGNATURE];
  const htmlParts = [
    markdownToSafeHTML(markdown),
    ...(withLink ? [`<p><a href="${escapeHTML(link)}">${escapeHTML(link)}</a></p>`] : []),
    `<p><small>${escapeHTML(SIGNATURE)}</small></p>`,
  ];
  return {
    subject,
    text: `${textParts.join('\n\n')}\n`,
    html: `<!doctype html><html><body>${htmlParts.join('')}</body></html>`,
    link,
  };
}

function readableTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toUTCString();
}

export function renderEmail(job: EmailJob): RenderedEmail {
  switch (job.kind) {
    case 'finishSetup':
      return compose(
        job.subject ?? 'Finish setting up your account',
        job.data.memberName,
        [
          `An account was requested for member number ${job.data.capid}.`,
          `Open the link below to choose your username and password. The link can be used once and expires at ${readableTime(job.data.expiresAt)}.`,
          'If you did not request an account you can ignore this message.',
        ],
        job.data.link,
      );
    case 'usernameReminder':
      return compose(
        job.subject ?? 'Your username',
        job.data.memberName,
        [
          `The username for member number ${job.data.capid} is: ${job.data.username}`,
          'You can sign in at the link below.',
        ],
        job.data.signinLink,
      );
    case 'passwordReset':
      return compose(
        job.subject ?? 'Reset your password',
        job.data.memberName,
        [
          `A password reset was requested for the username ${job.data.username}.`,
          `Open the link below to choose a new password. The link can be used once and expires at ${readableTime(job.data.expiresAt)}.`,
          'If you did not request a password reset you can ignore this message; your password is unchanged.',
        ],
        job.data.link,
      );
    case 'accountNotice':
      return compose(job.subject ?? job.data.title, job.data.memberName, [job.data.text], job.data.link);
    case 'prospectiveAccount':
      return job.data.password
        ? compose(
            job.subject ?? 'Your new account',
            job.data.memberName,
            [
              `An account was created for you as a prospective member (member id ${job.data.memberID}).`,
              `Username: ${job.data.username ?? ''}`,
              `Temporary password: ${job.data.password}`,
              'Sign in at the link below; you will be asked to choose a new password at once.',
            ],
            job.data.link,
          )
        : compose(
            job.subject ?? 'Finish setting up your account',
            job.data.memberName,
            [
              `An account was created for you as a prospective member (member id ${job.data.memberID}).`,
              `Open the link below to choose your username and password. The link can be used once${job.data.expiresAt ? ` and expires at ${readableTime(job.data.expiresAt)}` : ''}.`,
            ],
            job.data.link,
          );
    case 'eventSignup':
      // The event's own markdown body (placeholders already replaced by svc-events).
      return composeMarkdown(
        job.subject ?? `Signed up: ${job.data.eventName}`,
        job.data.bodyMarkdown,
        job.data.eventLink,
      );
    case 'eventWaitlistPromoted':
      return compose(
        job.subject ?? `A place opened up: ${job.data.eventName}`,
        job.data.memberName,
        [
          `A place opened up on ${job.data.eventName} (meet ${job.data.meetTime}) and you have been moved from the waitlist to the attendance list.`,
          'If you can no longer attend, please change your sign-up so the next member can go.',
        ],
        job.data.eventLink,
      );
    case 'eventReminder':
      return compose(
        job.subject ?? `Reminder: ${job.data.eventName}`,
        job.data.memberName,
        [
          `You are signed up for ${job.data.eventName}.`,
          `Meet: ${job.data.meetTime}${job.data.meetLocation.trim() ? ` at ${job.data.meetLocation.trim()}` : ''}.`,
          'If you can no longer attend, please change your sign-up.',
        ],
        job.data.eventLink,
      );
    case 'eventSignupDigest':
      return compose(
        job.subject ?? `New sign-ups: ${job.data.eventName}`,
        job.data.contactName,
        [
          `New sign-ups for ${job.data.eventName}:`,
          job.data.signups.map((s) => `- ${s.memberName}: ${s.status} (${s.at})`).join('\n'),
        ],
        job.data.eventLink,
      );
    case 'permissionSlipRequest':
      return compose(
        job.subject ??
          `${job.data.reminder ? 'Reminder: p' : job.data.changed.length > 0 ? 'Please sign again: p' : 'P'}ermission slip for ${job.data.cadetName}: ${job.data.eventName}`,
        '',
        [
          `${job.data.cadetName} is going to ${job.data.eventName} (meet ${job.data.meetTime}). The unit asks a parent or guardian to sign the cadet activity permission slip (CAPF 60-80) online.`,
          ...(job.data.changed.length > 0
            ? [
                `The activity changed since you signed: ${job.data.changed.join(', ')}. Please review and sign again.`,
              ]
            : []),
          `Open the link below to read the slip and sign or decline it. The link works once and until ${job.data.expiresAt}.`,
        ],
        job.data.link,
      );
  }
}
