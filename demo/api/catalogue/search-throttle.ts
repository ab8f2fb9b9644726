import type { MiddlewareHandler } from 'hono';
import type { AppDeps } from '../app-deps';
import { clientAddress } from '../http/client-address';
import { HttpError } from '../http/http-error';
import { addToCount, secondMs } from '../rate-counts';

/**
 * Caps searches per client address (IPv4 or IPv6 /64) per second, so a flood of searches cannot
 * starve the other calls. Counted first in this process's memory (no database work for a caller
 * already over the cap; the map is emptied every second), then, when other instances share the
 * database, in the database too, so the cap holds for all of them together.
 */
export function searchThrottle(deps: Pick<AppDeps, 'db' | 'clock' | 'limits' | 'trustedProxies'>): MiddlewareHandler {
  let currentSecond = 0;
  const searchesByAddress = new Map<string, number>();
  return async (c, next) => {
    const now = deps.clock();
    const second = Math.floor(now.getTime() / secondMs);
    if (second !== currentSecond) {
      currentSecond = second;
      searchesByAddress.clear();
    }
    const { limitKey } = clientAddress(c, deps.trustedProxies);
    const searches = (searchesByAddress.get(limitKey) ?? 0) + 1;
    searchesByAddress.set(limitKey, searches);
    const cap = deps.limits.maxSearchesPerAddressPerSecond;
    if (searches > cap) throw tooManySearches();
    if (deps.db.sharedByProcesses && (await addToCount(deps.db, `search-address:${limitKey}`, now, secondMs)) > cap) {
      throw tooManySearches();
    }
    await next();
  };
}

function tooManySearches(): HttpError {
  return new HttpError(429, 'Too many searches from this device. Please try again in a moment.', { retryAfter: 1 });
}
