import { useT } from '../../i18n/useT';
import { CircleAlert, CircleCheck, CircleX } from '../../components/icons';
import { useStyles } from '../../elementRuntime/shadowStyles';
import css from './PincodeResult.css?inline';

export interface PincodeResultProps {
  status: 'available' | 'unavailable' | 'failed';
  pincode: string;
}

/** The answer of a finished check, in the spec's words (§8). */
export function PincodeResult({ status, pincode }: PincodeResultProps) {
  useStyles(css);
  const t = useT();
  if (status === 'failed') {
    return (
      <p className="message message--error pincode__result">
        <CircleAlert className="pincode__result-icon" />
        <span>{t('pincode.failed')}</span>
      </p>
    );
  }
  const available = status === 'available';
  return (
    <div className={`message pincode__result ${available ? 'message--success' : 'message--error'}`}>
      {available ? (
        <CircleCheck className="pincode__result-icon" />
      ) : (
        <CircleX className="pincode__result-icon" />
      )}
      <p>
        <strong className="pincode__result-title">
          {available ? t('pincodeResult.available.title') : t('pincodeResult.unavailable.title')}
        </strong>{' '}
        <span className="pincode__result-pincode">{t('pincodeResult.forPincode', { pincode })}</span>
        <span className="pincode__result-text">
          {available ? t('pincodeResult.available.text') : t('pincodeResult.unavailable.text')}
        </span>
      </p>
    </div>
  );
}
