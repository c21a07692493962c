import { describe, expect, it } from 'vitest';
import { emailJob } from '@portal/contracts';
import { renderEmail } from '../email/render.ts';

const envelope = { kind: 'prospectiveAccount', accountID: 'md001', to: 'pat@example.com' } as const;

describe("the 'prospectiveAccount' mail (email a link / email a random password)", () => {
  it('the link variant carries the finish-account link and its expiry', () => {
    const job = emailJob.parse({
      ...envelope,
      data: {
        memberName: 'Pat Prospect',
        memberID: 'md001-3',
        link: 'http://md001.localhost:8080/finishaccount/abc_DEF',
        expiresAt: '2026-01-02T00:00:00.000Z',
      },
    });
    const mail = renderEmail(job);
    expect(mail.link).toBe('http://md001.localhost:8080/finishaccount/abc_DEF');
    expect(mail.text).toContain('choose your username and password');
    expect(mail.text).not.toContain('Temporary password');
  });

  it('the random-password variant shows the username and the password, and says it must be changed', () => {
    const job = emailJob.parse({
      ...envelope,
      data: {
        memberName: 'Pat Prospect',
        memberID: 'md001-3',
        link: 'http://md001.localhost:8080/signin',
        username: 'pat.p',
        password: 'R4nd0m-<b>',
      },
    });
    const mail = renderEmail(job);
    expect(mail.text).toContain('Username: pat.p');
    expect(mail.text).toContain('Temporary password: R4nd0m-<b>');
    expect(mail.html).toContain('R4nd0m-&lt;b&gt;');
    expect(mail.text).toContain('choose a new password');
  });
});
