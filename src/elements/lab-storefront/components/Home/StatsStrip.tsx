import { ShieldCheck } from '../../../../components/icons';
import { useStore } from '@nanostores/react';
import { useStyles } from '../../../../elementRuntime/shadowStyles';
import { useT } from '../../../../i18n/useT';
import { $contact } from '../../../../stores/contact';
import css from './StatsStrip.css?inline';

/**
 * Product §2: the three service figures (98%, 97%, 99%) and the assurance note, which names an
 * accreditation only when `lab-storefront`'s `accreditation` attribute gives one.
 */
const STATS = [
  { value: 98, label: 'homeBelowFold.stats.reports' },
  { value: 97, label: 'homeBelowFold.stats.collections' },
  { value: 99, label: 'homeBelowFold.stats.reviews' },
] as const;

export function StatsStrip() {
  useStyles(css);
  const t = useT();
  const { accreditation } = useStore($contact);
  return (
    <section className="stats" aria-labelledby="home-stats">
      <div className="container">
        <h2 id="home-stats" className="stats__title">{t('homeBelowFold.stats.title')}</h2>
        <dl className="stats__list">
          {STATS.map(({ value, label }) => (
            <div key={label} className="stats__item">
              <dt className="stats__label">{t(label)}</dt>
              <dd className="stats__value">{t('homeBelowFold.stats.percent', { value })}</dd>
            </div>
          ))}
        </dl>
        <p className="stats__note">
          <ShieldCheck aria-hidden="true" />
          {t('homeBelowFold.stats.assurance')}
          {accreditation && ` ${t('homeBelowFold.stats.accreditation', { accreditation })}`}
        </p>
      </div>
    </section>
  );
}
