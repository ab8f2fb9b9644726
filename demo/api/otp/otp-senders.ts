import { appendFile } from 'node:fs/promises';

/** Delivers a login code to a phone. A real deployment would plug an SMS gateway in here. */
export interface OtpSender {
  send(phoneNumber: string, code: string, at: Date): Promise<void>;
}

/** Development default: prints the code to the server log so whoever runs the demo can log in. */
export function createLogSender(log: (line: string) => void = console.log): OtpSender {
  return {
    send(phoneNumber, code) {
      log(`Login code for ${maskPhoneNumber(phoneNumber)}: ${code}`);
      return Promise.resolve();
    },
  };
}

/** Appends `{"phoneNumber","code","at"}` as one JSON line per send: the browser tests read it. */
export function createFileSender(path: string): OtpSender {
  return {
    async send(phoneNumber, code, at) {
      await appendFile(path, `${JSON.stringify({ phoneNumber, code, at: at.toISOString() })}\n`);
    },
  };
}

/** Keeps codes in memory for API tests that start the server in the same process. */
export interface MemoryOtpSender extends OtpSender {
  latestCodeFor(phoneNumber: string): string | undefined;
}

export function createMemorySender(): MemoryOtpSender {
  const latest = new Map<string, string>();
  return {
    send(phoneNumber, code) {
      latest.set(phoneNumber, code);
      return Promise.resolve();
    },
    latestCodeFor: (phoneNumber) => latest.get(phoneNumber),
  };
}

/** `9876543210` → `98xxxxxx10`: enough to tell numbers apart in a log without exposing them. */
function maskPhoneNumber(phoneNumber: string): string {
  return `${phoneNumber.slice(0, 2)}${'x'.repeat(phoneNumber.length - 4)}${phoneNumber.slice(-2)}`;
}

/** Reads `OTP_SENDER`: `log` (default) or `file:<path>`. */
export function otpSenderFromSetting(setting: string | undefined): OtpSender {
  if (setting === undefined || setting === '' || setting === 'log') return createLogSender();
  if (setting.startsWith('file:') && setting.length > 'file:'.length) {
    return createFileSender(setting.slice('file:'.length));
  }
  throw new Error(`OTP_SENDER must be "log" or "file:<path>", got "${setting}"`);
}
