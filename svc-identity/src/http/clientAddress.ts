import type { Request } from 'express';
import { addressBucket } from './addressBucket.ts';

/**
 * The browser's address. Requests reach us only through the gateway (signed context), which
 * appends the address it saw to X-Forwarded-For; the last entry is therefore the trustworthy one
 * (earlier entries are whatever the client sent). Behind a proxy in front of the gateway (an
 * ingress, TRUSTED_PROXY_HOPS=1) the gateway saw the proxy, so the client is the entry that proxy
 * wrote: `trustedProxyHops` entries left of the last. The gateway must then be reachable only
 * through that proxy, or a client could write that entry itself.
 */
export function clientAddress(req: Request, trustedProxyHops = 0): string {
  const entries = (req.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  // a shorter chain than configured: the request did not pass the proxy; the gateway's entry is all we know
  const index = entries.length - 1 - trustedProxyHops;
  return entries[index >= 0 ? index : entries.length - 1] || req.socket.remoteAddress || 'unknown';
}

/** What per-address limits count the request under: its IPv4 address or IPv6 /64 (addressBucket.ts). */
export function clientNetwork(req: Request, trustedProxyHops = 0): string {
  return addressBucket(clientAddress(req, trustedProxyHops));
}
