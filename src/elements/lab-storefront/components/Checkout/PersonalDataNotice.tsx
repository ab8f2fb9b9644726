import { useStore } from '@nanostores/react';
import { ShieldCheck } from '../../../../components/icons';
import { useT } from '../../../../i18n/useT';
import { $contact } from '../../../../stores/contact';
import { CheckoutTick } from './CheckoutField';

export interface PersonalDataNoticeProps {
  agreed: boolean;
  onAgree: (agreed: boolean) => void;
  /** For someone under 18: the parent's or guardian's word is asked too. */
  guardian?: { confirmed: boolean; onConfirm: (confirmed: boolean) => void; error?: string | undefined };
  error?: string | undefined;
}

/**
 * The short notice before a person or an address is kept (what, why, for how long, how to delete
 * it, whom to ask), with "I agree" unticked until the visitor ticks it; the server keeps the
 * consent with the notice's version and the time.
 */
export function PersonalDataNotice({ agreed, onAgree, guardian, error }: PersonalDataNoticeProps) {
  const t = useT();
  const { email, phone } = useStore($contact);
  return (
    <fieldset className="data-notice">
      <legend className="data-notice__title">
        <ShieldCheck aria-hidden="true" />
        {t('personalData.title')}
      </legend>
      <ul className="data-notice__points" role="list">
        <li>{t('personalData.what')}</li>
        <li>{t('personalData.why')}</li>
        <li>{t('personalData.howLong')}</li>
        <li>{t('personalData.delete')}</li>
        <li>{t('personalData.contact', { email, phone })}</li>
      </ul>
      <CheckoutTick label={t('personalData.agree')} checked={agreed} error={error} onChange={onAgree} />
      {guardian && (
        <CheckoutTick label={t('personalData.guardian')} checked={guardian.confirmed} error={guardian.error} onChange={guardian.onConfirm} />
      )}
    </fieldset>
  );
}
