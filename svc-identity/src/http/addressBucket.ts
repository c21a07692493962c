// Per-address limits (sign-in, account mails, sign-in nonces, client error reports) count a
// network, not a socket address: one IPv6 host usually holds a whole /64 (2^64 addresses), so
// counting single IPv6 addresses would let it reset a limit at will. IPv4 addresses count one by one; IPv4-mapped IPv6 (::ffff:a.b.c.d, what a
// dual-stack gateway sees for IPv4 clients) counts as the IPv4 address it is.
import { isIPv4, isIPv6 } from 'node:net';

/** The eight 16-bit groups of an IPv6 address (zone id dropped), or null when it is not one. */
function ipv6Groups(address: string): number[] | null {
  const plain = address.split('%')[0]!;
  if (!isIPv6(plain)) return null;
  let text = plain;
  // a trailing dotted IPv4 part (::ffff:1.2.3.4, ::1.2.3.4) becomes two groups
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted[1]!.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, -dotted[1]!.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.includes('::') ? text.split('::') : [text, null];
  const parse = (part: string | undefined) => (part ? part.split(':').map((g) => parseInt(g, 16)) : []);
  const left = parse(head);
  const right = tail === null ? [] : parse(tail);
  const missing = 8 - left.length - right.length;
  return [...left, ...Array<number>(Math.max(0, missing)).fill(0), ...right];
}

/** The key the per-address window counts under: the IPv4 address, or the IPv6 /64 network. */
export function addressBucket(address: string): string {
  const trimmed = address.trim();
  if (isIPv4(trimmed)) return trimmed;
  const groups = ipv6Groups(trimmed);
  if (!groups) return trimmed || 'unknown';
  const mappedIPv4 = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  if (mappedIPv4) {
    const [hi, lo] = [groups[6]!, groups[7]!];
    return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}
