import { CircleCheck } from '../../../../components/icons';
import { useT } from '../../../../i18n/useT';
import type { CheckoutStep } from '../../../../stores/checkout';

export const STEP_TITLES = ['checkout.step.who', 'checkout.step.where', 'checkout.step.when', 'checkout.step.review'] as const;
export const STEP_COUNT = STEP_TITLES.length;

/** The four steps in a row, the current one marked for screen readers (`aria-current="step"`). */
export function CheckoutProgress({ step }: { step: CheckoutStep }) {
  const t = useT();
  return (
    <nav aria-label={t('checkout.progress')}>
      <ol className="checkout-progress" role="list">
        {STEP_TITLES.map((title, index) => {
          const number = index + 1;
          const state = number < step ? 'done' : number === step ? 'current' : 'next';
          return (
            <li key={title} className={`checkout-progress__step checkout-progress__step--${state}`} aria-current={state === 'current' ? 'step' : undefined}>
              <span className="checkout-progress__mark" aria-hidden="true">
                {state === 'done' ? <CircleCheck width={20} height={20} /> : number}
              </span>
              <span className="checkout-progress__label">{t(title)}</span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
