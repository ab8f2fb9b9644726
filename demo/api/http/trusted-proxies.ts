import { BlockList } from 'node:net';
import { ipVersionOf, normaliseIpAddress } from './ip-address';

/**
 * Which peers may tell the server the client's address in `X-Forwarded-For`: none (the default:
 * the socket's address counts), the nearest N hops (every request passes N proxies of the lab's
 * own), or the proxies' own addresses and networks (also safe when the server is reachable
 * directly: a client that is not listed cannot speak for anyone).
 */
export type TrustedProxies =
  | { kind: 'none' }
  | { kind: 'hops'; hops: number }
  | { kind: 'addresses'; addresses: BlockList };

export const noTrustedProxies: TrustedProxies = { kind: 'none' };

/** Reads `TRUST_PROXY`: empty or `0` (none), a hop count (`1`, `2`), or `10.0.0.5, 10.1.0.0/16, fd00::/8`. */
export function parseTrustedProxies(setting: string | undefined): TrustedProxies {
  const value = setting?.trim() ?? '';
  if (value === '' || value === '0') return noTrustedProxies;
  if (/^\d+$/.test(value)) return { kind: 'hops', hops: Number(value) };
  const addresses = new BlockList();
  for (const entry of value.split(',').map((part) => part.trim())) {
    const [addressText = '', prefixText] = entry.split('/');
    const address = normaliseIpAddress(addressText);
    if (address === undefined) throw invalidSetting(value);
    const version = ipVersionOf(address);
    if (prefixText === undefined) {
      addresses.addAddress(address, version);
      continue;
    }
    const prefix = Number(prefixText);
    if (!/^\d+$/.test(prefixText) || prefix > (version === 'ipv4' ? 32 : 128)) throw invalidSetting(value);
    addresses.addSubnet(address, prefix, version);
  }
  return { kind: 'addresses', addresses };
}

/** Whether the request came through hop `hop` (1 = the peer) from a proxy of the lab's own. */
export function isTrustedHop(trusted: TrustedProxies, hop: number, address: string): boolean {
  if (trusted.kind === 'none') return false;
  if (trusted.kind === 'hops') return hop <= trusted.hops;
  return trusted.addresses.check(address, ipVersionOf(address));
}

function invalidSetting(value: string): Error {
  return new Error(
    `TRUST_PROXY must be a hop count (1, 2...) or a comma-separated list of proxy addresses or CIDRs (10.0.0.5, 10.1.0.0/16), got "${value}"`,
  );
}
