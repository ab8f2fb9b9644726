import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { MapPin } from '../../../../components/icons';
import type { Address } from '../../../../domain/booking';
import { useT } from '../../../../i18n/useT';
import { isServiceablePincode } from '../../../../lib/pincode';
import type { CheckoutScreen } from '../../../../stores/checkout';
import { AddressForm } from './AddressForm';
import { useStepContinue } from './useStepContinue';

/** "12, 4th Cross, Malleswaram, near the temple, Bengaluru 560003": an address on one line. */
export function addressLine(address: Address): string {
  return [address.line1, address.area, address.landmark, `${address.city} ${address.pincode}`].filter(Boolean).join(', ');
}

export interface WhereStepProps {
  checkout: CheckoutScreen;
  addresses: Address[];
  /** The address was chosen and the visitor goes on (the element reports `lab-add-shipping-info`). */
  onDone: () => void;
}

/**
 * Step 2, "Where should we collect the sample?": a saved address (one no longer served cannot be
 * chosen, and says so) or a new one, kept for next time.
 */
export function WhereStep({ checkout, addresses, onDone }: WhereStepProps) {
  const t = useT();
  const chosen = useStore(checkout.$addressId);
  const [adding, setAdding] = useState(addresses.length === 0);
  const usable = addresses.some((address) => address._id === chosen && isServiceablePincode(address.pincode));
  const { tried, next } = useStepContinue(usable, onDone);

  return (
    <div className="checkout-where">
      {addresses.length > 0 && (
        <fieldset className="checkout-where__saved">
          <legend className="checkout-who__legend">{t('checkout.where.saved')}</legend>
          <ul className="checkout-who__people" role="list">
            {addresses.map((address) => {
              const served = isServiceablePincode(address.pincode);
              return (
                <li key={address._id}>
                  <label className="checkout-choice">
                    <input type="radio" name="checkout-address" disabled={!served} checked={chosen === address._id} onChange={() => checkout.$addressId.set(address._id)} />
                    <MapPin aria-hidden="true" className="checkout-choice__icon" />
                    <span>
                      {addressLine(address)}
                      {!served && <span className="checkout-choice__note">{t('checkout.where.notServed')}</span>}
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
        </fieldset>
      )}
      {adding ? (
        <AddressForm
          onSave={async (draft) => {
            const failure = await checkout.addAddress(draft);
            // Saved, the new address is the one chosen: "Save and continue" goes on.
            if (!failure) onDone();
            return failure;
          }}
          onCancel={addresses.length > 0 ? () => setAdding(false) : undefined}
        />
      ) : (
        <button type="button" className="button button--outline checkout-who__add" onClick={() => setAdding(true)}>
          {t('checkout.where.new')}
        </button>
      )}
      <div role="alert">{tried && !usable && <p className="message message--error">{t('checkout.where.choose')}</p>}</div>
      {!adding && (
        <div className="checkout-step__actions">
          <button type="button" className="button" onClick={next}>{t('checkout.continue')}</button>
        </div>
      )}
    </div>
  );
}
