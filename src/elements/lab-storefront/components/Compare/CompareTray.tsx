import { useStore } from '@nanostores/react';
import { Suspense, useEffect, useRef, useState } from 'react';
import { X } from '../../../../components/icons';
import { lazyPart } from '../../../../elementRuntime/lazyPart';
import { useStyles } from '../../../../elementRuntime/shadowStyles';
import { useT } from '../../../../i18n/useT';
import { $comparedPackages, COMPARE_LIMIT, unmarkComparedPackage } from '../../../../stores/compare';
import { ScreenLoadFailed } from '../ScreenLoadFailed';
import type { CompareDialogProps } from './CompareDialog';
import css from './CompareTray.css?inline';

/** Two marks make a comparison. */
const COMPARE_MINIMUM = 2;

// Only a visitor who presses Compare needs the dialog and the comparison: their own chunks.
const CompareDialog = lazyPart<CompareDialogProps>(async () => ({ default: (await import('./CompareDialog')).CompareDialog }), {
  fallback: ScreenLoadFailed,
});

/**
 * The marked packages (issue 41), fixed at the bottom of a listing or product screen: each name
 * with its remove button, and Compare, which opens the comparison in a dialog over the screen
 * (the route stays). The marks themselves live in the store, so the tray shows them on every screen.
 */
export function CompareTray() {
  useStyles(css);
  const t = useT();
  const marks = useStore($comparedPackages);
  const [comparing, setComparing] = useState(false);
  const [dialogWanted, setDialogWanted] = useState(false);
  const list = useRef<HTMLUListElement>(null);
  const openButton = useRef<HTMLButtonElement>(null);
  // After a remove button takes its own chip away, focus goes to the chip that took its place.
  const focusAfterRemoval = useRef<number | null>(null);
  useEffect(() => {
    const index = focusAfterRemoval.current;
    if (index === null) return;
    focusAfterRemoval.current = null;
    const buttons = list.current?.querySelectorAll('button');
    if (buttons && buttons.length > 0) buttons[Math.min(index, buttons.length - 1)]?.focus();
  }, [marks]);
  // Once the dialog has closed (its effect runs first), focus is back on Compare: the browser does
  // it too, but not every browser does it across a shadow root.
  const wasComparing = useRef(false);
  useEffect(() => {
    if (wasComparing.current && !comparing) openButton.current?.focus();
    wasComparing.current = comparing;
  }, [comparing]);

  if (marks.length === 0) return null;
  const open = () => {
    setDialogWanted(true);
    setComparing(true);
  };

  return (
    <section className="compare-tray" aria-label={t('compareMarks.tray')}>
      <div className="compare-tray__inner">
        <p className="compare-tray__count" role="status">
          {t.plural('compareMarks.count', marks.length, { limit: COMPARE_LIMIT })}
          {marks.length < COMPARE_MINIMUM && ' '}
          {marks.length < COMPARE_MINIMUM && <span className="compare-tray__hint">{t('compareMarks.oneMore')}</span>}
        </p>
        <ul className="compare-tray__marks" role="list" ref={list}>
          {marks.map((mark, index) => (
            <li key={mark.id} className="compare-tray__mark">
              <span className="compare-tray__name" title={mark.name}>{mark.name}</span>
              <button
                type="button"
                className="compare-tray__remove"
                aria-label={t('compareMarks.remove', { name: mark.name })}
                onClick={() => {
                  focusAfterRemoval.current = index;
                  unmarkComparedPackage(mark.id);
                }}
              >
                <X aria-hidden="true" width={16} height={16} />
              </button>
            </li>
          ))}
        </ul>
        <button
          ref={openButton}
          type="button"
          className="button compare-tray__open"
          disabled={marks.length < COMPARE_MINIMUM}
          onClick={open}
        >
          {t('compareMarks.open')}
        </button>
      </div>
      {dialogWanted && (
        <Suspense fallback={null}>
          <CompareDialog open={comparing} ids={marks.map((mark) => mark.id)} onClose={() => setComparing(false)} />
        </Suspense>
      )}
    </section>
  );
}
