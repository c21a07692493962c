import type { Request } from 'express';
import { addressBucket } from './addressBucket.ts';

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

/** What per-address limits count the request under: its IPv4 address or IPv6 /64 (addressBucket.ts). */
export function clientNetwork(req: Request): string {
  return addressBucket(clientAddress(req));
}
