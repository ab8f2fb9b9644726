import { useStore } from '@nanostores/react';
import { Mail, MapPin, MessageCircle, Phone } from '../../../../components/icons';
import { useStyles } from '../../../../elementRuntime/shadowStyles';
import { useT } from '../../../../i18n/useT';
import { storeHref } from '../../../../router/storeNavigation';
import { $contact } from '../../../../stores/contact';
import { mailHref, telHref, whatsappHref } from '../../../../lib/contactHrefs';
import { Logo } from '../../../../components/Logo/Logo';
import { CATALOGUE_LINKS, homeLink, LEGAL_LINKS, sitemapLink } from '../../../../router/storeLinks.atBuild';
import css from './Footer.css?inline';
import { SocialLinks } from './SocialLinks';
import { SubscribeForm } from './SubscribeForm';

const QUICK_LINKS = [homeLink, ...CATALOGUE_LINKS.slice(0, 5), sitemapLink, ...LEGAL_LINKS];

/** Product §2 Global chrome: quick links, social placeholders, contact, WhatsApp updates, disclaimer. */
export function Footer() {
  useStyles(css);
  const t = useT();
  const contact = useStore($contact);
  const year = new Date().getFullYear();
  return (
    <footer className="footer">
      <div className="footer__grid">
        <section className="footer__brand" aria-labelledby="footer-about">
          <h2 id="footer-about" className="visually-hidden">{t('footer.about.title')}</h2>
          <Logo tone="dark" />
          <p className="footer__about">{t('footer.about.text')}</p>
          <SocialLinks />
        </section>
        <nav className="footer__column" aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className="footer__heading">{t('footer.quickLinks')}</h2>
          <ul role="list" className="footer__links">
            {QUICK_LINKS.map((link) => (
              <li key={link.path}>
                <a href={storeHref(link.path)}>{t(link.label)}</a>
              </li>
            ))}
          </ul>
        </nav>
        <section className="footer__column" aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="footer__heading">{t('footer.contact')}</h2>
          <address className="footer__contact">
            <p><MapPin aria-hidden="true" />{contact.address}</p>
            <a href={telHref(contact.phone)}><Phone aria-hidden="true" />{contact.phone}</a>
            <a href={mailHref(contact.email)}><Mail aria-hidden="true" />{contact.email}</a>
            <a href={whatsappHref(contact.whatsapp)}>
              <MessageCircle aria-hidden="true" />
              {t('footer.contact.whatsappNumber', { number: contact.whatsapp })}
            </a>
          </address>
        </section>
        <section className="footer__column" aria-labelledby="footer-updates">
          <h2 id="footer-updates" className="footer__heading">{t('footer.subscribe.title')}</h2>
          <p className="footer__note">{t('footer.subscribe.intro')}</p>
          <SubscribeForm />
        </section>
      </div>
      <div className="footer__legal">
        <p className="footer__disclaimer">{t('footer.disclaimer')}</p>
        <p className="footer__copyright">{t('footer.copyright', { year })}</p>
      </div>
    </footer>
  );
}
