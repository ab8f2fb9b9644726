/** Product §5/§9: a phone number has 10 digits. */
export const PHONE_LENGTH = 10;
/** The digits of a login code (product §5). */
export const OTP_LENGTH = 6;

/**
 * The digits of an Indian mobile number as people type or paste it: spaces and dashes dropped,
 * and the "+91" country code or trunk "0" in front of a full number removed.
 */
export function phoneNumberDigits(raw: string): string {
  const all = raw.replace(/\D/g, '');
  if (all.length === PHONE_LENGTH + 2 && all.startsWith('91')) return all.slice(2);
  if (all.length === PHONE_LENGTH + 1 && all.startsWith('0')) return all.slice(1);
  return all;
}

export function isPhoneNumber(raw: string): boolean {
  return phoneNumberDigits(raw).length === PHONE_LENGTH;
}
