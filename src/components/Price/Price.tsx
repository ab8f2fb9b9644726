import { useStyles } from '../../elementRuntime/shadowStyles';
import { useT } from '../../i18n/useT';
import { formatRupees } from '../../lib/formatRupees';
import css from './Price.css?inline';

export interface PriceProps {
  price: number;
  originalPrice?: number | undefined;
  size?: 'regular' | 'large';
}

/**
 * The price with the original struck through and the saving (product §1). The strike-through is
 * invisible to screen readers, so each amount is preceded by a hidden label.
 */
export function Price({ price, originalPrice, size = 'regular' }: PriceProps) {
  useStyles(css);
  const t = useT();
  const discounted = originalPrice !== undefined && originalPrice > price;
  return (
    <p className={`price price--${size}`}>
      <span className="visually-hidden">{t('common.money.price')}</span>
      <strong className="price__current">{formatRupees(price, t.locale)}</strong>
      {discounted && (
        <>
          <span className="visually-hidden">{t('common.money.original')}</span>
          <s className="price__original">{formatRupees(originalPrice, t.locale)}</s>
          <span className="price__saving">
            {t('common.money.saving', { amount: formatRupees(originalPrice - price, t.locale) })}
            {' · '}
            {t('common.money.percentOff', { percent: Math.round((1 - price / originalPrice) * 100) })}
          </span>
        </>
      )}
    </p>
  );
}
