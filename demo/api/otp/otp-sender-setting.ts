import { readPositiveWholeNumber } from '../limits';
import { isLoopbackHost } from '../http/loopback';
import { createFileSender, createLogSender } from './otp-senders';
import type { OtpSender } from './otp-sender';
import { createSmsGatewaySender } from './sms-gateway-sender';
import type { SmsGatewaySettings } from './sms-gateway-sender';

const defaultBodyTemplate = '{"to":"{{phoneNumber}}","message":"{{message}}"}';

/**
 * Reads `OTP_SENDER`: `sms-gateway` (settings `SMS_GATEWAY_*`), `log` or `file:<path>`. Unset
 * means `log`, but only on loopback: a server others can reach must not print codes to a log
 * anyone reading it could log in with, unless `log` or `file:` is named on purpose.
 */
export function otpSenderFromSetting(env: NodeJS.ProcessEnv, host: string): OtpSender {
  const setting = env.OTP_SENDER ?? '';
  if (setting === '') {
    if (!isLoopbackHost(host)) {
      throw new Error(
        `OTP_SENDER must be set when HOST (${host}) is not a loopback address: "sms-gateway" for real SMS, ` +
          'or "log" / "file:<path>" on purpose (they write login codes where whoever reads them can log in)',
      );
    }
    return createLogSender();
  }
  if (setting === 'log') return createLogSender();
  if (setting.startsWith('file:') && setting.length > 'file:'.length) return createFileSender(setting.slice('file:'.length));
  if (setting === 'sms-gateway') return createSmsGatewaySender(readSmsGatewaySettings(env));
  throw new Error(`OTP_SENDER must be "sms-gateway", "log" or "file:<path>", got "${setting}"`);
}

export function readSmsGatewaySettings(env: NodeJS.ProcessEnv): SmsGatewaySettings {
  let url: URL;
  try {
    url = new URL(env.SMS_GATEWAY_URL ?? '');
  } catch {
    throw new Error('SMS_GATEWAY_URL must be the gateway\'s URL when OTP_SENDER is "sms-gateway"');
  }
  // Codes travel in clear over plain HTTP: only to a gateway on this machine.
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && isLoopbackHost(url.hostname))) {
    throw new Error('SMS_GATEWAY_URL must be https:// (plain http:// only to a loopback address)');
  }
  return {
    url,
    authHeader: readAuthHeader(env.SMS_GATEWAY_AUTH_HEADER),
    bodyTemplate: env.SMS_GATEWAY_BODY || defaultBodyTemplate,
    contentType: env.SMS_GATEWAY_CONTENT_TYPE || 'application/json',
    timeoutMs: readPositiveWholeNumber(env, 'SMS_GATEWAY_TIMEOUT_MS', 5000),
    retries: env.SMS_GATEWAY_RETRIES === '0' ? 0 : readPositiveWholeNumber(env, 'SMS_GATEWAY_RETRIES', 2),
    retryDelayMs: 500,
    idempotencyHeader: readHeaderName(env.SMS_GATEWAY_IDEMPOTENCY_HEADER),
  };
}

const headerName = /^[!#$%&'*+.^`|~\w-]+$/;

function readHeaderName(setting: string | undefined): string {
  if (setting === undefined || setting === '') return 'Idempotency-Key';
  if (!headerName.test(setting)) throw new Error(`SMS_GATEWAY_IDEMPOTENCY_HEADER must be a header name, got "${setting}"`);
  return setting;
}

function readAuthHeader(setting: string | undefined): [string, string] | undefined {
  if (setting === undefined || setting === '') return undefined;
  const match = /^([!#$%&'*+.^`|~\w-]+):\s*(\S.*)$/.exec(setting);
  if (!match?.[1] || !match[2]) throw new Error('SMS_GATEWAY_AUTH_HEADER must look like "Name: value" (e.g. "Authorization: Bearer …")');
  return [match[1], match[2]];
}
