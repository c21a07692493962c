import { describe, expect, it } from 'vitest';
import { renderEmail } from './render.ts';

describe('email rendering (issue item 5: plain text and HTML for each kind)', () => {
  it('finish account setup mail carries the link in both alternatives', () => {
    const mail = renderEmail({
      kind: 'finishSetup',
      accountID: 'md001',
      to: 'a@example.com',
      data: {
        memberName: 'Pat',
        capid: 123456,
        link: 'http://md001.localhost:8080/finishaccount/tok',
        expiresAt: '2026-01-01T00:00:00.000Z',
      },
    });
    expect(mail.subject).toBe('Finish setting up your account');
    expect(mail.text).toContain('http://md001.localhost:8080/finishaccount/tok');
    expect(mail.html).toContain('href="http://md001.localhost:8080/finishaccount/tok"');
    expect(mail.text).toContain('member number 123456');
  });

  it('escapes member-supplied text in the HTML alternative', () => {
    const mail = renderEmail({
      kind: 'accountNotice',
      accountID: 'md001',
      to: 'a@example.com',
      data: {
        memberName: '<script>x</script>',
        title: 'Password changed',
        text: 'Your password was changed & saved',
      },
    });
    expect(mail.subject).toBe('Password changed');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
    expect(mail.html).toContain('changed &amp; saved');
    expect(mail.link).toBeUndefined();
  });

  it('an explicit subject wins over the default', () => {
    const mail = renderEmail({
      kind: 'passwordReset',
      accountID: 'md001',
      to: 'a@example.com',
      subject: 'Custom',
      data: {
        memberName: 'Pat',
        username: 'pat',
        link: 'http://x.localhost:1/finishpasswordreset/t',
        expiresAt: 'soon',
      },
    });
    expect(mail.subject).toBe('Custom');
    expect(mail.text).toContain('expires at soon');
  });
});
