import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { installLabConsent } from '../../../../consent/labConsent';
import { CONSENT_PURPOSES, type ConsentPurpose, type ConsentRecord } from '../../../../domain/myData';
import { dateText } from '../../../../lib/dateText';
import { useT } from '../../../../i18n/useT';
import { $heldData, withdrawPurpose } from '../../../../stores/myData';
import { showToast } from '../../../../stores/toasts';
import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog';

const labConsent = () => installLabConsent(window);
const subscribe = (listener: () => void) => labConsent().subscribe(listener);
const analyticsInBrowser = () => labConsent().choice('analytics');

/** The latest record of a purpose on the account. */
const latest = (consents: readonly ConsentRecord[], purpose: ConsentPurpose) =>
  consents.filter((consent) => consent.purpose === purpose).at(-1);

/**
 * Product "My data": each consent with its dates, and Withdraw while it is given. Withdrawing the
 * booking details asks first, since it erases people and addresses at once; analytics is withdrawn
 * at once, on the account and in this browser (`window.labConsent`), as easily as it was given.
 */
export function ConsentList({ consents }: { consents: readonly ConsentRecord[] }) {
  const t = useT();
  const { withdrawing } = useStore($heldData);
  const browserChoice = useSyncExternalStore(subscribe, analyticsInBrowser, () => undefined);
  const [confirming, setConfirming] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const [withdrawals, setWithdrawals] = useState(0);

  // The Withdraw pressed is gone with the consent: once the dialog has closed (the child's effect
  // runs first), the list's heading takes the focus instead of the page's body.
  useEffect(() => {
    if (withdrawals > 0 && !confirming) heading.current?.focus();
  }, [withdrawals, confirming]);

  async function withdraw(purpose: ConsentPurpose, onAccount: boolean) {
    const outcome = await withdrawPurpose(purpose, onAccount);
    setConfirming(false);
    showToast({ tone: outcome.ok ? 'success' : 'error', text: outcome.message });
    if (outcome.ok) setWithdrawals((count) => count + 1);
  }

  return (
    <section className="my-data__card">
      <h2 className="my-data__title" tabIndex={-1} ref={heading}>{t('myData.consents.title')}</h2>
      <ul className="my-data__list" role="list">
        {CONSENT_PURPOSES.map((purpose) => {
          const record = latest(consents, purpose);
          const onAccount = record !== undefined && record.withdrawnAt === undefined;
          const inBrowser = purpose === 'analytics' && browserChoice === 'granted';
          const state = onAccount
            ? t('myData.consent.given', { date: dateText(t.locale, record.givenAt) })
            : inBrowser
              ? t('myData.consent.givenHere')
              : record?.withdrawnAt
                ? t('myData.consent.withdrawn', { date: dateText(t.locale, record.withdrawnAt) })
                : t('myData.consent.notGiven');
          const name = t(`myData.consent.${purpose}`);
          return (
            <li key={purpose} className="my-data__consent">
              <div>
                <p className="my-data__strong">{name}</p>
                <p className="my-data__muted">{state}</p>
              </div>
              {(onAccount || inBrowser) && (
                <button
                  type="button"
                  className="button button--small button--outline"
                  aria-label={t('myData.withdraw.label', { purpose: name })}
                  aria-disabled={withdrawing !== undefined}
                  onClick={() => {
                    if (withdrawing) return;
                    if (purpose === 'booking-details') setConfirming(true);
                    else void withdraw(purpose, onAccount);
                  }}
                >
                  {t('myData.withdraw')}
                </button>
              )}
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        open={confirming}
        title={t('myData.withdraw.confirmTitle')}
        question={t('myData.withdraw.confirmQuestion')}
        cancelLabel={t('myData.withdraw.cancel')}
        confirmLabel={t('myData.withdraw.confirm')}
        busy={withdrawing !== undefined}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          void withdraw('booking-details', true);
        }}
      />
    </section>
  );
}
