import { Clock, ListChecks, UtensilsCrossed } from '../../../../components/icons';
import { Link } from 'wouter';
import type { LabTest } from '../../../../domain/labTest';
import { useStyles } from '../../../../elementRuntime/shadowStyles';
import { useCommerceEvents } from '../../../../elementRuntime/events/commerceEvents';
import { useT } from '../../../../i18n/useT';
import { storePath } from '../../../../router/storeNavigation';
import { productPath } from '../../../../router/storePaths.atBuild';
import { includedTestCount } from '../../../../lib/includedTests';
import { AddToCartButton } from '../../../../components/AddToCart/AddToCartButton';
import { Price } from '../../../../components/Price/Price';
import { ComparisonMark } from '../Comparison/ComparisonMark';
import css from './TestCard.css?inline';
import { TestImage } from './TestImage';

/**
 * One test or package in a listing: what it is, what it costs, and the two ways onward, and in a
 * listing of packages its Compare box (product §10). Opening it fires `lab-select-item` naming the
 * listing (`listName`, a stable English name).
 */
export function TestCard({ test, listName, comparable }: { test: LabTest; listName: string; comparable: boolean }) {
  useStyles(css);
  const t = useT();
  const commerceEvents = useCommerceEvents();
  const select = () => commerceEvents.list('lab-select-item', listName, [test]);
  const count = includedTestCount(test);
  const productHref = storePath(productPath, { id: test._id, category: test.category });
  return (
    <article className="test-card">
      <TestImage className="test-card__image" path={test.imagePath} width={400} height={200} />
      <div className="test-card__body">
        <h2 className="test-card__title">
          <Link href={productHref} onClick={select}>{test.name}</Link>
        </h2>
        <p className="test-card__includes">
          <ListChecks aria-hidden="true" />
          {t.plural('catalogue.card.includes', count)}
        </p>
        <dl className="test-card__facts">
          <div>
            <dt>
              <UtensilsCrossed aria-hidden="true" />
              {t('catalogue.card.fasting')}
            </dt>
            <dd>{test.fastingRequired ? t('catalogue.fasting.required') : t('catalogue.fasting.notRequired')}</dd>
          </div>
          <div>
            <dt>
              <Clock aria-hidden="true" />
              {t('catalogue.card.reportTime')}
            </dt>
            <dd>{test.reportTime ?? t('product.defaultReportTime')}</dd>
          </div>
        </dl>
        <Price price={test.price} originalPrice={test.originalPrice} />
        <div className="test-card__actions">
          <AddToCartButton test={test} listName={listName} />
          <Link
            href={productHref}
            onClick={select}
            className="button button--ghost"
            aria-label={t('catalogue.card.viewDetailsOf', { name: test.name })}
          >
            {t('catalogue.card.viewDetails')}
          </Link>
          {comparable && <ComparisonMark test={test} />}
        </div>
      </div>
    </article>
  );
}
