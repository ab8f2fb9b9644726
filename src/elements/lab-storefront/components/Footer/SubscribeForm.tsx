import { MessageCircle } from '../../../../components/icons';
import { useId, useState, type SubmitEvent } from 'react';
import { useT } from '../../../../i18n/useT';
import { isPhoneNumber } from '../../../../lib/phoneNumber';

type Outcome = 'none' | 'invalid' | 'subscribed';


/**
 * The footer's WhatsApp updates form. Product §5: no server call is made; a valid number gets the
 * thank-you text and the field clears, anything else gets the validation alert inline.
 */
export function SubscribeForm() {
  const t = useT();
  const [number, setNumber] = useState('');
  const [outcome, setOutcome] = useState<Outcome>('none');
  const inputId = useId();
  const messageId = useId();

  const subscribe = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Product §5: a 10-digit number (spaces, dashes, +91 or a leading 0 as people write it).
    if (!isPhoneNumber(number)) {
      setOutcome('invalid');
      return;
    }
    setNumber('');
    setOutcome('subscribed');
  };

  return (
    <form className="subscribe" onSubmit={subscribe} noValidate>
      <label className="subscribe__label" htmlFor={inputId}>
        {t('footer.subscribe.label')}
      </label>
      <div className="subscribe__row">
        <input
          id={inputId}
          className="field__input subscribe__input"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder={t('footer.subscribe.placeholder')}
          value={number}
          aria-invalid={outcome === 'invalid'}
          aria-describedby={outcome === 'none' ? undefined : messageId}
          onChange={(event) => {
            setNumber(event.target.value);
            // A new number makes the last answer stale.
            setOutcome('none');
          }}
        />
        <button type="submit" className="button button--accent subscribe__button">
          <MessageCircle aria-hidden="true" className="subscribe__icon" />
          {t('footer.subscribe.submit')}
        </button>
      </div>
      <div id={messageId}>
        {outcome === 'invalid' && (
          <p role="alert" className="message message--error subscribe__message">
            {t('footer.subscribe.invalid')}
          </p>
        )}
        {outcome === 'subscribed' && (
          <p role="status" className="message message--success subscribe__message">
            {t('footer.subscribe.success')}
          </p>
        )}
      </div>
    </form>
  );
}
