import type { Clock } from '../clock';
import type { Database } from '../db/database';
import type { Limits } from '../limits';
import type { RefusalMemory } from '../refusal-memory';
import type { OtpSender } from './otp-sender';
import type { SendAlarm } from './send-alarm';

/** What sending and checking login codes need (`send-login-code.ts`, `verify-login-code.ts`). */
export interface LoginServiceDeps {
  db: Database;
  clock: Clock;
  sender: OtpSender;
  /** Key of the code hashes; see `hashOtpCode`. */
  otpHashKey: string;
  limits: Limits;
  /** Refusals already decided, checked before any database work. */
  refusals: RefusalMemory;
  /** The storefront's host, named in the SMS for WebOTP. */
  webOtpHost: string;
  sendAlarm: SendAlarm;
  /** Where spent shared budgets and what goes wrong around an SMS are written. */
  log: (line: string) => void;
}

/** Runs `work`; a refusal with an end that it throws is remembered before it goes on. */
export async function rememberingRefusals<T>(refusals: RefusalMemory, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    refusals.remember(error);
    throw error;
  }
}
