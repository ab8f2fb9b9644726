import { useSyncExternalStore } from 'react';
import type { LabTest } from '../../../../domain/labTest';
import { useStyles } from '../../../../elementRuntime/shadowStyles';
import { phrase } from '../../../../i18n';
import { useT } from '../../../../i18n/useT';
import { comparisonLimits } from '../../../../domain/comparison';
import { $comparedPackages, toggleComparedPackage } from '../../../../stores/comparison';
import { showToast } from '../../../../stores/toasts';
import css from './ComparisonMark.css?inline';

const listenToMarks = (onChange: () => void) => $comparedPackages.listen(onChange);

/**
 * Whether the package is marked. A box re-renders when its own package is marked or unmarked, not
 * at every mark: a listing of 24 cards re-rendered all 24 boxes in the tap's task.
 */
function useMarked(id: string): boolean {
  return useSyncExternalStore(
    listenToMarks,
    () => $comparedPackages.get().some((mark) => mark.id === id),
    () => false,
  );
}

/**
 * The Compare checkbox of a package (product §10): marks it for the tray's comparison, or unmarks
 * it. A mark beyond the most a comparison shows is refused, and the toast's live region says why.
 */
export function ComparisonMark({ test }: { test: LabTest }) {
  useStyles(css);
  const t = useT();
  const marked = useMarked(test._id);
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
