// Icons the store's first screen does not use: a Clock or a House would bring the store's start-up chunk along.
import { CalendarCheck, FlaskConical, ListChecks, MapPin } from '../../components/icons';
import { AddToCartButton } from '../../components/AddToCart/AddToCartButton';
import { Price } from '../../components/Price/Price';
import type { LabTest } from '../../domain/labTest';
import { useId } from 'react';
import { useT } from '../../i18n/useT';
import { storeHref, storePath } from '../../router/storeNavigation';
import { productPath } from '../../router/storePaths.atBuild';
import { includedTestCount } from '../../lib/includedTests';
import { usePartner } from '../../hooks/usePartner';
import { useCommerceEvents } from '../../elementRuntime/events/commerceEvents';
import { useProductJsonLd } from '../../elementRuntime/useLightDomJsonLd';

/** How the card names itself as a listing in the commerce events: GA4 credits selections to it. */
const LIST_NAME = 'Article test card';

export interface TestCardContentProps {
  test: LabTest;
  storeUrl: string | undefined;
}

/** The loaded card: what the test is, what it includes, what it costs, and Add to cart. */
export function TestCardContent({ test, storeUrl }: TestCardContentProps) {
  const t = useT();
  const commerce = useCommerceEvents();
  const partner = usePartner();
  const productHref = storeHref(storePath(productPath, { id: test._id, category: test.category }), storeUrl, partner);
  const nameId = useId();
  useProductJsonLd(test, productHref);
  return (
    <article className="article-card__content" aria-labelledby={nameId}>
      <div className="article-card__head">
        <span className="article-card__icon" aria-hidden="true">
          <FlaskConical />
        </span>
        <div className="article-card__titles">
          <p className="article-card__category">{test.category}</p>
          <p className="article-card__name" id={nameId}>
            <a
              href={productHref}
              onClick={() => commerce.list('lab-select-item', LIST_NAME, [test])}
            >
              {test.name}
            </a>
          </p>
        </div>
      </div>
      <ul className="article-card__facts">
        <li>
          <ListChecks aria-hidden="true" />
          {t.plural('catalogue.card.includes', includedTestCount(test))}
        </li>
        <li>
          <MapPin aria-hidden="true" />
          {t('testCard.homeCollection')}
        </li>
        <li>
          <CalendarCheck aria-hidden="true" />
          {t('testCard.reportsIn', { time: test.reportTime ?? t('product.defaultReportTime') })}
        </li>
      </ul>
      <div className="article-card__buy">
        <Price price={test.price} originalPrice={test.originalPrice} />
        <AddToCartButton test={test} />
      </div>
    </article>
  );
}
