import { isIP } from 'node:net';

/**
 * A validated IP address in one spelling, or undefined for anything else (a host name, a port,
 * junk a client wrote into `X-Forwarded-For`). IPv4-mapped IPv6 (`::ffff:1.2.3.4`, what a
 * dual-stack socket reports) becomes the IPv4 address, so one client never has two spellings.
 */
export function normaliseIpAddress(text: string): string | undefined {
  let value = text.trim();
  if (value.startsWith('[') && value.endsWith(']')) value = value.slice(1, -1);
  // A zone (`fe80::1%eth0`) names the local interface, not the client.
  value = value.split('%')[0] ?? '';
  const version = isIP(value);
  if (version === 4) return value;
  if (version !== 6) return undefined;
  const groups = ipv6Groups(value);
  const isMappedIpv4 = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (isMappedIpv4) return [groups[6] ?? 0, groups[7] ?? 0].flatMap((group) => [group >> 8, group & 0xff]).join('.');
  return groups.map((group) => group.toString(16)).join(':');
}

export type IpVersion = 'ipv4' | 'ipv6';

export function ipVersionOf(address: string): IpVersion {
  return isIP(address) === 4 ? 'ipv4' : 'ipv6';
}

/**
 * The group a normalised address is limited as: an IPv4 address alone, an IPv6 address by its
 * /64, since one subscriber is handed a whole /64 and could take a fresh address per request.
 */
export function limitGroupOf(address: string): string {
  return ipVersionOf(address) === 'ipv4' ? address : `${address.split(':').slice(0, 4).join(':')}::/64`;
}

/** The wider network an address belongs to (IPv4 /24, IPv6 /48), for the per-prefix send budget. */
export function networkOf(address: string): string {
  if (ipVersionOf(address) === 'ipv6') return `${address.split(':').slice(0, 3).join(':')}::/48`;
  return `${address.split('.').slice(0, 3).join('.')}.0/24`;
}

/** The eight 16-bit groups of a valid IPv6 address, `::` expanded, a trailing dotted quad converted. */
function ipv6Groups(address: string): number[] {
  let text = address;
  const dottedQuad = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dottedQuad) {
    const [a = 0, b = 0, c = 0, d = 0] = dottedQuad.slice(1).map(Number);
    text = `${text.slice(0, dottedQuad.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((group) => parseInt(group, 16)));
  const left = parse(head);
  const right = parse(tail ?? '');
  const zeros = tail === undefined ? [] : new Array<number>(8 - left.length - right.length).fill(0);
  return [...left, ...zeros, ...right];
}
