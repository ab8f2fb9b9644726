import { SERVICEABLE_PINCODES } from './serviceAreas';

const PINCODE_LENGTH = 6;

/** Product §5: what the field keeps of what was typed or pasted: digits only, at most 6. */
export function sanitizePincodeInput(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, PINCODE_LENGTH);
}

export function isValidPincode(value: string): boolean {
  return value.length === PINCODE_LENGTH && /^\d+$/.test(value);
}

export function isServiceablePincode(pincode: string): boolean {
  return SERVICEABLE_PINCODES.includes(pincode);
}
