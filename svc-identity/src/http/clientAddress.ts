import type { Request } from 'express';

/**
 * The browser's address. Requests reach us only through the gateway (signed context), which
 * appends the address it saw to X-Forwarded-For; the last entry is therefore the trustworthy one
 * (earlier entries are whatever the client sent).
 */
export function clientAddress(req: Request): string {
  const forwarded = req.get('x-forwarded-for');
  const last = forwarded?.split(',').pop()?.trim();
  return last || req.socket.remoteAddress || 'unknown';
}
