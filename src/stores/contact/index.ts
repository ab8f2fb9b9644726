import { map } from 'nanostores';

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
 * Malleswaram, a served area, so the checker never calls the lab's own pin code unserviced (the
 * unit test holds it to the list of served pin codes).
 */
export const DEFAULT_LAB_ADDRESS = '42, Sampige Road, Malleswaram, Bengaluru, Karnataka 560003';

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
