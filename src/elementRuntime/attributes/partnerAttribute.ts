import { keepPartner } from '../../stores/partner';

/**
 * An element's `partner` attribute names the visit's partner for every element on the page. A
 * malformed one is ignored, with a console warning naming the rule the page must follow (the
 * reference API would refuse it: demo/api/cart/partner.ts).
 */
export function applyPartnerAttribute(host: Element, value: string | null): void {
  if (value === null || keepPartner(value)) return;
  console.warn(
    `<${host.localName}> ignores its partner attribute: a partner id is 1 to 64 letters, digits, _ or -.`,
  );
}
