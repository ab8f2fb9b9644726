import { useStore } from '@nanostores/react';
import { House, MessageCircle, Phone, Tag } from '../../../../components/icons';
import { useStyles } from '../../../../elementRuntime/shadowStyles';
import { useT } from '../../../../i18n/useT';
import { exclusivePackagesLink } from '../../../../router/storeLinks.atBuild';
import { storeHref } from '../../../../router/storeNavigation';
import { $contact } from '../../../../stores/contact';
import { telHref, whatsappHref } from '../../../../lib/contactHrefs';
import css from './MobileBottomBar.css?inline';

/** Product §2: the phone-width bar of Home, Offers (the exclusive packages), Call and WhatsApp. */
export function MobileBottomBar() {
  useStyles(css);
  const t = useT();
  const contact = useStore($contact);
  const items = [
    { href: storeHref('/'), label: t('chrome.bottomBar.home'), Icon: House },
    { href: storeHref(exclusivePackagesLink.path), label: t('chrome.bottomBar.offers'), Icon: Tag },
    { href: telHref(contact.phone), label: t('chrome.bottomBar.call'), Icon: Phone },
    { href: whatsappHref(contact.whatsapp), label: t('chrome.bottomBar.whatsapp'), Icon: MessageCircle },
  ];
  return (
    <nav className="bottom-bar" aria-label={t('chrome.bottomBar.label')}>
      <ul role="list" className="bottom-bar__list">
        {items.map(({ href, label, Icon }) => (
          <li key={label}>
            <a className="bottom-bar__link" href={href}>
              <Icon aria-hidden="true" className="bottom-bar__icon" />
              {label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
