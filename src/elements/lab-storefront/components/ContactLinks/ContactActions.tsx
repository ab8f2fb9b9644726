import { useStore } from '@nanostores/react';
import { Mail, MessageCircle, Phone } from '../../../../components/icons';
import type { ReactNode } from 'react';
import { useStyles } from '../../../../elementRuntime/shadowStyles';
import { useT } from '../../../../i18n/useT';
import { $contact } from '../../../../stores/contact';
import css from './ContactLinks.css?inline';
import { mailHref, telHref, whatsappHref } from '../../../../lib/contactHrefs';

export interface ContactActionsProps {
  /** The error page offers e-mail too; the sitemap only Call and WhatsApp. */
  withEmail?: boolean;
  /** A further button after them (the sitemap's Back to Home). */
  children?: ReactNode;
}

/** Call and WhatsApp (and e-mail) as buttons, from the support contact. */
export function ContactActions({ withEmail = false, children }: ContactActionsProps) {
  useStyles(css);
  const t = useT();
  const contact = useStore($contact);
  return (
    <div className="contact-actions">
      <a className="button" href={telHref(contact.phone)}>
        <Phone aria-hidden="true" width={18} height={18} />
        {t('content.contact.call')}
      </a>
      <a className="button contact-actions__whatsapp" href={whatsappHref(contact.whatsapp)}>
        <MessageCircle aria-hidden="true" width={18} height={18} />
        {t('content.contact.whatsapp')}
      </a>
      {withEmail && (
        <a className="button button--outline" href={mailHref(contact.email)}>
          <Mail aria-hidden="true" width={18} height={18} />
          {t('content.contact.emailUs')}
        </a>
      )}
      {children}
    </div>
  );
}
