import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { useT } from '../../../../i18n/useT';
import type { Phrase } from '../../../../i18n';
import { addressProblems, emptyAddressDraft, type AddressDraft, type AddressField, type AddressProblem } from '../../../../lib/addressDraft';
import { sanitizePincodeInput } from '../../../../lib/pincode';
import { SERVICE_AREA_COUNT } from '../../../../lib/serviceAreas';
import { $pincodeCheck } from '../../../../stores/pincode';
import { CheckoutField } from './CheckoutField';
import { PersonalDataNotice } from './PersonalDataNotice';
import { useFormProblems } from './useFormProblems';

export interface AddressFormProps {
  onSave: (draft: AddressDraft) => Promise<Phrase | undefined>;
  onCancel?: (() => void) | undefined;
}

const TEXT_FIELDS = [
  { field: 'line1', label: 'checkout.where.line1', autoComplete: 'address-line1' },
  { field: 'area', label: 'checkout.where.area', autoComplete: 'address-line2' },
  { field: 'landmark', label: 'checkout.where.landmark', autoComplete: 'off' },
  { field: 'city', label: 'checkout.where.city', autoComplete: 'address-level2' },
] as const;

/**
 * A new collection address: house and street, area, landmark, city and pin code, which must be
 * served by the same rule, list and words as the pin-code checker (product §5, §8, §9); the
 * checker's last pin code is filled in.
 */
export function AddressForm({ onSave, onCancel }: AddressFormProps) {
  const t = useT();
  const lastChecked = useStore($pincodeCheck);
  const [draft, setDraft] = useState<AddressDraft>(() => emptyAddressDraft(lastChecked.status === 'idle' ? '' : lastChecked.pincode));
  const { form, problems, saving, failure, onSubmit } = useFormProblems<AddressField, AddressProblem>(() => addressProblems(draft), () => onSave(draft));
  const change = (values: Partial<AddressDraft>) => setDraft((current) => ({ ...current, ...values }));
  const error = (field: AddressField) => {
    const problem = problems[field];
    if (problem === 'pincode') return t('pincode.invalid');
    if (problem === 'notServed') return `${t('pincodeResult.unavailable.title')}. ${t('pincodeResult.unavailable.text')}`;
    return problem ? t(`checkout.error.${problem}`) : undefined;
  };

  return (
    <form
      ref={form}
      className="checkout-form"
      noValidate
      aria-label={t('checkout.where.newTitle')}
      onSubmit={onSubmit}
    >
      <h3 className="checkout-form__title">{t('checkout.where.newTitle')}</h3>
      <div className="checkout-form__grid">
        {TEXT_FIELDS.map(({ field, label, autoComplete }) => (
          <CheckoutField key={field} label={t(label)} error={error(field)}>
            {(control) => (
              <input {...control} className="field__input" autoComplete={autoComplete} value={draft[field]} onChange={(event) => change({ [field]: event.target.value })} />
            )}
          </CheckoutField>
        ))}
        <CheckoutField label={t('checkout.where.pincode')} error={error('pincode')} hint={t('checkout.where.pincodeHint', { count: SERVICE_AREA_COUNT })}>
          {(control) => (
            <input
              {...control}
              className="field__input"
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={6}
              value={draft.pincode}
              onChange={(event) => change({ pincode: sanitizePincodeInput(event.target.value) })}
            />
          )}
        </CheckoutField>
      </div>
      <PersonalDataNotice agreed={draft.consent} onAgree={(consent) => change({ consent })} error={error('consent')} />
      <div role="alert" className="checkout-form__alert">
        {Object.keys(problems).length > 0 && <p className="message message--error">{t('checkout.error.summary')}</p>}
        {failure && <p className="message message--error">{t(failure)}</p>}
      </div>
      <div className="checkout-form__actions">
        <button type="submit" className="button" disabled={saving}>{saving ? t('checkout.person.saving') : t('checkout.person.save')}</button>
        {onCancel && <button type="button" className="button button--ghost" onClick={onCancel}>{t('checkout.person.cancel')}</button>}
      </div>
    </form>
  );
}
