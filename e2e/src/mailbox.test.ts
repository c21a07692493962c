// The mailbox reader the journeys rely on: quoted-printable and base64 bodies, multipart messages.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { decodeQuotedPrintable, findLink, messageText, waitForMail } from './mailbox.ts';

test('quoted-printable soft breaks and escapes are decoded (reset links survive line wrapping)', () => {
  const body = 'Open http://md001.localhost:8080/finishpassword=\r\nreset/abc=3Ddef now =E2=9C=93';
  assert.equal(
    decodeQuotedPrintable(body),
    'Open http://md001.localhost:8080/finishpasswordreset/abc=def now ✓',
  );
});

test('links are found in every part of a multipart message, whatever its transfer encoding', () => {
  const link = 'http://md001.localhost:8080/finishpasswordreset/tok_123';
  const raw = [
    'To: cadet@example.org',
    'Subject: Password reset',
    'Content-Type: multipart/alternative; boundary="b1"',
    '',
    '--b1',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: base64',
    '',
    Buffer.from(`Reset: ${link}\n`).toString('base64'),
    '--b1',
    'Content-Type: text/html; charset=utf-8',
    'Content-Transfer-Encoding: quoted-printable',
    '',
    `<a href=3D"${link}">reset</a>`,
    '--b1--',
    '',
  ].join('\r\n');
  const text = messageText(raw);
  assert.equal(findLink(text, '/finishpasswordreset/'), link);
  assert.ok(text.includes(`href="${link}"`));
  assert.equal(findLink('nothing here', '/finishpasswordreset/'), null);
});

test('the X-Portal-Kind and folded X-Portal-Link headers are read, and a seen mail is not returned twice', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'e2e-mailbox-test-'));
  try {
    const link = 'http://md001.localhost:8080/finishaccount/tok_456';
    const raw = [
      'To: a@example.com',
      'Subject: Finish',
      'X-Portal-Kind: finishSetup',
      'X-Portal-Link:',
      ` ${link}`,
      '',
      'body',
    ].join('\r\n');
    await writeFile(join(dir, '2026-01-01T00-00-00.000Z-finishsetup-1.eml'), raw);
    await writeFile(join(dir, '2026-01-01T00-00-01.000Z-finishsetup-2.eml.partial'), raw);
    const seen = new Set<string>();
    const mail = await waitForMail(
      dir,
      (m) => m.kind === 'finishSetup' && m.to === 'a@example.com',
      seen,
      1000,
    );
    assert.equal(mail.link, link);
    await assert.rejects(
      waitForMail(dir, (m) => m.kind === 'finishSetup', seen, 700),
      /no matching mail/,
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
