import { Suspense, useEffect, useId } from 'react';
import { X } from '../../../../components/icons';
import { Toasts } from '../../../../components/Toasts/Toasts';
import { lazyPart } from '../../../../elementRuntime/lazyPart';
import { useStyles } from '../../../../elementRuntime/shadowStyles';
import { useModalDialog } from '../../../../hooks/useModalDialog';
import { useT } from '../../../../i18n/useT';
import { $messagesInDialog } from '../../../../stores/toasts';
import { ScreenLoadFailed } from '../ScreenLoadFailed';
import css from './CompareDialog.css?inline';

// The comparison is shared with `lab-package-compare`; the store loads it when first opened.
const PackageComparison = lazyPart<{ ids: readonly string[] }>(
  async () => ({ default: (await import('../../../../components/PackageComparison/PackageComparison')).PackageComparison }),
  { fallback: ScreenLoadFailed },
);

export interface CompareDialogProps {
  open: boolean;
  ids: readonly string[];
  onClose: () => void;
}

/**
 * The comparison over the current screen (issue 41), on the native modal `<dialog>`: the route
 * does not change, the browser traps focus, closes it on Escape and gives focus back to the
 * Compare button. Full-screen on a phone. The comparison mounts at each opening, so it is shown
 * (and announced to analytics) once per opening.
 */
export function CompareDialog({ open, ids, onClose }: CompareDialogProps) {
  useStyles(css);
  const t = useT();
  const { dialog, isBackdropClick } = useModalDialog(open);
  const titleId = `${useId()}-title`;
  // Add to cart's messages (and the Login of 'Please login to add items to cart') show in the dialog.
  useEffect(() => {
    if (!open) return;
    $messagesInDialog.set(true);
    return () => $messagesInDialog.set(false);
  }, [open]);
  return (
    <dialog
      ref={dialog}
      className="compare-dialog"
      aria-labelledby={titleId}
      onClose={() => {
        if (open) onClose();
      }}
      onClick={(event) => {
        if (isBackdropClick(event)) onClose();
      }}
    >
      <div className="compare-dialog__frame">
        <header className="compare-dialog__header">
          <h2 id={titleId} className="compare-dialog__title">{t('compareMarks.title')}</h2>
          <button type="button" className="button button--outline compare-dialog__close" onClick={onClose}>
            <X aria-hidden="true" width={18} height={18} />
            {t('compareMarks.close')}
          </button>
        </header>
        <div className="compare-dialog__body">
          {open && (
            <Suspense fallback={<p className="compare-dialog__loading" role="status">{t('common.loading')}</p>}>
              <PackageComparison ids={ids} />
            </Suspense>
          )}
        </div>
        {open && <Toasts />}
      </div>
    </dialog>
  );
}
