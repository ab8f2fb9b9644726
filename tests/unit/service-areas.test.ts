// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isServiceablePincode } from '../../src/lib/pincode';
import { SERVICEABLE_PINCODES, SERVICE_AREA_COUNT } from '../../src/lib/serviceAreas';
import { $contact, DEFAULT_LAB_ADDRESS } from '../../src/stores/contact';

describe('the areas served', () => {
  it('are the eight pin codes of product §9', () => {
    expect(SERVICEABLE_PINCODES).toEqual([
      '560001', '560002', '560003', '560004', '560005', '560010', '560020', '560030',
    ]);
    expect(SERVICE_AREA_COUNT).toBe(8);
  });

  it("include the lab's default address: the checker never calls the lab's own pin code unserviced", () => {
    const pincode = /\b(\d{6})$/.exec(DEFAULT_LAB_ADDRESS)?.[1];
    expect(pincode).toBeDefined();
    expect(isServiceablePincode(pincode ?? '')).toBe(true);
    expect(DEFAULT_LAB_ADDRESS).toBe('42, Sampige Road, Malleswaram, Bengaluru, Karnataka 560003');
    expect($contact.get().address).toBe(DEFAULT_LAB_ADDRESS);
  });
});
