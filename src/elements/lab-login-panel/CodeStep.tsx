import { useEffect, useId } from 'react';
import { useFireLabEvent } from '../../elementRuntime/hostElement';
import { useT } from '../../i18n/useT';
import { changeNumber, listenForSmsCode, resendCode, setCode, verifyCode } from '../../stores/login';

export interface CodeStepProps {
  phone: string;
  code: string;
  busy: boolean;
  /** Seconds until Resend is allowed again (the server's cooldown). */
  resendWait: number;
  /** Whether the panel is open: only an open panel reads the code from the SMS. */
  open: boolean;
}

/**
 * Product §4 code-entry step, with Resend (cooling down as long as the server says) and Change Number.
 * Shown once the code was sent; where the browser reads SMS codes (WebOTP), the code of the SMS
 * fills the field and is verified as if Verify were pressed. Closing the panel or Change Number
 * (which leaves this step) stops the reading.
 */
export function CodeStep({ phone, code, busy, resendWait: wait, open }: CodeStepProps) {
  const t = useT();
  const ids = useId();
  const fire = useFireLabEvent();

  async function verify() {
    const userId = await verifyCode();
    if (userId) fire('lab-login', { userId });
  }

  useEffect(() => {
    if (!open) return;
    return listenForSmsCode((smsCode) => {
      setCode(smsCode);
      void verify();
    });
    // `verify` fires from this element, which does not change while the step shows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  return (
    <form
      className="login-panel__form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (busy) return;
        void verify();
      }}
    >
      <p className="login-panel__sent-to">{t('login.code.sentTo', { phone })}</p>
      <div className="field">
        <label className="field__label" htmlFor={`${ids}-code`}>{t('login.code.label')}</label>
        <input
          id={`${ids}-code`}
          className="field__input login-panel__code"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoFocus
          data-autofocus
        />
      </div>
      <button type="submit" className="button button--block" aria-disabled={busy}>
        {busy ? t('login.verifying') : t('login.verify')}
      </button>
      <div className="login-panel__links">
        <button
          type="button"
          className="button button--ghost button--small"
          disabled={wait > 0 || busy}
          onClick={() => void resendCode()}
        >
          {wait > 0 ? t('login.resendIn', { seconds: wait }) : t('login.resend')}
        </button>
        <button
          type="button"
          className="button button--ghost button--small"
          disabled={busy}
          onClick={changeNumber}
        >
          {t('login.changeNumber')}
        </button>
      </div>
    </form>
  );
}
