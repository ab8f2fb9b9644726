import { useStore } from '@nanostores/react';
import { useRef, useState } from 'react';
import { UserRound } from '../../../../components/icons';
import { MAX_PEOPLE_PER_BOOKING, type Person } from '../../../../domain/booking';
import { useT } from '../../../../i18n/useT';
import type { Translator } from '../../../../i18n';
import type { OrderTest } from '../../../../lib/bookingOrder';
import type { CheckoutScreen } from '../../../../stores/checkout';
import { PersonForm } from './PersonForm';
import { useStepContinue } from './useStepContinue';

/** "Me (Asha), 34 years" or "Ravi, 61 years": how a person is named in a choice. */
export function personLabel(t: Translator, person: Person): string {
  const name = person.relation === 'self' ? t('checkout.who.meNamed', { name: person.name }) : person.name;
  return `${name}, ${t.plural('checkout.who.age', person.age)}`;
}

export interface WhoStepProps {
  checkout: CheckoutScreen;
  tests: OrderTest[];
  people: Person[];
  onDone: () => void;
}

/**
 * Step 1, "Who is being tested?": the account holder's name and age asked once ("Me"), then, for
 * each test, the people it is for ("Me" ticked at first), and people added here and kept.
 */
export function WhoStep({ checkout, tests, people, onDone }: WhoStepProps) {
  const t = useT();
  const assignments = useStore(checkout.$assignments);
  const problems = useStore(checkout.$problems);
  const [adding, setAdding] = useState(false);
  const choices = useRef<HTMLDivElement>(null);
  const { tried, next } = useStepContinue(problems.length === 0, onDone, () =>
    requestAnimationFrame(() => choices.current?.querySelector<HTMLElement>('[aria-invalid="true"] input, .checkout-who__too-many')?.focus()),
  );
  const me = people.find((person) => person.relation === 'self');
  const ordered = me ? [me, ...people.filter((person) => person !== me)] : people;

  if (!me) {
    return (
      <PersonForm
        relation="self"
        title={t('checkout.who.aboutYou')}
        hint={t('checkout.who.aboutYouHint')}
        submitLabel={t('checkout.person.save')}
        onSave={checkout.addPerson}
      />
    );
  }

  const shown = tried ? problems : [];
  const tooMany = shown.some((problem) => problem.kind === 'tooManyPeople');
  const missing = (testId: string) => shown.some((problem) => problem.kind === 'noPerson' && problem.testId === testId);


  return (
    <div className="checkout-who" ref={choices}>
      <p className="checkout-step__intro">{t('checkout.who.intro')}</p>
      {tests.map((test) => (
        <fieldset key={test._id} className="checkout-who__test" aria-invalid={missing(test._id)} aria-describedby={missing(test._id) ? `who-missing-${test._id}` : undefined}>
          <legend className="checkout-who__legend">{t('checkout.who.testFor', { test: test.name })}</legend>
          <ul className="checkout-who__people" role="list">
            {ordered.map((person) => (
              <li key={person._id}>
                <label className="checkout-choice">
                  <input type="checkbox" checked={assignments[test._id]?.includes(person._id) ?? false} onChange={() => checkout.toggle(test._id, person._id)} />
                  <UserRound aria-hidden="true" className="checkout-choice__icon" />
                  <span>{personLabel(t, person)}</span>
                </label>
              </li>
            ))}
          </ul>
          {missing(test._id) && <p id={`who-missing-${test._id}`} className="checkout-field__error">{t('checkout.who.noPerson', { test: test.name })}</p>}
        </fieldset>
      ))}
      {adding ? (
        <PersonForm
          title={t('checkout.who.newPerson')}
          submitLabel={t('checkout.person.add')}
          onSave={async (draft) => {
            const failure = await checkout.addPerson(draft);
            if (!failure) setAdding(false);
            return failure;
          }}
          onCancel={() => setAdding(false)}
        />
      ) : (
        <button type="button" className="button button--outline checkout-who__add" onClick={() => setAdding(true)}>
          {t('checkout.who.addPerson')}
        </button>
      )}
      <p className="checkout-step__note">{t('checkout.who.maxPeople', { count: MAX_PEOPLE_PER_BOOKING })}</p>
      <div role="alert">
        {shown.length > 0 && (
          <p className="message message--error checkout-who__too-many" tabIndex={-1}>
            {tooMany ? t('checkout.who.tooMany', { count: MAX_PEOPLE_PER_BOOKING }) : t('checkout.error.summary')}
          </p>
        )}
      </div>
      <div className="checkout-step__actions">
        <button type="button" className="button" onClick={next}>{t('checkout.continue')}</button>
      </div>
    </div>
  );
}
