import type { ConsentChoice } from '../../consent/labConsent';

/** One `gtag('consent', …)` call as gtag's snippet leaves it in the data layer: its `arguments` object. */
type ConsentCommand = { kind: 'default' | 'update'; analytics: ConsentChoice };

// gtag.js runs only `arguments` objects as commands (a plain array pushed to the data layer is
// data, not a command), so only those are read, as Google reads them.
const isArguments = (entry: unknown): entry is IArguments =>
  Object.prototype.toString.call(entry) === '[object Arguments]';

function consentCommand(entry: unknown): ConsentCommand | undefined {
  if (!isArguments(entry)) return undefined;
  const [command, kind, settings] = Array.from(entry) as unknown[];
  if (command !== 'consent' || (kind !== 'default' && kind !== 'update')) return undefined;
  if (typeof settings !== 'object' || settings === null) return undefined;
  const analytics = (settings as { analytics_storage?: unknown }).analytics_storage;
  return analytics === 'granted' || analytics === 'denied' ? { kind, analytics } : undefined;
}

/**
 * What Google's Consent Mode says of `analytics_storage` on the page now, read from the data layer
 * (developers.google.com/tag-platform/security/guides/consent): the last `update`, or while there
 * is none the last `default`; undefined when the page set neither. Read at each event, so a change
 * applies to the next one.
 */
export function consentModeChoice(dataLayer: unknown): ConsentChoice | undefined {
  if (!Array.isArray(dataLayer)) return undefined;
  let byDefault: ConsentChoice | undefined;
  let updated: ConsentChoice | undefined;
  for (const entry of dataLayer as unknown[]) {
    const command = consentCommand(entry);
    if (command?.kind === 'update') updated = command.analytics;
    else if (command) byDefault = command.analytics;
  }
  return updated ?? byDefault;
}
