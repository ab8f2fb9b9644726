import { appendFile } from 'node:fs/promises';
import type { OtpSms } from './otp-sms';
import { maskPhoneNumber } from './otp-sms';
import type { OtpSender } from './otp-sender';
import { SmsNotSent, SmsRefused } from './otp-sender';

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
  /** How many SMS reached the number, late answers included. */
  deliveredTo(phoneNumber: string): number;
  /**
   * Makes the next send fail as a gateway's outright refusal (a 400): nothing is delivered. A phone
   * number instead of `true` refuses the next send to that number only, so that an SMS of an
   * earlier call still on its way (a booking's notice goes after the answer) cannot take it.
   */
  refuseNext: boolean | string;
  /** Makes the next send time out as a gateway that delivers the SMS but answers too late. */
  answerLateNext: boolean;
}

export function createMemorySender(): MemoryOtpSender {
  const latest = new Map<string, OtpSms>();
  const delivered = new Map<string, number>();
  // A booking's notice to a number does not hide the login code sent to it before.
  const latestCodes = new Map<string, string>();
  return {
    refuseNext: false,
    answerLateNext: false,
    send(sms) {
      const refused = this.refuseNext === true || this.refuseNext === sms.phoneNumber;
      const late = this.answerLateNext;
      if (refused) this.refuseNext = false;
      this.answerLateNext = false;
      if (refused) return Promise.reject(new SmsRefused('refused by the test'));
      latest.set(sms.phoneNumber, sms);
      if (sms.code !== undefined) latestCodes.set(sms.phoneNumber, sms.code);
      delivered.set(sms.phoneNumber, (delivered.get(sms.phoneNumber) ?? 0) + 1);
      return late ? Promise.reject(new SmsNotSent('answered late in the test')) : Promise.resolve();
    },
    latestCodeFor: (phoneNumber) => latestCodes.get(phoneNumber),
    latestTextFor: (phoneNumber) => latest.get(phoneNumber)?.text,
    deliveredTo: (phoneNumber) => delivered.get(phoneNumber) ?? 0,
  };
}
