/**
 * The time limits and back-off of the API client (interface §2, Network), in milliseconds. A host page may
 * change any of them by setting `window.labStorefrontNetwork` (e.g. `{ writeTimeout: 30000 }`
 * behind an SMS gateway slower than the reference API's ~16 s), before or after the elements
 * load: every request reads them anew, as it reads `api-base`. Tests set them short, so that a
 * 20-second time-out is proven in a second.
 */
export interface NetworkSettings {
  /** A read of product §7 (listings, tabs, product, cart, banner) gives up after this long. */
  readTimeout: number;
  /** A write (send and verify code, add, remove, logout): the reference API may take ~16 s to send a code. */
  writeTimeout: number;
  /** Product §9: the search gives up after 5 seconds. */
  searchTimeout: number;
  /** The pause before a failed read is sent once more. */
  retryDelay: number;
  /** The longest `Retry-After` waited for; a server asking for longer gets no automatic retry. */
  retryAfterCap: number;
}

export const DEFAULT_NETWORK_SETTINGS: NetworkSettings = {
  readTimeout: 10_000,
  writeTimeout: 20_000,
  searchTimeout: 5_000,
  retryDelay: 1_000,
  retryAfterCap: 5_000,
};

declare global {
  /** The page's own network settings for every lab element (see `NetworkSettings`). */
  var labStorefrontNetwork: Partial<NetworkSettings> | undefined;
}

const isDuration = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;

/** The settings in force now: the page's own where they are durations, the defaults elsewhere. */
export function networkSettings(): NetworkSettings {
  const given: unknown = globalThis.labStorefrontNetwork;
  if (typeof given !== 'object' || given === null) return DEFAULT_NETWORK_SETTINGS;
  const settings = { ...DEFAULT_NETWORK_SETTINGS };
  for (const name of Object.keys(settings) as (keyof NetworkSettings)[]) {
    const value = (given as Partial<Record<keyof NetworkSettings, unknown>>)[name];
    if (isDuration(value)) settings[name] = value;
  }
  return settings;
}
