import { useId, type ReactNode } from 'react';
import { useModalDialog } from '../../../../hooks/useModalDialog';
import { useStyles } from '../../../../elementRuntime/shadowStyles';
import css from './ConfirmDialog.css?inline';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  question: string;
  cancelLabel: string;
  confirmLabel: string;
  busy?: boolean;
  /** What the question asks for besides yes or no (a cancellation's optional reason). */
  children?: ReactNode;
  onCancel: () => void;
  onConfirm: () => void;
}

/**
 * A yes/no question on the native modal `<dialog>`: the browser traps focus, closes it on
 * Escape and gives focus back to the control that opened it. Cancel takes the first focus, so
 * a stray Enter never confirms a destructive action.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, title, question, cancelLabel, confirmLabel, busy = false, children, onCancel, onConfirm } = props;
  useStyles(css);
  const { dialog, isBackdropClick } = useModalDialog(open);
  const ids = useId();

  return (
    <dialog
      ref={dialog}
      className="confirm-dialog"
      aria-labelledby={`${ids}-title`}
      aria-describedby={`${ids}-question`}
      onClose={() => {
        if (open) onCancel();
      }}
      onClick={(event) => {
        if (isBackdropClick(event) && !busy) onCancel();
      }}
    >
      <div className="confirm-dialog__body">
        <h2 id={`${ids}-title`} className="confirm-dialog__title">{title}</h2>
        <p id={`${ids}-question`}>{question}</p>
        {children}
        <div className="confirm-dialog__actions">
          <button type="button" className="button button--outline" autoFocus onClick={onCancel}>
            {cancelLabel}
          </button>
          <button
            type="button"
            className="button confirm-dialog__confirm"
            aria-disabled={busy}
            onClick={() => {
              if (!busy) onConfirm();
            }}
          >
            {confirmLabel}
          </button>
        </div>
      </div>
    </dialog>
  );
}
