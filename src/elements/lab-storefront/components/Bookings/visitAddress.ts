import type { Address } from '../../../../domain/booking';

/** An address on one line, as the visitor typed it: house and street, landmark, area, city and pin code. */
export function visitAddress({ line1, landmark, area, city, pincode }: Address): string {
  return [line1, landmark, area, `${city} ${pincode}`].filter(Boolean).join(', ');
}
