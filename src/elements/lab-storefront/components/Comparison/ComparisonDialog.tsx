import { Suspense, useEffect, useId } from 'react';
import { X } from '../../../../components/icons';
import { Toasts } from '../../../../components/Toasts/Toasts';
import { lazyPart } from '../../../../elementRuntime/lazyPart';
import { useStyles } from '../../../../elementRuntime/shadowStyles';
import { useModalDialog } from '../../../../hooks/useModalDialog';
import { useT } from '../../../../i18n/useT';
import { $messagesInDialog } from '../../../../stores/toasts';
import { ScreenLoadFailed } from '../ScreenLoadFailed';
import dialogCss from '../../../../styles/dialog.css?inline';
import css from './ComparisonDialog.css?inline';

// The comparison is shared with `lab-package-compare`; the store loads it when first opened.
const Comparison = lazyPart<{ ids: readonly string[] }>(
  async () => ({ default: (await import('../../../../components/Comparison/Comparison')).Comparison }),
  { fallback: ScreenLoadFailed },
);

export interface ComparisonDialogProps {
  open: boolean;
  ids: readonly string[];
  onClose: () => void;
}

/**
 * The comparison over the current screen (product §10), on the native modal `<dialog>`: the route
 * does not change, the browser traps focus, closes it on Escape and gives focus back to the
 * Compare button. Full-screen on a phone. The comparison mounts at each opening, so it is shown
 * (and announced to analytics) once per opening.
 */
export function ComparisonDialog({ open, ids, onClose }: ComparisonDialogProps) {
  useStyles(dialogCss);
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
      className="dialog comparison-dialog"
      aria-labelledby={titleId}
      onClose={() => {
        if (open) onClose();
      }}
      onClick={(event) => {
        if (isBackdropClick(event)) onClose();
      }}
    >
      <div className="comparison-dialog__frame">
        <header className="comparison-dialog__header">
          <h2 id={titleId} className="dialog__title">{t('comparisonMarks.title')}</h2>
          <button type="button" className="button button--outline comparison-dialog__close" onClick={onClose}>
            <X aria-hidden="true" width={18} height={18} />
            {t('comparisonMarks.close')}
          </button>
        </header>
        <div className="comparison-dialog__body">
          {open && (
            <Suspense fallback={<p className="comparison-dialog__loading" role="status">{t('common.loading')}</p>}>
              <Comparison ids={ids} />
            </Suspense>
          )}
        </div>
        {open && <Toasts />}
      </div>
    </dialog>
  );
}
