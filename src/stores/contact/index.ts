import { map } from 'nanostores';
import { SERVICEABLE_PINCODES } from '../../lib/serviceAreas';

/**
 * The support contact the spec leaves as `{phone}`/`{email}`, and the lab's accreditation (no
 * claim until the lab states one): set by `lab-storefront`'s attributes.
 */
export interface SupportContact {
  phone: string;
  email: string;
  whatsapp: string;
  address: string;
  accreditation: string;
}

/**
 * The lab's postal address until `lab-storefront`'s `address` attribute gives the real one: in
 * Malleswaram, a served area (the unit test holds it to that). Here rather than beside the pin
 * codes, so the pin-code widget does not ship it.
 */
export const DEFAULT_LAB_ADDRESS = `42, Sampige Road, Malleswaram, Bengaluru, Karnataka ${SERVICEABLE_PINCODES[2] ?? ''}`;

const DEFAULT_CONTACT: SupportContact = {
  phone: '+91 80 4718 2200',
  email: 'care@sanjeevanidiagnostics.in',
  whatsapp: '+91 98860 12345',
  address: DEFAULT_LAB_ADDRESS,
  accreditation: '',
};

export const $contact = map<SupportContact>({ ...DEFAULT_CONTACT });

export function setContact(values: Partial<Record<keyof SupportContact, string | undefined>>): void {
  for (const key of Object.keys(values) as (keyof SupportContact)[]) {
    const value = values[key]?.trim();
    if (value) $contact.setKey(key, value);
  }
}
