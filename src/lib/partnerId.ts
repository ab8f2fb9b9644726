/**
 * What a partner id is (interface §2 `partner`), the same rule as the reference API's
 * (demo/api/cart/partner.ts): an id the store keeps is never refused by the cart add. Letters,
 * digits, `_` and `-` only, so it travels in a hash query and in analytics events unescaped.
 */
const PARTNER_ID = /^[A-Za-z0-9_-]{1,64}$/;

export function isPartnerId(value: string): boolean {
  return PARTNER_ID.test(value);
}
