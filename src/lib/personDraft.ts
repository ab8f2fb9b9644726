import { GENDERS, MAX_AGE, MIN_AGE, NAME_MAX_LENGTH, needsGuardianConsent, RELATIONS, type Gender, type Relation } from '../domain/booking';

/** A person as typed in the checkout's form, before it is checked. */
export interface PersonDraft {
  name: string;
  age: string;
  gender: Gender | '';
  relation: Relation | '';
  /** The personal-data notice's "I agree", unticked until the visitor ticks it. */
  consent: boolean;
  /** "I am this person's parent or guardian", asked only for someone under 18. */
  guardianConsent: boolean;
}

export type PersonField = keyof PersonDraft;
/** What is wrong with one field; the checkout words each (`checkout.error.*`). */
export type PersonProblem = 'required' | 'tooLong' | 'age' | 'choose' | 'consent' | 'guardian';

export const emptyPersonDraft = (relation: Relation | '' = ''): PersonDraft => ({
  name: '',
  age: '',
  gender: '',
  relation,
  consent: false,
  guardianConsent: false,
});

/** The age typed, as a whole number of years, or undefined when it is not one. */
export function draftAge(age: string): number | undefined {
  const trimmed = age.trim();
  return /^\d{1,3}$/.test(trimmed) ? Number(trimmed) : undefined;
}

export function isMinorDraft(draft: PersonDraft): boolean {
  const age = draftAge(draft.age);
  return age !== undefined && needsGuardianConsent(age);
}

/** Every problem of the draft by field, in the form's order (the first one takes the focus). */
export function personProblems(draft: PersonDraft): Partial<Record<PersonField, PersonProblem>> {
  const problems: Partial<Record<PersonField, PersonProblem>> = {};
  const name = draft.name.trim();
  if (!name) problems.name = 'required';
  else if (name.length > NAME_MAX_LENGTH) problems.name = 'tooLong';
  const age = draftAge(draft.age);
  if (!draft.age.trim()) problems.age = 'required';
  else if (age === undefined || age < MIN_AGE || age > MAX_AGE) problems.age = 'age';
  if (!GENDERS.includes(draft.gender as Gender)) problems.gender = 'choose';
  if (!RELATIONS.includes(draft.relation as Relation)) problems.relation = 'choose';
  if (!draft.consent) problems.consent = 'consent';
  if (isMinorDraft(draft) && !draft.guardianConsent) problems.guardianConsent = 'guardian';
  return problems;
}
