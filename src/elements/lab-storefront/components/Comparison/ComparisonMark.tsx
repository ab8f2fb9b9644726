import type { LabTest } from '../../../../domain/labTest';
import { useStyles } from '../../../../elementRuntime/shadowStyles';
import { phrase } from '../../../../i18n';
import { useT } from '../../../../i18n/useT';
import { comparisonLimits } from '../../../../domain/comparison';
import { $comparedPackages, toggleComparedPackage } from '../../../../stores/comparison';
import { showToast } from '../../../../stores/toasts';
import { useStoreSelection } from '../../../../hooks/useStoreSelection';
import css from './ComparisonMark.css?inline';

/**
 * The Compare checkbox of a package (product §10): marks it for the tray's comparison, or unmarks
 * it. A mark beyond the most a comparison shows is refused, and the toast's live region says why.
 */
export function ComparisonMark({ test }: { test: LabTest }) {
  useStyles(css);
  const t = useT();
  // Its own mark only: a mark re-renders one box, not every card's.
  const marked = useStoreSelection($comparedPackages, (marks) => marks.some((mark) => mark.id === test._id));
  const toggle = () => {
    if (toggleComparedPackage({ id: test._id, name: test.name }) === 'refused') {
      showToast({ tone: 'info', text: phrase('comparisonMarks.refused', { ...comparisonLimits, name: test.name }) });
    }
  };
  return (
    <label className={`comparison-mark${marked ? ' comparison-mark--marked' : ''}`}>
      <input
        type="checkbox"
        className="comparison-mark__box"
        checked={marked}
        aria-label={t('comparisonMarks.markOf', { name: test.name })}
        onChange={toggle}
      />
      <span aria-hidden="true">{t('comparisonMarks.mark')}</span>
    </label>
  );
}
