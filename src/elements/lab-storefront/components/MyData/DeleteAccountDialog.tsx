import { useStore } from '@nanostores/react';
import { useId } from 'react';
import { useFireLabEvent } from '../../../../elementRuntime/hostElement';
import { useModalDialog } from '../../../../hooks/useModalDialog';
import { useStyles } from '../../../../elementRuntime/shadowStyles';
import dialogCss from '../../../../styles/dialog.css?inline';
import css from '../ConfirmDialog/ConfirmDialog.css?inline';
import myDataCss from './MyData.css?inline';
import { useT } from '../../../../i18n/useT';
import {
  $accountDeletion,
  confirmDeletion,
  sendDeletionCode,
  setDeletionCode,
  setDeletionPhone,
  type AccountDeletion,
} from '../../../../stores/myData';

export interface DeleteAccountDialogProps {
  open: boolean;
  /** The account's number as the server masks it (`98xxxxxx10`). */
  maskedNumber: string;
  onCancel: () => void;
}

/** The one field each step asks for: the account's number, then the code sent to it. */
const STEP_FIELDS = {
  number: { label: 'myData.delete.phone', type: 'tel', autoComplete: 'tel-national', change: setDeletionPhone },
  code: { label: 'myData.delete.code', type: 'text', autoComplete: 'one-time-code', change: setDeletionCode },
} as const satisfies Record<AccountDeletion['step'], object>;

/**
 * Delete my account's confirming step (product §12), on the native modal `<dialog>` (the
 * browser traps focus and gives it back to the opener): the account's number, a fresh login code
 * sent to it, then the code. A refusal is read out (an alert) and nothing is erased.
 */
export function DeleteAccountDialog({ open, maskedNumber, onCancel }: DeleteAccountDialogProps) {
  useStyles(dialogCss);
  useStyles(css);
  useStyles(myDataCss);
  const t = useT();
  const ids = useId();
  const fire = useFireLabEvent();
  const { step, phone, code, busy, message, failed } = useStore($accountDeletion);
  const { dialog, isBackdropClick } = useModalDialog(open, (element) => element.querySelector<HTMLElement>('input')?.focus());
  const field = STEP_FIELDS[step];

  return (
    <dialog
      ref={dialog}
      className="dialog confirm-dialog"
      aria-labelledby={`${ids}-title`}
      aria-describedby={`${ids}-text`}
      onClose={() => {
        if (open) onCancel();
      }}
      onClick={(event) => {
        if (isBackdropClick(event) && !busy) onCancel();
      }}
    >
      <form
        className="confirm-dialog__body"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (step === 'number') void sendDeletionCode(maskedNumber);
          else void confirmDeletion().then((deleted) => deleted && fire('lab-logout', {}));
        }}
      >
        <h2 id={`${ids}-title`} className="dialog__title">{t('myData.delete.dialogTitle')}</h2>
        <p id={`${ids}-text`}>{t('myData.delete.dialogText', { phone: maskedNumber })}</p>
        <div className="field">
          <label className="field__label" htmlFor={`${ids}-${step}`}>{t(field.label)}</label>
          {/* A new input for the code: it takes the focus as the code is asked for. */}
          <input
            id={`${ids}-${step}`}
            key={step}
            className="field__input"
            type={field.type}
            inputMode="numeric"
            autoComplete={field.autoComplete}
            aria-invalid={failed}
            aria-describedby={`${ids}-message`}
            value={step === 'number' ? phone : code}
            onChange={(event) => field.change(event.target.value)}
            autoFocus={step === 'code'}
          />
        </div>
        <p id={`${ids}-message`} role={failed ? 'alert' : 'status'} className={`my-data__message${message ? ` message message--${failed ? 'error' : 'success'}` : ''}`}>
          {message ? t(message) : ''}
        </p>
        <div className="confirm-dialog__actions">
          <button type="button" className="button button--outline" onClick={onCancel}>
            {t('myData.delete.cancel')}
          </button>
          <button type="submit" className="button confirm-dialog__confirm" aria-disabled={busy}>
            {step === 'number' ? t('myData.delete.sendCode') : t('myData.delete.confirm')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
