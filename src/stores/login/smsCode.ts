/**
 * Reading the one-time code from the SMS with WebOTP
 * (https://developer.mozilla.org/docs/Web/API/WebOTP_API): where the browser has it, it offers
 * the code of an SMS whose last line is `@<this page's host> #<code>`, with the visitor's consent.
 * One request at a time for the page; anything that ends the code step aborts it.
 */
interface OtpCredential {
  code: string;
}

/** `navigator.credentials.get`'s `otp` option, which TypeScript's DOM types do not know yet. */
type OtpRequest = CredentialRequestOptions & { otp: { transport: ['sms'] } };

let listening: AbortController | undefined;

// Insecure pages have no `navigator.credentials`.
const canReadSmsCode = () => 'OTPCredential' in window && 'credentials' in navigator;

/**
 * Asks the browser for the code of the SMS about to arrive and hands it to `onCode`. A refusal,
 * a time-out or an abort says nothing: the visitor types the code. Returns the abort.
 */
export function listenForSmsCode(onCode: (code: string) => void): () => void {
  stopListeningForSmsCode();
  if (!canReadSmsCode()) return stopListeningForSmsCode;
  const controller = new AbortController();
  listening = controller;
  const request: OtpRequest = { otp: { transport: ['sms'] }, signal: controller.signal };
  navigator.credentials.get(request).then(
    (credential) => {
      if (listening === controller) listening = undefined;
      const { code } = (credential ?? {}) as Partial<OtpCredential>;
      if (!controller.signal.aborted && typeof code === 'string') onCode(code);
    },
    () => {
      if (listening === controller) listening = undefined;
    },
  );
  return () => {
    if (listening === controller) stopListeningForSmsCode();
  };
}

export function stopListeningForSmsCode(): void {
  listening?.abort();
  listening = undefined;
}
