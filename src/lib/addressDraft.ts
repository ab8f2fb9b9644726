import { ADDRESS_FIELD_MAX_LENGTH } from '../domain/booking';
import { isServiceablePincode, isValidPincode } from './pincode';

/** A new address as typed in the checkout's form, before it is checked. */
export interface AddressDraft {
  line1: string;
  area: string;
  landmark: string;
  city: string;
  pincode: string;
  /** The personal-data notice's "I agree", unticked until the visitor ticks it. */
  consent: boolean;
}

export type AddressField = keyof AddressDraft;
/** `pincode`: not 6 digits (product §5); `notServed`: not in the pin-code checker's list (product §9). */
export type AddressProblem = 'required' | 'tooLong' | 'pincode' | 'notServed' | 'consent';

/** The lab's city: collection is in central Bengaluru only (product §9's pin codes). */
export const DEFAULT_CITY = 'Bengaluru';

export const emptyAddressDraft = (pincode = ''): AddressDraft => ({
  line1: '',
  area: '',
  landmark: '',
  city: DEFAULT_CITY,
  pincode,
  consent: false,
});

function textProblem(value: string, required: boolean): AddressProblem | undefined {
  const trimmed = value.trim();
  if (!trimmed) return required ? 'required' : undefined;
  return trimmed.length > ADDRESS_FIELD_MAX_LENGTH ? 'tooLong' : undefined;
}

/** Every problem of the draft by field, in the form's order (the first one takes the focus). */
export function addressProblems(draft: AddressDraft): Partial<Record<AddressField, AddressProblem>> {
  const problems: Partial<Record<AddressField, AddressProblem>> = {};
  for (const field of ['line1', 'area', 'landmark', 'city'] as const) {
    const problem = textProblem(draft[field], field !== 'landmark');
    if (problem) problems[field] = problem;
  }
  if (!isValidPincode(draft.pincode)) problems.pincode = 'pincode';
  else if (!isServiceablePincode(draft.pincode)) problems.pincode = 'notServed';
  if (!draft.consent) problems.consent = 'consent';
  return problems;
}
