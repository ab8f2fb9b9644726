import { useStore } from '@nanostores/react';
import { useMemo, useRef } from 'react';
import { useLocation } from 'wouter';
import { CalendarCheck, Clock, Droplet, House, Info, UtensilsCrossed } from '../../../../components/icons';
import type { LabTest } from '../../../../domain/labTest';
import { useStyles } from '../../../../elementRuntime/shadowStyles';
import { useIsOffScreen } from '../../../../hooks/useIsOffScreen';
import { phrase } from '../../../../i18n';
import { useBookingOn } from '../../../../components/BookingSwitch/BookingSwitch';
import { useT } from '../../../../i18n/useT';
import { SERVICE_AREA_COUNT } from '../../../../lib/serviceAreas';
import { STORE_SCREENS } from '../../../../router/storeScreens';
import { storePath } from '../../../../router/storeNavigation';
import { cartItemsIncluding } from '../../../../stores/cart';
import { includedTestCount, includesSeveralTests } from '../../../../lib/includedTests';
import { showToast } from '../../../../stores/toasts';
import { AddToCartButton } from '../../../../components/AddToCart/AddToCartButton';
import { Price } from '../../../../components/Price/Price';
import { TestImage } from '../TestCard/TestImage';
import { ComparisonMark } from '../Comparison/ComparisonMark';
import { BuyBar } from './BuyBar';
import { IncludedTests } from './IncludedTests';
import css from './ProductDetail.css?inline';

/** The height of the mobile bottom bar, fixed over the viewport's bottom at phone widths. */
const BOTTOM_BAR_MARGIN = '0px 0px -61px 0px';

/**
 * Product §2 product detail: what the test is, what it costs, and how to book it; whether a package
 * in the cart already includes it; on a phone, a buy bar while neither the price nor the box's Add to cart is in sight.
 */
export function ProductDetail({ test }: { test: LabTest }) {
  useStyles(css);
  const t = useT();
  const price = useRef<HTMLDivElement>(null);
  const addToCart = useRef<HTMLButtonElement>(null);
  // The bar stands in for the price and the box's Add to cart: it shows when neither is in sight,
  // not only when the whole box is gone (its Book Now and last lines may still be on screen).
  const buyControlsOffScreen = useIsOffScreen([price, addToCart], BOTTOM_BAR_MARGIN);
  const [includedIn] = useStore(useMemo(() => cartItemsIncluding(test), [test]));
  const bookingOn = useBookingOn();
  const [, navigate] = useLocation();
  const count = includedTestCount(test);
  const facts = [
    { icon: Droplet, label: t('product.sampleType'), value: test.sampleType ?? t('product.defaultSampleType') },
    { icon: UtensilsCrossed, label: t('product.fasting'), value: test.fastingRequired ? t('catalogue.fasting.required') : t('catalogue.fasting.notRequired') },
    { icon: Clock, label: t('product.reportTime'), value: test.reportTime ?? t('product.defaultReportTime') },
  ];
  return (
    <div className="product screen__columns">
      <div className="product__main">
        {includedIn && (
          <p className="product__in-cart">
            <Info aria-hidden="true" />
            {t('product.includedInCart', { name: includedIn })}
          </p>
        )}
        <TestImage className="product__image" path={test.imagePath} width={720} height={360} loading="eager" />
        {test.description && (
          <section className="product__about" aria-labelledby="about-heading">
            <h2 id="about-heading" className="product__section-title">{t('product.about')}</h2>
            <p>{test.description}</p>
          </section>
        )}
        <IncludedTests groups={test.includedTests} />
      </div>
      <aside className="product__buy screen__aside" aria-label={t('common.money.price')}>
        <p className="product__includes">
          {t.plural('catalogue.card.includes', count)}
        </p>
        <div ref={price}>
          <Price price={test.price} originalPrice={test.originalPrice} size="large" />
        </div>
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
          <AddToCartButton ref={addToCart} test={test} size="large" />
          <button
            type="button"
            className="button button--outline"
            onClick={() => {
              // With booking on, this one test alone goes to the checkout; the cart stays as it is.
              if (bookingOn) navigate(storePath(STORE_SCREENS.checkout.path, { test: test._id }));
              else showToast({ tone: 'info', text: phrase('product.bookNowMessage') });
            }}
          >
            <CalendarCheck aria-hidden="true" width={18} height={18} />
            {t('product.bookNow')}
          </button>
          {includesSeveralTests(test) && <ComparisonMark test={test} />}
        </div>
        <p className="product__assurance">
          <House aria-hidden="true" />
          {t('product.homeCollection', { count: SERVICE_AREA_COUNT })}
        </p>
      </aside>
      <BuyBar test={test} shown={buyControlsOffScreen} />
    </div>
  );
}
