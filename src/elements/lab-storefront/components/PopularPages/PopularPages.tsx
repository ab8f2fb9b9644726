import { ArrowRight, Brain, HeartPulse, Stethoscope, UserRound } from '../../../../components/icons';
import type { MessageKey } from '../../../../i18n';
import { useStyles } from '../../../../elementRuntime/shadowStyles';
import { useT } from '../../../../i18n/useT';
import { storeHref } from '../../../../router/storeNavigation';
import { checkupsLink, menCareLink, vitalOrganLink, womenCareLink } from '../../../../router/storeLinks.atBuild';
import type { StoreLink } from '../../../../router/storeScreens';
import css from './PopularPages.css?inline';

/** Product §2: the error page's four popular-page cards. */
const POPULAR: { screen: StoreLink; text: MessageKey; Icon: typeof HeartPulse }[] = [
  { screen: checkupsLink, text: 'content.error.popular.checkups', Icon: Stethoscope },
  { screen: womenCareLink, text: 'content.error.popular.womenCare', Icon: HeartPulse },
  { screen: menCareLink, text: 'content.error.popular.menCare', Icon: UserRound },
  { screen: vitalOrganLink, text: 'content.error.popular.vitalOrgan', Icon: Brain },
];

export function PopularPages() {
  useStyles(css);
  const t = useT();
  return (
    <section className="popular" aria-labelledby="error-popular">
      <h2 id="error-popular" className="panel__title">{t('content.error.popular.title')}</h2>
      <ul role="list" className="popular__grid">
        {POPULAR.map(({ screen: { path, label }, text, Icon }) => (
          <li key={path}>
            <a className="popular__card" href={storeHref(path)}>
              <Icon aria-hidden="true" className="popular__icon" />
              <span className="popular__name">{t(label)}</span>
              <span className="popular__text">{t(text)}</span>
              <ArrowRight aria-hidden="true" className="popular__arrow" />
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
