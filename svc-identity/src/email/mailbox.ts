import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { mailIsTo, parseMailboxMessage, type MailboxMessage } from '@portal/contracts';

/**
 * Reads the local mailbox written by the worker (format in contracts/src/email/mailbox.ts).
 * Used by tests; a developer simply opens the .eml files.
 */
export async function listMailboxFiles(mailDir: string): Promise<string[]> {
  try {
    const names = await readdir(mailDir);
    // File names start with the ISO timestamp, so the lexical order is the delivery order.
    return names.filter((name) => name.endsWith('.eml')).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

export async function readMailbox(mailDir: string): Promise<Array<MailboxMessage & { file: string }>> {
  const files = await listMailboxFiles(mailDir);
  return Promise.all(
    files.map(async (name) => {
      const file = path.join(mailDir, name);
      return { ...parseMailboxMessage(await readFile(file, 'utf8')), file };
    }),
  );
}

/** The most recently delivered mail to the address, or undefined. */
export async function newestMailTo(
  mailDir: string,
  address: string,
): Promise<(MailboxMessage & { file: string }) | undefined> {
  const messages = await readMailbox(mailDir);
  return messages.reverse().find((message) => mailIsTo(message, address));
}

/** Polls until a mail to the address matching the filter arrives (the worker is asynchronous). */
export async function waitForMail(
  mailDir: string,
  address: string,
  options: { timeoutMs?: number; filter?: (message: MailboxMessage) => boolean } = {},
): Promise<MailboxMessage & { file: string }> {
  const deadline = Date.now() + (options.timeoutMs ?? 10_000);
  for (;;) {
    const messages = (await readMailbox(mailDir)).reverse();
    const found = messages.find((m) => mailIsTo(m, address) && (options.filter?.(m) ?? true));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`No mail to ${address} arrived in ${mailDir}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
