import { useStore } from '@nanostores/react';
import { Mail, MapPin, Phone } from '../../../../components/icons';
import { useStyles } from '../../../../elementRuntime/shadowStyles';
import { useT } from '../../../../i18n/useT';
import { $contact } from '../../../../stores/contact';
import css from './ContactLinks.css?inline';
import { mailHref, telHref } from '../../../../lib/contactHrefs';

/** The postal address, phone and e-mail of product §1, from `lab-storefront`'s attributes. */
export function ContactDetails() {
  useStyles(css);
  const t = useT();
  const contact = useStore($contact);
  return (
    <address className="contact-details">
      <p>
        <MapPin aria-hidden="true" />
        <span><strong>{t('content.contact.address')}</strong> {contact.address}</span>
      </p>
      <p>
        <Phone aria-hidden="true" />
        <span><strong>{t('content.contact.phone')}</strong> <a href={telHref(contact.phone)}>{contact.phone}</a></span>
      </p>
      <p>
        <Mail aria-hidden="true" />
        <span><strong>{t('content.contact.email')}</strong> <a href={mailHref(contact.email)}>{contact.email}</a></span>
      </p>
    </address>
  );
}
