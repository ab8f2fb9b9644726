import type { ReactNode } from 'react';
import { AddToCartButton } from '../AddToCart/AddToCartButton';
import { Price } from '../Price/Price';
import type { LabTest } from '../../domain/labTest';
import { useProductJsonLd } from '../../elementRuntime/useLightDomJsonLd';
import { usePartner } from '../../hooks/usePartner';
import { useT } from '../../i18n/useT';
import { includedTestCount } from '../../lib/includedTests';
import { storeHref, storePath } from '../../router/storeNavigation';
import { productPath } from '../../router/storePaths.atBuild';
import { COMPARISON_LIST_NAME } from './comparisonListName';

export interface ComparisonFactsProps {
  packages: readonly LabTest[];
  storeUrl: string | undefined;
}

/** One fact of every package as a row: its name as the row's header, then a cell per package. */
function FactRow({ label, hidden, cells }: { label: string; hidden?: boolean; cells: ReactNode[] }) {
  return (
    <tr className="comparison__fact">
      <th scope="row">{hidden ? <span className="visually-hidden">{label}</span> : label}</th>
      {cells.map((cell, index) => (
        <td key={index}>{cell}</td>
      ))}
    </tr>
  );
}

/**
 * A package's column head: its name leading to its product screen (product §2), and its schema.org
 * product data in the page's own DOM, as a test card puts it (product §10).
 */
function PackageHead({ test, href }: { test: LabTest; href: string }) {
  useProductJsonLd(test, href);
  return (
    <th scope="col" className="comparison__package">
      <a href={href}>{test.name}</a>
    </th>
  );
}

/**
 * The packages' columns (each name leading to its product screen, product §2) and their facts as
 * the product screen words them (product §9's defaults for a missing sample type or report time),
 * with Add to cart under the spec's login rule and messages (product §5, §8).
 */
export function ComparisonFacts({ packages, storeUrl }: ComparisonFactsProps) {
  const t = useT();
  const partner = usePartner();
  const each = (cell: (test: LabTest) => ReactNode) => packages.map(cell);
  return (
    <>
      <thead>
        <tr>
          <th scope="col" className="comparison__corner">
            {t('comparison.package')}
          </th>
          {packages.map((test) => (
            <PackageHead
              key={test._id}
              test={test}
              href={storeHref(storePath(productPath, { id: test._id, category: test.category }), storeUrl, partner)}
            />
          ))}
        </tr>
      </thead>
      <tbody className="comparison__facts">
        <FactRow label={t('comparison.price')} cells={each((test) => <Price price={test.price} originalPrice={test.originalPrice} />)} />
        <FactRow label={t('comparison.testCount')} cells={each((test) => includedTestCount(test))} />
        <FactRow
          label={t('product.fasting')}
          cells={each((test) => t(test.fastingRequired ? 'catalogue.fasting.required' : 'catalogue.fasting.notRequired'))}
        />
        <FactRow label={t('product.sampleType')} cells={each((test) => test.sampleType ?? t('product.defaultSampleType'))} />
        <FactRow label={t('product.reportTime')} cells={each((test) => test.reportTime ?? t('product.defaultReportTime'))} />
        <FactRow
          label={t('comparison.addToCart')}
          hidden
          cells={each((test) => <AddToCartButton test={test} listName={COMPARISON_LIST_NAME} />)}
        />
      </tbody>
    </>
  );
}
