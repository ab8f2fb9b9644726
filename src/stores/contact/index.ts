import { map } from 'nanostores';
import { DEFAULT_LAB_ADDRESS } from '../../lib/serviceAreas';

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
