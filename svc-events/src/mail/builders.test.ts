import { describe, expect, it } from 'vitest';
import { emailJob, eventSignupDigestEmailJob } from '@portal/contracts';
import {
  reminderEmail,
  signupDigestEmail,
  signupEmail,
  waitlistPromotedEmail,
  type MailEvent,
} from './builders.ts';

// 2026-07-04 18:30 UTC = 14:30 New York (§9 zone); start one hour later.
const MEET = Date.UTC(2026, 6, 4, 18, 30);
const event: MailEvent = {
  id: 7,
  name: 'Drill night',
  meetDateTime: MEET,
  startDateTime: MEET + 3_600_000,
  meetLocation: 'Hangar 2',
  emailBody: {
    body: 'Hi %%MEMBER_NAME%%, %%EVENT_NAME%% at %%EVENT_START%%: %%EVENT_LINK%% %%MEMBER_NAME%%',
  },
};
const common = { event, accountID: 'md001', eventLink: 'http://md001.localhost:8080/eventviewer/7' };
const cadet = {
  member: { type: 'CAPNHQMember' as const, id: 100001 },
  name: 'C/Amn Ann Able',
  email: 'ann@example.org',
};
const prospect = {
  member: { type: 'CAPProspectiveMember' as const, id: 'md001:3' },
  name: 'Bo Bee',
  email: 'bo@example.org',
};

describe('svc-events mail builders', () => {
  it('events §5: the sign-up mail carries the body with every placeholder replaced', () => {
    const { jobId, job } = signupEmail({ ...common, recipient: cadet });
    expect(jobId).toBe('eventsignup-md001-7-CAPNHQMember-100001');
    expect(emailJob.parse(job)).toEqual(job);
    expect(job).toMatchObject({ kind: 'eventSignup', accountID: 'md001', to: 'ann@example.org' });
    expect(job.data.bodyMarkdown).toBe(
      'Hi C/Amn Ann Able, Drill night at 15:30 on 07/04/2026: http://md001.localhost:8080/eventviewer/7 C/Amn Ann Able',
    );
  });

  it('job ids never hold a colon (BullMQ 6), even for prospective ids that do', () => {
    expect(signupEmail({ ...common, recipient: prospect }).jobId).toBe(
      'eventsignup-md001-7-CAPProspectiveMember-md001_3',
    );
  });

  it('the waitlist promotion mail is one per waiting record, with the meet time in New York', () => {
    const { jobId, job } = waitlistPromotedEmail({ ...common, recipient: cadet, recordTimestamp: 1234 });
    expect(jobId).toBe('eventwaitlistpromoted-md001-7-CAPNHQMember-100001-1234');
    expect(emailJob.parse(job).data).toMatchObject({ meetTime: '14:30 on 07/04/2026', eventID: 7 });
  });

  it('the reminder is one per member and meet time', () => {
    const { jobId, job } = reminderEmail({ ...common, recipient: cadet });
    expect(jobId).toBe(`eventreminder-md001-7-CAPNHQMember-100001-${MEET}`);
    expect(emailJob.parse(job).data).toMatchObject({
      meetLocation: 'Hangar 2',
      meetTime: '14:30 on 07/04/2026',
    });
  });

  it('the sign-up digest lists status labels and times, waitlisted records as Waitlisted', () => {
    const { jobId, job } = signupDigestEmail({
      ...common,
      contact: { name: 'Maj Pat Poc', email: 'pat@example.org', key: 'CAPNHQMember-200002' },
      windowStart: 5000,
      signups: [
        { memberName: 'C/Amn Ann Able', status: 'COMMITTEDATTENDED', at: MEET },
        { memberName: 'Bo Bee', status: 'COMMITTEDATTENDED', at: MEET, waitlisted: true },
        { memberName: 'Cy Sea', status: 'NOTPLANNINGTOATTEND', at: MEET },
      ],
    });
    expect(jobId).toBe('eventsignupdigest-md001-7-CAPNHQMember-200002-5000');
    expect(eventSignupDigestEmailJob.parse(job).data.signups).toEqual([
      { memberName: 'C/Amn Ann Able', status: 'Committed/Attended', at: '14:30 on 07/04/2026' },
      { memberName: 'Bo Bee', status: 'Waitlisted', at: '14:30 on 07/04/2026' },
      { memberName: 'Cy Sea', status: 'Not planning to attend', at: '14:30 on 07/04/2026' },
    ]);
  });
});
