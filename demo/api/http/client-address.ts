import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { limitGroupOf, networkOf, normaliseIpAddress } from './ip-address';
import { isTrustedHop } from './trusted-proxies';
import type { TrustedProxies } from './trusted-proxies';

/** Who a request counts against in the per-address limits and the per-network budget. */
export interface ClientAddress {
  /** The address itself, for nothing but logs. */
  address: string;
  /** IPv4 address or IPv6 /64: the per-address limits count by it. */
  limitKey: string;
  /** IPv4 /24 or IPv6 /48: the per-prefix send budget counts by it. */
  networkKey: string;
}

export function clientAddress(c: Context, trusted: TrustedProxies): ClientAddress {
  const address =
    resolveClientAddress(getConnInfo(c).remote.address, c.req.header('x-forwarded-for'), trusted) ?? 'unknown';
  return address === 'unknown'
    ? { address, limitKey: address, networkKey: address }
    : { address, limitKey: limitGroupOf(address), networkKey: networkOf(address) };
}

/**
 * Walks back from the socket's peer through `X-Forwarded-For`, where each proxy appends the
 * address it was called from, for as long as the hop is a trusted proxy; the first address not
 * vouched for by one is the client. An entry that is not an IP address stops the walk at the last
 * proxy, so junk a client writes can neither pick a bucket of its own nor pass as another client.
 */
export function resolveClientAddress(
  peer: string | undefined,
  forwardedFor: string | undefined,
  trusted: TrustedProxies,
): string | undefined {
  let current = normaliseIpAddress(peer ?? '');
  if (current === undefined) return undefined;
  const forwarded = (forwardedFor ?? '').split(',').map((entry) => entry.trim()).filter((entry) => entry !== '');
  for (let hop = 1; isTrustedHop(trusted, hop, current); hop++) {
    const next = normaliseIpAddress(forwarded.pop() ?? '');
    if (next === undefined) return current;
    current = next;
  }
  return current;
}
