import { useState } from 'react';
import { GENDERS, RELATIONS, type Gender, type Relation } from '../../../../domain/booking';
import type { MessageKey } from '../../../../i18n';
import { useT } from '../../../../i18n/useT';
import type { Phrase } from '../../../../i18n';
import { emptyPersonDraft, isMinorDraft, personProblems, type PersonDraft, type PersonField, type PersonProblem } from '../../../../lib/personDraft';
import { CheckoutField } from './CheckoutField';
import { PersonalDataNotice } from './PersonalDataNotice';
import { useFormProblems } from './useFormProblems';

// `.other` would read as a plural form of the key: the choices' keys are spelled out.
const GENDER_TEXTS = {
  female: 'checkout.gender.female',
  male: 'checkout.gender.male',
  other: 'checkout.gender.anyOther',
} as const satisfies Record<Gender, MessageKey>;

const RELATION_TEXTS = {
  self: 'checkout.relation.self',
  spouse: 'checkout.relation.spouse',
  parent: 'checkout.relation.parent',
  child: 'checkout.relation.child',
  sibling: 'checkout.relation.sibling',
  other: 'checkout.relation.anyOther',
} as const satisfies Record<Relation, MessageKey>;

export interface PersonFormProps {
  /** `self`: the account holder ("Me"), whose relation is not asked. */
  relation?: Relation;
  title: string;
  hint?: string;
  submitLabel: string;
  /** Resolves with the failure's message, or `undefined` once the person is kept. */
  onSave: (draft: PersonDraft) => Promise<Phrase | undefined>;
  onCancel?: () => void;
}

/** Name, age, gender and relation of one person, with the personal-data notice and its ticks. */
export function PersonForm({ relation, title, hint, submitLabel, onSave, onCancel }: PersonFormProps) {
  const t = useT();
  const [draft, setDraft] = useState<PersonDraft>(() => emptyPersonDraft(relation));
  const { form, problems, saving, failure, onSubmit } = useFormProblems<PersonField, PersonProblem>(() => personProblems(draft), () => onSave(draft));
  const change = (values: Partial<PersonDraft>) => setDraft((current) => ({ ...current, ...values }));
  const error = (field: PersonField) => (problems[field] ? t(`checkout.error.${problems[field]}`) : undefined);

  return (
    <form
      ref={form}
      className="checkout-form"
      noValidate
      aria-label={title}
      onSubmit={onSubmit}
    >
      <h3 className="checkout-form__title">{title}</h3>
      {hint && <p className="checkout-form__hint">{hint}</p>}
      <div className="checkout-form__grid">
        <CheckoutField label={t('checkout.person.name')} error={error('name')}>
          {(control) => (
            <input {...control} className="field__input" autoComplete={relation === 'self' ? 'name' : 'off'} value={draft.name} onChange={(event) => change({ name: event.target.value })} />
          )}
        </CheckoutField>
        <CheckoutField label={t('checkout.person.age')} error={error('age')}>
          {(control) => (
            <input {...control} className="field__input" inputMode="numeric" maxLength={3} value={draft.age} onChange={(event) => change({ age: event.target.value.replace(/\D/g, '') })} />
          )}
        </CheckoutField>
        <CheckoutField label={t('checkout.person.gender')} error={error('gender')}>
          {(control) => (
            <select {...control} className="field__input" value={draft.gender} onChange={(event) => change({ gender: event.target.value as PersonDraft['gender'] })}>
              <option value="">{t('checkout.person.choose')}</option>
              {GENDERS.map((gender) => <option key={gender} value={gender}>{t(GENDER_TEXTS[gender])}</option>)}
            </select>
          )}
        </CheckoutField>
        {relation === undefined && (
          <CheckoutField label={t('checkout.person.relation')} error={error('relation')}>
            {(control) => (
              <select {...control} className="field__input" value={draft.relation} onChange={(event) => change({ relation: event.target.value as PersonDraft['relation'] })}>
                <option value="">{t('checkout.person.choose')}</option>
                {RELATIONS.filter((choice) => choice !== 'self').map((choice) => (
                  <option key={choice} value={choice}>{t(RELATION_TEXTS[choice])}</option>
                ))}
              </select>
            )}
          </CheckoutField>
        )}
      </div>
      <PersonalDataNotice
        agreed={draft.consent}
        onAgree={(consent) => change({ consent })}
        error={error('consent')}
        guardian={isMinorDraft(draft) ? { confirmed: draft.guardianConsent, onConfirm: (guardianConsent) => change({ guardianConsent }), error: error('guardianConsent') } : undefined}
      />
      <div role="alert" className="checkout-form__alert">
        {Object.keys(problems).length > 0 && <p className="message message--error">{t('checkout.error.summary')}</p>}
        {failure && <p className="message message--error">{t(failure)}</p>}
      </div>
      <div className="checkout-form__actions">
        <button type="submit" className="button" disabled={saving}>{saving ? t('checkout.person.saving') : submitLabel}</button>
        {onCancel && <button type="button" className="button button--ghost" onClick={onCancel}>{t('checkout.person.cancel')}</button>}
      </div>
    </form>
  );
}
