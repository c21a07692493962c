import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { EmailJob } from '@portal/contracts';
import {
  MAIL_HEADER_ACCOUNT,
  MAIL_HEADER_JOB_ID,
  MAIL_HEADER_KIND,
  MAIL_HEADER_LINK,
  mailboxFileName,
} from '@portal/contracts';
import type { RenderedEmail } from './render.ts';

export interface DeliveryResult {
  /** The .eml file written (mailbox mode). */
  file?: string;
  messageId?: string;
}

/** Delivers one rendered mail. Throwing makes BullMQ retry the job with backoff. */
export interface Mailer {
  readonly mode: 'smtp' | 'mailbox';
  deliver(input: { jobId: string; job: EmailJob; rendered: RenderedEmail }): Promise<DeliveryResult>;
  close(): void;
}

export interface MailerConfig {
  /** When set, mail goes out over SMTP; otherwise into mailDir. */
  smtpUrl?: string | undefined;
  mailDir: string;
  from: string;
  now?: () => Date;
}

function messageOptions(from: string, input: { jobId: string; job: EmailJob; rendered: RenderedEmail }) {
  const { job, rendered, jobId } = input;
  const headers: Record<string, string> = {
    [MAIL_HEADER_KIND]: job.kind,
    [MAIL_HEADER_JOB_ID]: jobId,
    [MAIL_HEADER_ACCOUNT]: job.accountID,
  };
  if (rendered.link) headers[MAIL_HEADER_LINK] = rendered.link;
  return {
    from,
    to: job.to,
    subject: rendered.subject,
    text: rendered.text,
    html: rendered.html,
    headers,
    // A stable Message-ID per business event lets mail servers drop a duplicate delivery too.
    messageId: `<${jobId}@portal.local>`,
  };
}

export function createMailer(config: MailerConfig): Mailer {
  const now = config.now ?? (() => new Date());
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      mode: 'smtp',
      async deliver(input) {
        const info = await transport.sendMail(messageOptions(config.from, input));
        return { messageId: info.messageId };
      },
      close: () => transport.close(),
    };
  }
  // Local mailbox: nodemailer builds the real RFC 822 message, we only store it.
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    mode: 'mailbox',
    async deliver(input) {
      const info = await transport.sendMail(messageOptions(config.from, input));
      await mkdir(config.mailDir, { recursive: true });
      const file = path.join(config.mailDir, mailboxFileName(now(), input.jobId));
      // Write then rename so a reader polling the folder never sees half a message.
      const partial = `${file}.partial`;
      await writeFile(partial, info.message as Buffer);
      await rename(partial, file);
      return { file, messageId: info.messageId };
    },
    close: () => transport.close(),
  };
}
