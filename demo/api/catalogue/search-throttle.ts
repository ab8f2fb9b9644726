import type { MiddlewareHandler } from 'hono';
import type { AppDeps } from '../app-deps';
import { clientAddress } from '../http/client-address';
import { HttpError } from '../http/http-error';

/**
 * Caps searches per client address per second, so a flood of searches cannot starve the other
 * calls (on PGlite every query waits in one line). Counted in this process's memory: a
 * one-second window needs no database round trip, and the map is emptied every second.
 */
export function searchThrottle(deps: Pick<AppDeps, 'clock' | 'limits' | 'trustProxy'>): MiddlewareHandler {
  let currentSecond = 0;
  const searchesByAddress = new Map<string, number>();
  return async (c, next) => {
    const second = Math.floor(deps.clock().getTime() / 1000);
    if (second !== currentSecond) {
      currentSecond = second;
      searchesByAddress.clear();
    }
    const address = clientAddress(c, deps.trustProxy);
    const searches = (searchesByAddress.get(address) ?? 0) + 1;
    searchesByAddress.set(address, searches);
    if (searches > deps.limits.maxSearchesPerAddressPerSecond) {
      throw new HttpError(429, 'Too many searches from this device. Please try again in a moment.', { retryAfter: 1 });
    }
    await next();
  };
}
