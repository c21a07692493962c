import { describe, expect, it } from 'vitest';
import { emailJob } from './emailJob.ts';
import { mailboxFileName, mailIsTo, parseMailboxMessage } from './mailbox.ts';

describe('local mailbox format (MAIL_DIR readable by e2e)', () => {
  it('file names are {timestamp}-{jobId}.eml and sort chronologically', () => {
    const a = mailboxFileName(new Date('2026-11-22T00:16:50.123Z'), 'passwordreset-abc');
    const b = mailboxFileName(new Date('2026-11-22T00:16:51.000Z'), 'finishsetup-x');
    expect(a).toBe('2026-11-22T00-16-50.123Z-passwordreset-abc.eml');
    expect([b, a].sort()).toEqual([a, b]);
    expect(mailboxFileName(new Date(0), 'a/b:c')).toBe('1970-01-01T00-00-00.000Z-a_b_c.eml');
  });

  it('parses folded headers and finds the link, kind and recipient', () => {
    const raw = [
      'X-Portal-Link:',
      ' http://md001.localhost:8080/finishpasswordreset/abc',
      'X-Portal-Kind: passwordReset',
      'X-Portal-Job-ID: passwordreset-1',
      'X-Portal-Account: md001',
      'To: "Pat Cadet" <Pat@Example.com>',
      'Subject: Reset your password',
      '',
      'body=',
      'X-Portal-Link: not-a-header',
    ].join('\r\n');
    const message = parseMailboxMessage(raw);
    expect(message.link).toBe('http://md001.localhost:8080/finishpasswordreset/abc');
    expect(message.kind).toBe('passwordReset');
    expect(message.jobId).toBe('passwordreset-1');
    expect(message.accountID).toBe('md001');
    expect(message.subject).toBe('Reset your password');
    expect(mailIsTo(message, 'pat@example.com')).toBe(true);
    expect(mailIsTo(message, 'other@example.com')).toBe(false);
  });

  it('the email job schema refuses an unknown kind and a relative link', () => {
    expect(emailJob.safeParse({ kind: 'spam', accountID: 'md001', to: 'a@b.c', data: {} }).success).toBe(
      false,
    );
    const job = {
      kind: 'passwordReset',
      accountID: 'md001',
      to: 'a@b.c',
      data: {
        memberName: 'P',
        username: 'p',
        link: '/finishpasswordreset/x',
        expiresAt: '2026-01-01T00:00:00.000Z',
      },
    };
    expect(emailJob.safeParse(job).success).toBe(false);
    expect(
      emailJob.safeParse({ ...job, data: { ...job.data, link: 'http://md001.localhost:8080/x' } }).success,
    ).toBe(true);
  });
});
