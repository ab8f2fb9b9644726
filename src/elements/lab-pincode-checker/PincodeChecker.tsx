import { useStore } from '@nanostores/react';
import { Suspense, useId, useState, type SubmitEvent, type KeyboardEvent } from 'react';
import { useStyles } from '../../elementRuntime/shadowStyles';
import { useFireLabEvent } from '../../elementRuntime/hostElement';
import { lazyPart } from '../../elementRuntime/lazyPart';
import { registerMessages } from '../../i18n';
import { loadOnce } from '../../lib/loadOnce';
import { useT } from '../../i18n/useT';
import { isValidPincode, sanitizePincodeInput } from '../../lib/pincode';
import { SERVICE_AREA_COUNT } from '../../lib/serviceAreas';
import { $pincodeCheck, checkPincode } from '../../stores/pincode';
import css from './PincodeChecker.css?inline';
import { MapPin } from '../../components/icons';
import type { PincodeResultProps } from './PincodeResult';

/**
 * The answer's component and texts, fetched when the visitor starts typing a pin code: the check
 * takes its simulated second, so the answer is there when the check ends, and a page that shows
 * the checker without using it never downloads them.
 */
const loadAnswer = loadOnce(async () => {
  const [answer, texts] = await Promise.all([import('./PincodeResult'), import('../../i18n/en/pincodeResult')]);
  await registerMessages(texts);
  return { default: answer.PincodeResult };
});

/**
 * What a check that ends without its answer's code shows: the spec's failure message (§8), until
 * the code arrives (back online).
 */
function AnswerUnavailable() {
  const t = useT();
  return <p className="message message--error">{t('pincode.failed')}</p>;
}

const PincodeResult = lazyPart<PincodeResultProps>(loadAnswer, { fallback: AnswerUnavailable });

/**
 * `lab-pincode-checker` (product §2, §5, §8, §9): digits only, at most 6; the button is enabled at
 * exactly 6; the check takes the simulated second, then says whether home collection serves the
 * area and fires `lab-pincode-check`. Enter on a shorter value shows the validation alert.
 *
 * Several checkers on a page agree: the check is the page's (one visitor, one address), so a
 * check started in one shows its pin code, "Checking…" and the answer in all of them; only the
 * checker where it was started fires the event.
 */
export function PincodeChecker() {
  useStyles(css);
  const t = useT();
  const check = useStore($pincodeCheck);
  // The check is shared page-wide: coming back to Home shows the last pin code with its answer.
  const [pincode, setPincode] = useState(() => (check.status === 'idle' ? '' : check.pincode));
  const [invalid, setInvalid] = useState(false);
  const [shownCheck, setShownCheck] = useState(check);
  if (check !== shownCheck) {
    setShownCheck(check);
    if (check.status === 'checking' && check.pincode !== pincode) {
      setPincode(check.pincode);
      setInvalid(false);
    }
  }
  const fire = useFireLabEvent();
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const checking = check.status === 'checking';

  const runCheck = async () => {
    if (!isValidPincode(pincode)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    const outcome = await checkPincode(pincode);
    // A check overtaken by a newer one (here or in another checker) is not reported.
    if (outcome !== $pincodeCheck.get()) return;
    if (outcome.status === 'available' || outcome.status === 'unavailable') {
      fire('lab-pincode-check', { pincode: outcome.pincode, available: outcome.status === 'available' });
    }
  };

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    void runCheck();
  };

  // A disabled submit button blocks the form's implicit submission, so Enter is handled here.
  const submitOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && !isValidPincode(pincode)) {
      event.preventDefault();
      setInvalid(true);
    }
  };

  return (
    <form part="base" className="pincode" onSubmit={submit} noValidate>
      <label className="pincode__label" htmlFor={inputId}>
        {t('pincode.label')}
      </label>
      <div className="pincode__row">
        <div className="pincode__field">
          <MapPin className="pincode__icon" />
          <input
            id={inputId}
            className="field__input pincode__input"
            type="text"
            inputMode="numeric"
            autoComplete="postal-code"
            placeholder={t('pincode.placeholder')}
            value={pincode}
            aria-invalid={invalid}
            aria-describedby={invalid ? `${errorId} ${hintId}` : hintId}
            onChange={(event) => {
              setPincode(sanitizePincodeInput(event.target.value));
              setInvalid(false);
              void loadAnswer().catch(() => undefined);
            }}
            onKeyDown={submitOnEnter}
          />
        </div>
        <button type="submit" className="button pincode__submit" disabled={!isValidPincode(pincode) || checking}>
          {checking ? t('pincode.checking') : t('pincode.submit')}
        </button>
      </div>
      <p id={hintId} className="pincode__hint">
        {t('pincode.hint', { count: SERVICE_AREA_COUNT })}
      </p>
      {invalid && (
        <p id={errorId} role="alert" className="message message--error pincode__message">
          {t('pincode.invalid')}
        </p>
      )}
      <div role="status" className="pincode__status">
        {!checking && check.status !== 'idle' && check.pincode === pincode && (
          <Suspense fallback={null}>
            <PincodeResult status={check.status} pincode={check.pincode} />
          </Suspense>
        )}
      </div>
    </form>
  );
}
