import { useStore } from '@nanostores/react';
import { X } from '../../components/icons';
import { useEffect, useId, useRef } from 'react';
import { useModalDialog } from '../../hooks/useModalDialog';
import { useStyles } from '../../elementRuntime/shadowStyles';
import { useFireLabEvent, useHostElement } from '../../elementRuntime/hostElement';
import { useT } from '../../i18n/useT';
import { $login, $loginsKeptInPage, closeLoginPanel, isSuccessMessage } from '../../stores/login';
import { CodeStep } from './CodeStep';
import css from './LoginPanel.css?inline';
import { PhoneStep } from './PhoneStep';

export interface LoginPanelProps {
  /** Whether the panel is shown (the `open` attribute of `lab-login-panel`: presence is true). */
  open?: boolean;
  /** Called when the panel closes itself (Escape, the close button, a click on the backdrop). */
  onClose?: () => void;
}

/**
 * The phone and one-time-code login of product §4, as a side panel on the native modal `<dialog>`:
 * the browser traps focus inside, closes it on Escape and returns focus to the opener. The element
 * it renders in fires `lab-login-panel-toggle` as it opens and closes, so a host page whose state
 * opened it knows when it is closed again.
 */
export function LoginPanel({ open = false, onClose }: LoginPanelProps) {
  useStyles(css);
  const t = useT();
  const ids = useId();
  const host = useHostElement();
  const fire = useFireLabEvent();
  const { dialog, isBackdropClick } = useModalDialog(open, (element) => {
    element.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    fire('lab-login-panel-toggle', { open: true });
  });
  const { step, phone, code, message, busy, resendWait } = useStore($login);
  const loginsKeptInPage = useStore($loginsKeptInPage);
  const loginsWhenRendered = useRef(loginsKeptInPage);
  useEffect(() => {
    if (loginsKeptInPage !== loginsWhenRendered.current) dialog.current?.close();
    loginsWhenRendered.current = loginsKeptInPage;
  }, [loginsKeptInPage, dialog]);


  function onDialogClose() {
    onClose?.();
    // The header's panel follows the shared store, so closing it here keeps them in step even
    // when no `onClose` is passed; a standalone `<lab-login-panel open>` loses its attribute,
    // like `<dialog open>` does.
    closeLoginPanel();
    if (host?.localName === 'lab-login-panel') host.removeAttribute('open');
    fire('lab-login-panel-toggle', { open: false });
  }

  return (
    <div part="base" className="login-panel-root">
      <dialog
        ref={dialog}
        className="login-panel"
        aria-labelledby={`${ids}-title`}
        onClose={onDialogClose}
        onClick={(event) => {
          if (isBackdropClick(event)) dialog.current?.close();
        }}
      >
        <div className="login-panel__body">
          <div className="login-panel__header">
            <h2 id={`${ids}-title`} className="login-panel__title">{t('login.title')}</h2>
            <button
              type="button"
              className="login-panel__close"
              aria-label={t('login.close')}
              onClick={() => dialog.current?.close()}
            >
              <X aria-hidden="true" />
            </button>
          </div>
          <p className="login-panel__intro">{t('login.intro')}</p>
          {step === 'phone' ? (
            <PhoneStep phone={phone} busy={busy} />
          ) : (
            <CodeStep
              phone={phone}
              code={code}
              busy={busy}
              resendWait={resendWait}
              open={open}
            />
          )}
          <div role="alert" className="login-panel__message">
            {message && (
              <p className={`message ${isSuccessMessage(message) ? 'message--success' : 'message--error'}`}>
                {t(message)}
              </p>
            )}
          </div>
          <p className="login-panel__trust">{t('login.trust')}</p>
        </div>
      </dialog>
    </div>
  );
}
