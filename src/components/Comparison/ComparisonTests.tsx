import { CircleCheck, Minus } from '../icons';
import { useT } from '../../i18n/useT';
import type { ComparisonGroup } from '../../lib/comparisonRows';

export interface ComparisonTestsProps {
  groups: readonly ComparisonGroup[];
  columns: number;
}

/**
 * Whether a package includes a test, in words as well as by its icon: a screen reader hears
 * "Included" or "Not included" in the cell, under the package's and the test's headers.
 */
function IncludedCell({ included }: { included: boolean }) {
  const t = useT();
  return (
    <td className={included ? 'comparison__yes' : 'comparison__no'}>
      {included ? <CircleCheck aria-hidden="true" width={20} height={20} /> : <Minus aria-hidden="true" width={20} height={20} />}
      <span className="visually-hidden">{t(included ? 'comparison.included' : 'comparison.notIncluded')}</span>
    </td>
  );
}

/** Every included test as a row, under its catalogue group's heading; the rows that differ marked. */
export function ComparisonTests({ groups, columns }: ComparisonTestsProps) {
  return groups.map((group) => (
    <tbody key={group.category} className="comparison__group">
      <tr>
        <th scope="rowgroup" colSpan={columns + 1} className="comparison__group-name">
          <span>{group.category}</span>
        </th>
      </tr>
      {group.rows.map((row) => (
        <tr key={row.name} className={row.differs ? 'comparison__test comparison__test--differs' : 'comparison__test'}>
          <th scope="row">{row.name}</th>
          {row.included.map((included, index) => (
            <IncludedCell key={index} included={included} />
          ))}
        </tr>
      ))}
    </tbody>
  ));
}
