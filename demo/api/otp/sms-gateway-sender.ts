import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { OtpSender } from './otp-sender';
import { SmsNotSent, SmsRefused } from './otp-sender';
import type { OtpSms } from './otp-sms';
import { maskPhoneNumber } from './otp-sms';

/** How to reach the lab's SMS gateway: any HTTP API that takes a number and a text. */
export interface SmsGatewaySettings {
  url: URL;
  /** One header carrying the credentials, e.g. `['Authorization', 'Bearer …']`. */
  authHeader: [name: string, value: string] | undefined;
  /** The request body with `{{phoneNumber}}` and `{{message}}` in it, escaped for `contentType`. */
  bodyTemplate: string;
  contentType: string;
  timeoutMs: number;
  /** Further attempts after a time-out, a network error, a 429 or a 5xx (another 4xx is final). */
  retries: number;
  /** The wait before the first retry; it doubles for each one after. */
  retryDelayMs: number;
  /**
   * The header carrying one key per SMS, the same on each retry, so a gateway that took a
   * message but answered too late delivers it once (`Idempotency-Key` by default).
   */
  idempotencyHeader: string;
}

/**
 * Posts each SMS to the gateway, retrying what may pass on a second try with a growing wait.
 * Nothing it logs holds the code or the text: only the masked number and the HTTP status or the
 * kind of failure (a gateway's error body may echo the message, so it is never read).
 */
export function createSmsGatewaySender(
  settings: SmsGatewaySettings,
  log: (line: string) => void = console.error,
): OtpSender {
  return {
    async send(sms) {
      const body = fillTemplate(settings.bodyTemplate, settings.contentType, sms);
      const idempotencyKey = randomUUID();
      // An attempt that timed out or met a 5xx may have been delivered, whatever the later ones say.
      let mayHaveGone = false;
      for (let attempt = 1; ; attempt++) {
        const failure = await postOnce(settings, body, idempotencyKey);
        if (failure === undefined) return;
        mayHaveGone ||= !failure.refused;
        if (!failure.retryable || attempt > settings.retries) {
          log(`SMS gateway did not take the code for ${maskPhoneNumber(sms.phoneNumber)} (attempt ${attempt}): ${failure.reason}`);
          throw mayHaveGone ? new SmsNotSent('SMS gateway failed') : new SmsRefused('SMS gateway refused');
        }
        await sleep(settings.retryDelayMs * 2 ** (attempt - 1));
      }
    },
  };
}

async function postOnce(
  settings: SmsGatewaySettings,
  body: string,
  idempotencyKey: string,
): Promise<{ reason: string; retryable: boolean; refused: boolean } | undefined> {
  try {
    const response = await fetch(settings.url, {
      method: 'POST',
      headers: {
        'Content-Type': settings.contentType,
        [settings.idempotencyHeader]: idempotencyKey,
        ...(settings.authHeader ? Object.fromEntries([settings.authHeader]) : {}),
      },
      body,
      redirect: 'error',
      signal: AbortSignal.timeout(settings.timeoutMs),
    });
    await response.body?.cancel();
    if (response.ok) return undefined;
    const retryable = response.status === 429 || response.status >= 500;
    return { reason: `HTTP ${response.status}`, retryable, refused: !retryable };
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    // Only the error's kind: its message or cause may quote the URL and its credentials.
    const code = error instanceof Error && error.cause instanceof Error && 'code' in error.cause ? String(error.cause.code) : 'network error';
    // A refused connection reached no gateway; any other network error may have come after the request.
    return { reason: timedOut ? `no answer within ${settings.timeoutMs} ms` : code, retryable: true, refused: code === 'ECONNREFUSED' };
  }
}

/** Puts the number and the text into the template, escaped so they cannot break out of it. */
function fillTemplate(template: string, contentType: string, sms: OtpSms): string {
  const mediaType = contentType.split(';')[0]?.trim().toLowerCase();
  const escape = (value: string) =>
    mediaType === 'application/json'
      ? JSON.stringify(value).slice(1, -1)
      : mediaType === 'application/x-www-form-urlencoded'
        ? encodeURIComponent(value)
        : value;
  return template.replaceAll('{{phoneNumber}}', escape(sms.phoneNumber)).replaceAll('{{message}}', escape(sms.text));
}
