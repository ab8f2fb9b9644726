import type { ServerConfig } from './api/config';

/** The demo pages at `url`, one line each, as `npm start` and `npm run dev` print them. */
export function demoPageLines(url: string): string[] {
  return [
    `Lab storefront demo: ${url}/`,
    `  CMS page embedding the store:      ${url}/marketing.html`,
    `  Partner clinic page with widgets:  ${url}/clinic.html`,
    `  Partner page with the autoloader:  ${url}/pharmacy.html`,
    `  Partner article with a test card:  ${url}/article.html`,
  ];
}

/** Where the API is, on which database, where the one-time login codes go, and how it takes bookings. */
export function apiLines(url: string, config: ServerConfig): string[] {
  const codesGoTo = config.otpSenderSetting.startsWith('file:')
    ? `appended to ${config.otpSenderSetting.slice('file:'.length)}`
    : config.otpSenderSetting === 'sms-gateway'
      ? 'sent through the SMS gateway (SMS_GATEWAY_URL)'
      : 'printed in this log ("SMS to ...")';
  return [
    `API: ${url}/api/v1  ·  database: ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : config.dataDir}`,
    `Login codes are ${codesGoTo}.`,
    `Booking: ${config.booking.slotCapacity} visits a time, held ${config.booking.holdSeconds} s; operator calls ${
      config.booking.operatorToken === undefined ? 'off (set OPERATOR_TOKEN to turn them on)' : 'on (OPERATOR_TOKEN)'
    }.`,
  ];
}
