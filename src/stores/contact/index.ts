import { map } from 'nanostores';

/** The support contact the spec leaves as `{phone}`/`{email}`: set by `lab-storefront`'s attributes. */
export interface SupportContact {
  phone: string;
  email: string;
  whatsapp: string;
  address: string;
}

const DEFAULT_CONTACT: SupportContact = {
  phone: '+91 80 4718 2200',
  email: 'care@sanjeevanidiagnostics.in',
  whatsapp: '+91 98860 12345',
  address: '42, 2nd Cross, Indiranagar, Bengaluru, Karnataka 560038',
};

export const $contact = map<SupportContact>({ ...DEFAULT_CONTACT });

export function setContact(values: Partial<Record<keyof SupportContact, string | undefined>>): void {
  for (const key of Object.keys(values) as (keyof SupportContact)[]) {
    const value = values[key]?.trim();
    if (value) $contact.setKey(key, value);
  }
}
