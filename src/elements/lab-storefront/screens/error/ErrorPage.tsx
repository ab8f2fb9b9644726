import { ArrowLeft, House, TriangleAlert } from '../../../../components/icons';
import { ContactActions } from '../../components/ContactLinks/ContactActions';
import panelsCss from '../../../../styles/panels.css?inline';
import css from './ErrorPage.css?inline';
import { PopularPages } from '../../components/PopularPages/PopularPages';
import { useStyles } from '../../../../elementRuntime/shadowStyles';
import { useT } from '../../../../i18n/useT';
import { titleOf } from '../../../../router/storeScreens';
import type { ScreenProps } from '../lazyScreen';
import { storeHref } from '../../../../router/storeNavigation';

const TIPS = ['content.error.tip.address', 'content.error.tip.back', 'content.error.tip.search', 'content.error.tip.refresh'] as const;

/** Product §2 Error page: unknown paths, /error, /offers, /create-package and /search land here. */
export default function ErrorPage({ path }: ScreenProps) {
  useStyles(panelsCss);
  useStyles(css);
  const t = useT();
  return (
    <div className="page error-page">
      <div className="error-page__hero">
        <TriangleAlert aria-hidden="true" className="error-page__icon" />
        <h1 className="page__title">{t(titleOf(path))}</h1>
        <p className="page__lead">{t('content.error.lead')}</p>
        <div className="error-page__actions">
          <a className="button" href={storeHref('/')}>
            <House aria-hidden="true" width={18} height={18} />
            {t('content.error.goHome')}
          </a>
          <button
            type="button"
            className="button button--outline"
            onClick={() => {
              history.back();
            }}
          >
            <ArrowLeft aria-hidden="true" width={18} height={18} />
            {t('content.error.goBack')}
          </button>
        </div>
      </div>
      <div className="content-grid">
        <section className="panel" aria-labelledby="error-tips">
          <h2 id="error-tips" className="panel__title">{t('content.error.tips.title')}</h2>
          <ul className="tips">
            {TIPS.map((tip) => (
              <li key={tip}>{t(tip)}</li>
            ))}
          </ul>
        </section>
        <section className="panel" aria-labelledby="error-support">
          <h2 id="error-support" className="panel__title">{t('content.error.support.title')}</h2>
          <p className="panel__text">{t('content.error.support.text')}</p>
          <ContactActions withEmail />
        </section>
      </div>
      <PopularPages />
    </div>
  );
}
