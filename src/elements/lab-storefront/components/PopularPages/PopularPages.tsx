import { ArrowRight, Brain, HeartPulse, Stethoscope, UserRound } from '../../../../components/icons';
import type { MessageKey } from '../../../../i18n';
import { useStyles } from '../../../adoptStyles';
import { useT } from '../../../../i18n/useT';
import { storeHref } from '../../../../router/storeNavigation';
import css from './PopularPages.css?inline';

/** Spec §2: the error page's four popular-page cards. */
const POPULAR: { path: string; title: MessageKey; text: MessageKey; Icon: typeof HeartPulse }[] = [
  { path: '/checkups', title: 'chrome.nav.checkups', text: 'content.error.popular.checkups', Icon: Stethoscope },
  { path: '/woman-care', title: 'chrome.nav.womenCare', text: 'content.error.popular.womenCare', Icon: HeartPulse },
  { path: '/men-care', title: 'chrome.nav.menCare', text: 'content.error.popular.menCare', Icon: UserRound },
  { path: '/vital-organ', title: 'chrome.nav.vitalOrgan', text: 'content.error.popular.vitalOrgan', Icon: Brain },
];

export function PopularPages() {
  useStyles(css);
  const t = useT();
  return (
    <section className="popular" aria-labelledby="error-popular">
      <h2 id="error-popular" className="panel__title">{t('content.error.popular.title')}</h2>
      <ul role="list" className="popular__grid">
        {POPULAR.map(({ path, title, text, Icon }) => (
          <li key={path}>
            <a className="popular__card" href={storeHref(path)}>
              <Icon aria-hidden="true" className="popular__icon" />
              <span className="popular__name">{t(title)}</span>
              <span className="popular__text">{t(text)}</span>
              <ArrowRight aria-hidden="true" className="popular__arrow" />
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
