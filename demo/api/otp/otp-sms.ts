/**
 * One SMS on its way to a phone: a login code and the whole text that carries it, or a booking's
 * notice (`booking/booking-sms.ts`), which carries no code.
 */
export interface OtpSms {
  phoneNumber: string;
  code?: string;
  text: string;
  at: Date;
}

/**
 * The SMS text, ending in the line WebOTP reads (`@<host> #<code>`): a browser on a page of that
 * host offers the code to the page itself (`navigator.credentials.get({ otp })`), and no other
 * site's page can receive it. https://wicg.github.io/web-otp/#sms
 */
export function otpSmsText(code: string, webOtpHost: string, lifetimeSeconds: number): string {
  const minutes = Math.max(1, Math.round(lifetimeSeconds / 60));
  return `${code} is your login code. It expires in ${minutes} minute${minutes === 1 ? '' : 's'}. Do not share it.\n\n@${webOtpHost} #${code}`;
}

/** `9876543210` → `98xxxxxx10`: enough to tell numbers apart in a log without exposing them. */
export function maskPhoneNumber(phoneNumber: string): string {
  return `${phoneNumber.slice(0, 2)}${'x'.repeat(phoneNumber.length - 4)}${phoneNumber.slice(-2)}`;
}
