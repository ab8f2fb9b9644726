import { useId } from 'react';
import { useT } from '../../i18n/useT';
import { requestCode, setPhone } from '../../stores/login';

/** Product §4 phone-entry step. */
export function PhoneStep({ phone, busy }: { phone: string; busy: boolean }) {
  const t = useT();
  const ids = useId();
  return (
    <form
      className="login-panel__form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!busy) void requestCode();
      }}
    >
      <div className="field">
        <label className="field__label" htmlFor={`${ids}-phone`}>{t('login.phone.label')}</label>
        <div className="login-panel__phone">
          <span className="login-panel__prefix" aria-hidden="true">{t('login.phone.countryCode')}</span>
          <input
            id={`${ids}-phone`}
            className="field__input"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            aria-describedby={`${ids}-hint`}
            value={phone}
            onChange={(event) => setPhone(event.target.value)}
            data-autofocus
          />
        </div>
        <p id={`${ids}-hint`} className="login-panel__hint">{t('login.phone.hint')}</p>
      </div>
      <button type="submit" className="button button--block" aria-disabled={busy}>
        {busy ? t('login.sending') : t('login.sendOtp')}
      </button>
    </form>
  );
}
