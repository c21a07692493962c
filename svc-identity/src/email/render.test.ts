import { describe, expect, it } from 'vitest';
import { renderEmail } from './render.ts';

describe('email rendering (plain text and HTML for each kind)', () => {
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

describe('eventSignup: the event body (events §5) rendered from markdown, safely', () => {
  const link = 'http://md001.localhost:8080/eventviewer/7';
  const signup = (bodyMarkdown: string) =>
    renderEmail({
      kind: 'eventSignup',
      accountID: 'md001',
      to: 'ann@example.org',
      data: {
        memberName: 'C/Amn Ann Able',
        eventID: 7,
        eventName: 'Drill & ceremonies',
        eventLink: link,
        bodyMarkdown,
      },
    });

  it('paragraphs, bold, lists and links become HTML; the text alternative is the markdown as written', () => {
    const body = `Hello C/Amn Ann Able,\n\n**Bring** water:\n\n- boots\n- cap\n\nSee <${link}> or [the event](${link}).`;
    const mail = signup(body);
    expect(mail.subject).toBe('Signed up: Drill & ceremonies');
    expect(mail.html).toContain('<p>Hello C/Amn Ann Able,</p>');
    expect(mail.html).toContain('<strong>Bring</strong>');
    expect(mail.html).toContain('<ul>\n<li>boots</li>\n<li>cap</li>\n</ul>');
    expect(mail.html).toContain(`<a href="${link}">${link}</a>`);
    expect(mail.html).toContain(`<a href="${link}">the event</a>`);
    expect(mail.text.startsWith(`${body}\n\n`)).toBe(true);
    expect(mail.link).toBe(link);
  });

  it('no greeting of our own (the body has %%MEMBER_NAME%%); the link is added only when the body lacks it', () => {
    const withLink = signup(`Hi\n\n<${link}>`);
    expect(withLink.text).not.toContain('Hello');
    expect(withLink.text.split(link)).toHaveLength(2);
    const without = signup('Hi');
    expect(without.text).toContain(`Hi\n\n${link}\n\n`);
    expect(without.html).toContain(`<p><a href="${link}">${link}</a></p>`);
  });

  it('raw HTML in the body is escaped, unsafe link targets are dropped', () => {
    const mail = signup(
      '<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>\n\n[click](javascript:alert(1)) <b>x</b>',
    );
    expect(mail.html).not.toMatch(/<script|<img|<b>|javascript:|onerror=alert\(1\)>/);
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).toContain('&lt;b&gt;x&lt;/b&gt;');
    expect(mail.html).toContain('<a href="">click</a>');
  });
});
