import { ArrowRight, ListChecks } from '../../../../components/icons';
import { useStyles } from '../../../../elementRuntime/shadowStyles';
import { useT } from '../../../../i18n/useT';
import { storeHref } from '../../../../router/storeNavigation';
import css from './Offers.css?inline';

/** Product §2: the custom package promo; 'Start Now' goes to /create-package (the error page today). */
export function MakeYourOwnPackage() {
  useStyles(css);
  const t = useT();
  return (
    <section className="diy" aria-labelledby="home-diy">
      <span className="diy__badge">{t('homeBelowFold.diy.badge')}</span>
      <ListChecks aria-hidden="true" className="diy__icon" />
      <h2 id="home-diy" className="diy__title">{t('homeBelowFold.diy.title')}</h2>
      <p className="diy__claim">{t('homeBelowFold.diy.claim')}</p>
      <p className="diy__text">{t('homeBelowFold.diy.text')}</p>
      <a className="button button--block diy__start" href={storeHref('/create-package')}>
        {t('homeBelowFold.diy.start')}
        <ArrowRight aria-hidden="true" width={18} height={18} />
      </a>
    </section>
  );
}
