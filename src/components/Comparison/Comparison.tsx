import { Info, PackageSearch } from '../icons';
import { comparisonLimits } from '../../domain/comparison';
import { LoadFailed } from '../LoadStates/LoadFailed';
import { useLoadable } from '../../hooks/useLoadable';
import { useOnceWhen } from '../../hooks/useOnceWhen';
import { registerMessages } from '../../i18n';
import { api } from '../../i18n/en/api';
import { catalogue } from '../../i18n/en/catalogue';
import { common } from '../../i18n/en/common';
import { comparison } from '../../i18n/en/comparison';
import { product } from '../../i18n/en/product';
import { useT } from '../../i18n/useT';
import { useCommerceEvents } from '../../elementRuntime/events/commerceEvents';
import { useTakeOverWhen } from '../../elementRuntime/firstScreenSnapshot';
import { useStyles } from '../../elementRuntime/shadowStyles';
import type { LabTest } from '../../domain/labTest';
import { ComparisonTable } from './ComparisonTable';
import { COMPARISON_LIST_NAME } from './comparisonListName';
import { comparedIds, comparisonReadKey, readComparedPackages } from './comparedPackages';
import css from './Comparison.css?inline';
import stateCss from '../LoadStates/LoadStates.css?inline';

/**
 * The comparison's texts and those it shares with the cards and the product screen, registered
 * as its code arrives; `lab-package-compare` waits for them before it shows (its other languages
 * included), the store's dialog shows them as they come.
 */
export const comparisonTextsArrived = registerMessages({ common, api, catalogue, product, comparison });

export interface ComparisonProps {
  /** Two or three package ids (product §3 `_id`); more are cut to the first three, said so. */
  ids: readonly string[];
  /** The page that hosts lab-storefront, where each package's name leads (this page's hash without it). */
  storeUrl?: string;
}

/** A note above the comparison: what was not found, or why fewer are shown. */
function Note({ children }: { children: string }) {
  return (
    <p className="comparison__note">
      <Info aria-hidden="true" width={18} height={18} />
      {children}
    </p>
  );
}

/** Fewer than two packages to show: the ones not found named, and what to do. */
function TooFew({ missing }: { missing: readonly string[] }) {
  const t = useT();
  useTakeOverWhen(true);
  return (
    <div className="load-state" role="status">
      <PackageSearch aria-hidden="true" className="load-state__icon" />
      {missing.map((id) => (
        <p key={id} className="load-state__title">
          {t('comparison.notFound', { id })}
        </p>
      ))}
      <p className="load-state__text">{t('comparison.tooFew', comparisonLimits)}</p>
    </div>
  );
}

/** The comparison of what was found; fires `lab-compare` once it shows (interface §2). */
function ShownComparison({ packages, storeUrl }: { packages: LabTest[]; storeUrl: string | undefined }) {
  const commerce = useCommerceEvents();
  useOnceWhen(true, () => commerce.list('lab-compare', COMPARISON_LIST_NAME, packages));
  return <ComparisonTable packages={packages} storeUrl={storeUrl} />;
}

function ComparisonByIds({ ids, storeUrl }: { ids: string[]; storeUrl: string | undefined }) {
  const t = useT();
  const { state, retry } = useLoadable(() => readComparedPackages(ids), comparisonReadKey(ids));
  useTakeOverWhen(state.status !== 'loading');
  if (state.status === 'loading') {
    return (
      <p className="comparison__loading" role="status" aria-busy="true">
        {t('comparison.loading')}
      </p>
    );
  }
  if (state.status === 'failed') return <LoadFailed message={state.message} onRetry={retry} />;
  const { found, missing } = state.value;
  if (found.length < 2) return <TooFew missing={missing} />;
  return (
    <>
      {missing.map((id) => (
        <Note key={id}>{t('comparison.notFound', { id })}</Note>
      ))}
      <ShownComparison packages={found} storeUrl={storeUrl} />
    </>
  );
}

/**
 * Two or three packages side by side (product §10): their facts, price and Add to cart as columns,
 * every included test as a row saying in words whether each package includes it. Used by the
 * store's comparison dialog and by `lab-package-compare`; it reads its packages itself.
 */
export function Comparison({ ids, storeUrl }: ComparisonProps) {
  useStyles(css);
  useStyles(stateCss);
  const t = useT();
  const compared = comparedIds(ids);
  return (
    <div className="comparison">
      {compared.tooMany && <Note>{t('comparison.tooMany', comparisonLimits)}</Note>}
      {compared.ids.length < 2 ? (
        <TooFew missing={[]} />
      ) : (
        <ComparisonByIds key={compared.ids.join(',')} ids={compared.ids} storeUrl={storeUrl} />
      )}
    </div>
  );
}
