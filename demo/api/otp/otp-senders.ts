import { appendFile } from 'node:fs/promises';
import type { OtpSms } from './otp-sms';
import { maskPhoneNumber } from './otp-sms';
import type { OtpSender } from './otp-sender';
import { SmsNotSent } from './otp-sender';

/** Development default: prints the SMS to the server log so whoever runs the demo can log in. */
export function createLogSender(log: (line: string) => void = console.log): OtpSender {
  return {
    send({ phoneNumber, text }) {
      log(`SMS to ${maskPhoneNumber(phoneNumber)}:\n${text}`);
      return Promise.resolve();
    },
  };
}

/**
 * Appends `{"phoneNumber","code","text","at"}` as one JSON line per send: the browser tests read
 * it. The file is created readable by its owner only (0600): it holds live login codes.
 */
export function createFileSender(path: string): OtpSender {
  return {
    async send({ phoneNumber, code, text, at }) {
      await appendFile(path, `${JSON.stringify({ phoneNumber, code, text, at: at.toISOString() })}\n`, { mode: 0o600 });
    },
  };
}

/** Keeps codes in memory for API tests that start the server in the same process. */
export interface MemoryOtpSender extends OtpSender {
  latestCodeFor(phoneNumber: string): string | undefined;
  latestTextFor(phoneNumber: string): string | undefined;
  /** Makes the next send fail as a gateway would (refused, timed out, a 5xx). */
  refuseNext: boolean;
}

export function createMemorySender(): MemoryOtpSender {
  const latest = new Map<string, OtpSms>();
  // A booking's notice to a number does not hide the login code sent to it before.
  const latestCodes = new Map<string, string>();
  return {
    refuseNext: false,
    send(sms) {
      const refuse = this.refuseNext;
      this.refuseNext = false;
      if (refuse) return Promise.reject(new SmsNotSent('refused by the test'));
      latest.set(sms.phoneNumber, sms);
      if (sms.code !== undefined) latestCodes.set(sms.phoneNumber, sms.code);
      return Promise.resolve();
    },
    latestCodeFor: (phoneNumber) => latestCodes.get(phoneNumber),
    latestTextFor: (phoneNumber) => latest.get(phoneNumber)?.text,
  };
}
