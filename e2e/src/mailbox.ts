// Reads the local mailbox (MAIL_DIR: one .eml file per delivered message) the way a developer
// would open it, so journeys that send a link can be finished in the browser.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Decodes a quoted-printable body (soft line breaks and =XX escapes), keeping UTF-8 intact. */
export function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

interface Part {
  headers: string;
  body: string;
}

function splitHeaders(raw: string): Part {
  const at = raw.search(/\r?\n\r?\n/);
  if (at < 0) return { headers: raw, body: '' };
  return { headers: raw.slice(0, at), body: raw.slice(at).replace(/^\r?\n\r?\n/, '') };
}

function header(headers: string, name: string): string {
  const unfolded = headers.replace(/\r?\n[ \t]+/g, ' ');
  const match = unfolded.match(new RegExp(`^${name}:\\s*(.*)$`, 'im'));
  return match?.[1]?.trim() ?? '';
}

function decodePart(part: Part): string {
  const encoding = header(part.headers, 'Content-Transfer-Encoding').toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(part.body);
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return part.body;
}

/** The decoded text of every leaf part of a MIME message (plain and HTML alike), joined. */
export function messageText(raw: string): string {
  const part = splitHeaders(raw);
  const type = header(part.headers, 'Content-Type');
  const boundary = type.match(/boundary="?([^";]+)"?/i)?.[1];
  if (!/^multipart\//i.test(type) || !boundary) return decodePart(part);
  return part.body
    .split(`--${boundary}`)
    .slice(1)
    .filter((chunk) => !chunk.startsWith('--'))
    .map((chunk) => messageText(chunk.replace(/^\r?\n/, '')))
    .join('\n');
}

export interface Mail {
  file: string;
  to: string;
  subject: string;
  /** X-Portal-Kind: finishSetup, usernameReminder, passwordReset, accountNotice. */
  kind: string;
  /** X-Portal-Link: the action link, unencoded (svc-identity/src/email/README.md); '' if none. */
  link: string;
  text: string;
}

export async function readMailbox(dir: string): Promise<Mail[]> {
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort();
  return Promise.all(
    files.map(async (file) => {
      const raw = await readFile(join(dir, file), 'utf8');
      const { headers } = splitHeaders(raw);
      return {
        file,
        to: header(headers, 'To'),
        subject: header(headers, 'Subject'),
        kind: header(headers, 'X-Portal-Kind'),
        link: header(headers, 'X-Portal-Link'),
        text: messageText(raw),
      };
    }),
  );
}

/** The first link in text whose path contains pathPart (e.g. '/finishpasswordreset/'). */
export function findLink(text: string, pathPart: string): string | null {
  const links = text.match(/https?:\/\/[^\s"'<>)\]]+/g) ?? [];
  return links.find((link) => link.includes(pathPart)) ?? null;
}

/** Waits until a message with a link containing pathPart arrives; returns that link. */
export async function waitForLink(
  dir: string,
  pathPart: string,
  seen: Set<string>,
  timeoutMs = 30000,
): Promise<string> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    for (const mail of await readMailbox(dir)) {
      if (seen.has(mail.file)) continue;
      const link = findLink(mail.text, pathPart);
      if (link) {
        seen.add(mail.file);
        return link;
      }
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`no mail with a ${pathPart} link arrived in ${dir} within ${timeoutMs / 1000}s`);
}

/** Waits until an unseen message matching `wanted` arrives (e.g. by kind and recipient); returns it. */
export async function waitForMail(
  dir: string,
  wanted: (mail: Mail) => boolean,
  seen: Set<string>,
  timeoutMs = 30000,
): Promise<Mail> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const mail = (await readMailbox(dir)).find((m) => !seen.has(m.file) && wanted(m));
    if (mail) {
      seen.add(mail.file);
      return mail;
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`no matching mail arrived in ${dir} within ${timeoutMs / 1000}s`);
}
