/**
 * What a partner id is: the one rule the API checks a cart add's `partner` against. The store
 * mirrors it before it keeps a `partner` attribute or `partner=` from an address, so an id it
 * accepts is never refused here.
 *
 * Letters, digits, `_` and `-` only: the id travels in a URL's hash query and in analytics
 * events, and is printed in the lab's report, so it needs no escaping anywhere.
 */
export const partnerIdPattern = /^[A-Za-z0-9_-]{1,64}$/;

/** The refusal of a malformed `partner`, worded for the developer of the calling page. */
export const partnerIdRule = 'partner must be 1 to 64 letters, digits, _ or -';

export function isPartnerId(value: unknown): value is string {
  return typeof value === 'string' && partnerIdPattern.test(value);
}
