import { useId, useMemo, useState } from 'react';
import type { LabTest } from '../../domain/labTest';
import { useT } from '../../i18n/useT';
import { comparisonGroups, differencesOnly } from '../../lib/comparisonRows';
import { ComparisonFacts } from './ComparisonFacts';
import { ComparisonTests } from './ComparisonTests';
import { useStyles } from '../../elementRuntime/shadowStyles';
import css from './ComparisonTable.css?inline';

export interface ComparisonTableProps {
  packages: readonly LabTest[];
  storeUrl: string | undefined;
}

/**
 * The comparison as one table: a column per package (`<th scope="col">`), its facts and every
 * included test as rows (`<th scope="row">`), grouped as the catalogue groups them. On a phone
 * the table scrolls sideways in its own labelled, focusable box with the tests' column kept in
 * place, so the page never does. "Only differences" keeps the tests some packages lack.
 */
export function ComparisonTable({ packages, storeUrl }: ComparisonTableProps) {
  useStyles(css);
  const t = useT();
  const captionId = useId();
  const switchId = useId();
  const summaryId = useId();
  const [onlyDifferences, setOnlyDifferences] = useState(false);
  const groups = useMemo(() => comparisonGroups(packages), [packages]);
  const differing = groups.reduce((sum, group) => sum + group.rows.filter((row) => row.differs).length, 0);
  const shown = onlyDifferences ? differencesOnly(groups) : groups;
  return (
    <>
      <div className="comparison__tools">
        <p className="comparison__summary" id={summaryId}>
          {differing > 0 ? t.plural('comparison.differences', differing) : t('comparison.sameTests')}
        </p>
        {differing > 0 && (
          <label className="comparison__switch" htmlFor={switchId}>
            <input
              id={switchId}
              type="checkbox"
              role="switch"
              aria-describedby={summaryId}
              checked={onlyDifferences}
              onChange={(event) => setOnlyDifferences(event.currentTarget.checked)}
            />
            <span className="comparison__switch-track" aria-hidden="true" />
            {t('comparison.onlyDifferences')}
          </label>
        )}
      </div>
      {/* A region of its own: a keyboard scrolls it sideways, a screen reader hears its name. */}
      <div className="comparison__scroller" role="region" aria-labelledby={captionId} tabIndex={0}>
        <table className={`comparison__table comparison__table--${packages.length}`}>
          <caption id={captionId}>{t('comparison.caption')}</caption>
          <ComparisonFacts packages={packages} storeUrl={storeUrl} />
          <ComparisonTests groups={shown} columns={packages.length} />
        </table>
      </div>
    </>
  );
}
