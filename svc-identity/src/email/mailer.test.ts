import { afterEach, describe, expect, it } from 'vitest';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { accountBaseURL } from '@portal/contracts/server';
import { passwordResetEmail } from './jobs.ts';
import { createMailer } from './mailer.ts';
import { renderEmail } from './render.ts';

/** A minimal SMTP server: accepts every message and keeps its envelope and data. */
function fakeSmtpServer() {
  const received: Array<{ from: string; to: string[]; data: string }> = [];
  const server = net.createServer((socket) => {
    let buffer = '';
    let inData = false;
    let current = { from: '', to: [] as string[], data: '' };
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += String(chunk);
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          current.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          received.push(current);
          current = { from: '', to: [], data: '' };
          socket.write('250 queued\r\n');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol === -1) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'MAIL') current.from = line;
        if (verb === 'RCPT') current.to.push(line);
        if (verb === 'DATA') inData = true;
        if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write(verb === 'DATA' ? '354 go\r\n' : '250 ok\r\n');
      }
    });
  });
  return { server, received };
}

describe('SMTP delivery (delivers over SMTP when SMTP_URL is configured)', () => {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await close?.();
    close = undefined;
  });

  it('sends the rendered mail to the SMTP server named by SMTP_URL', async () => {
    const { server, received } = fakeSmtpServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    close = () => new Promise((resolve) => server.close(() => resolve()));
    const port = (server.address() as AddressInfo).port;

    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      mailDir: '/nonexistent',
      from: 'Portal <no-reply@localhost>',
    });
    const { jobId, job } = passwordResetEmail({
      accountID: 'md001',
      to: 'smtp@example.com',
      memberName: 'Pat',
      username: 'pat',
      tokenID: 's1',
      token: 'tok',
      baseURL: accountBaseURL({ baseDomain: 'localhost', publicPort: 8080 }, 'md001'),
      expiresAt: new Date(),
    });
    expect(mailer.mode).toBe('smtp');
    const result = await mailer.deliver({ jobId, job, rendered: renderEmail(job) });
    mailer.close();
    expect(result.file).toBeUndefined();
    expect(received).toHaveLength(1);
    expect(received[0]!.to.join()).toContain('<smtp@example.com>');
    expect(received[0]!.data).toContain('Subject: Reset your password');
    expect(received[0]!.data).toContain('X-Portal-Job-ID: passwordreset-s1');
  });
});
