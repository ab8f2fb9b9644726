import { ArrowRight, Brain, HeartPulse, Stethoscope, UserRound } from '../icons';
import type { MessageKey } from '../../i18n';
import { useStyles } from '../../elements/adoptStyles';
import { useT } from '../../i18n/useT';
import { storeHref } from '../../router/storeNavigation';
import css from './PopularPages.css?inline';

/** Spec §2: the error page's four popular-page cards. */
const POPULAR: { path: string; title: MessageKey; text: MessageKey; Icon: typeof HeartPulse }[] = [
  { path: '/checkups', title: 'nav.checkups', text: 'error.popular.checkups', Icon: Stethoscope },
  { path: '/woman-care', title: 'nav.womenCare', text: 'error.popular.womenCare', Icon: HeartPulse },
  { path: '/men-care', title: 'nav.menCare', text: 'error.popular.menCare', Icon: UserRound },
  { path: '/vital-organ', title: 'nav.vitalOrgan', text: 'error.popular.vitalOrgan', Icon: Brain },
];

export function PopularPages() {
  useStyles(css);
  const t = useT();
  return (
    <section className="popular" aria-labelledby="error-popular">
      <h2 id="error-popular" className="panel__title">{t('error.popular.title')}</h2>
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
