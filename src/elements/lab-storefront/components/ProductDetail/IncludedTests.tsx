import { ChevronDown } from '../../../../components/icons';
import type { IncludedTestGroup } from '../../../../domain/labTest';
import { useT } from '../../../../i18n/useT';

/** Above this many groups the list is long: only the first group starts open. */
const OPEN_ALL_UP_TO = 3;

/**
 * The included test groups (product §3), each a native disclosure with its category and test count,
 * so a 100-parameter package stays readable and every group opens by keyboard.
 */
export function IncludedTests({ groups }: { groups: IncludedTestGroup[] }) {
  const t = useT();
  if (groups.length === 0) return null;
  const openAll = groups.length <= OPEN_ALL_UP_TO;
  return (
    <section className="included" aria-labelledby="included-heading">
      <h2 id="included-heading" className="product__section-title">{t('product.included')}</h2>
      <div className="included__groups">
        {groups.map((group, index) => (
          <details key={`${group.category}-${index}`} className="included__group" open={openAll || index === 0}>
            <summary className="included__summary">
              <span className="included__category">{group.category || t('product.included')}</span>
              <span className="included__count">
                {t.plural('product.groupCount', group.tests.length)}
              </span>
              <ChevronDown aria-hidden="true" className="included__chevron" />
            </summary>
            <ul className="included__tests" role="list">
              {group.tests.map((name) => <li key={name}>{name}</li>)}
            </ul>
          </details>
        ))}
      </div>
    </section>
  );
}
