import { useStyles } from '../../../../elementRuntime/shadowStyles';
import { Clock, Droplet, UtensilsCrossed } from '../../../../components/icons';
import type { Preparation } from '../../../../lib/preparation';
import { useT } from '../../../../i18n/useT';
import { nameList } from './nameList';
import css from './CartPreparation.css?inline';

/** One preparation list for the cart's items together: fasting, samples and the last report. */
export function CartPreparation({ preparation }: { preparation: Preparation }) {
  useStyles(css);
  const t = useT();
  const { fastingFor, sampleTypes, defaultSampleType, lastReportTime } = preparation;
  const samples = defaultSampleType ? [...sampleTypes, t('product.defaultSampleType')] : sampleTypes;
  const lines = [
    {
      icon: UtensilsCrossed,
      label: t('cart.prep.fasting'),
      value: fastingFor.length ? t('cart.prep.fastingFor', { names: nameList(t, fastingFor) }) : t('cart.prep.noFasting'),
      needsAttention: fastingFor.length > 0,
    },
    { icon: Droplet, label: t('cart.prep.samples'), value: samples.join(', '), needsAttention: false },
    { icon: Clock, label: t('cart.prep.reports'), value: lastReportTime ?? t('product.defaultReportTime'), needsAttention: false },
  ];
  return (
    <section className="cart-prep cart-panel" aria-labelledby="cart-prep-title">
      <h2 id="cart-prep-title" className="cart-panel__title">{t('cart.prep.title')}</h2>
      <dl className="cart-prep__lines">
        {lines.map(({ icon: Icon, label, value, needsAttention }) => (
          <div key={label} className={`cart-prep__line${needsAttention ? ' cart-prep__line--attention' : ''}`}>
            <Icon aria-hidden="true" className="cart-prep__icon" />
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
