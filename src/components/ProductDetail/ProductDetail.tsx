import { CalendarCheck, Clock, Droplet, House, UtensilsCrossed } from '../icons';
import type { LabTest } from '../../api/types';
import { useStyles } from '../../elements/adoptStyles';
import { phrase } from '../../i18n';
import { useT } from '../../i18n/useT';
import { SERVICE_AREA_COUNT } from '../../lib/serviceAreas';
import { includedTestCount } from '../../stores/catalogue';
import { showToast } from '../../stores/toasts';
import { AddToCartButton } from '../AddToCart/AddToCartButton';
import { Price } from '../Price/Price';
import { TestImage } from '../TestCard/TestImage';
import { IncludedTests } from './IncludedTests';
import css from './ProductDetail.css?inline';

/** Spec §2 product detail: what the test is, what it costs, and how to book it. */
export function ProductDetail({ test }: { test: LabTest }) {
  useStyles(css);
  const t = useT();
  const count = includedTestCount(test);
  const facts = [
    { icon: Droplet, label: t('product.sampleType'), value: test.sampleType ?? t('product.defaultSampleType') },
    { icon: UtensilsCrossed, label: t('product.fasting'), value: test.fastingRequired ? t('fasting.required') : t('fasting.notRequired') },
    { icon: Clock, label: t('product.reportTime'), value: test.reportTime ?? t('product.defaultReportTime') },
  ];
  return (
    <div className="product screen__columns">
      <div className="product__main">
        <TestImage className="product__image" path={test.imagePath} width={720} height={360} loading="eager" />
        {test.description && (
          <section className="product__about" aria-labelledby="about-heading">
            <h2 id="about-heading" className="product__section-title">{t('product.about')}</h2>
            <p>{test.description}</p>
          </section>
        )}
        <IncludedTests groups={test.includedTests} />
      </div>
      <aside className="product__buy screen__aside" aria-label={t('money.price')}>
        <p className="product__includes">
          {t.plural('card.includes', count)}
        </p>
        <Price price={test.price} originalPrice={test.originalPrice} size="large" />
        <dl className="product__facts">
          {facts.map(({ icon: Icon, label, value }) => (
            <div key={label} className="product__fact">
              <Icon aria-hidden="true" />
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <div className="product__actions">
          <AddToCartButton test={test} size="large" />
          <button
            type="button"
            className="button button--outline"
            onClick={() => showToast({ tone: 'info', text: phrase('product.bookNowMessage') })}
          >
            <CalendarCheck aria-hidden="true" width={18} height={18} />
            {t('product.bookNow')}
          </button>
        </div>
        <p className="product__assurance">
          <House aria-hidden="true" />
          {t('product.homeCollection', { count: SERVICE_AREA_COUNT })}
        </p>
      </aside>
    </div>
  );
}
