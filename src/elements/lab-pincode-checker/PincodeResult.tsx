import { useT } from '../../i18n/useT';
import { CircleAlert, CircleCheck, CircleX } from '../../components/icons';

export interface PincodeResultProps {
  status: 'available' | 'unavailable' | 'failed';
  pincode: string;
}

/** The answer of a finished check, in the spec's words (§8). */
export function PincodeResult({ status, pincode }: PincodeResultProps) {
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
          {available ? t('pincode.available.title') : t('pincode.unavailable.title')}
        </strong>{' '}
        <span className="pincode__result-pincode">{t('pincode.forPincode', { pincode })}</span>
        <span className="pincode__result-text">
          {available ? t('pincode.available.text') : t('pincode.unavailable.text')}
        </span>
      </p>
    </div>
  );
}
