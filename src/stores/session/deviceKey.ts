import { storedText } from './storedText';

/**
 * The browser's device key: handed out by the reference API at each login (`verify-otp`, beside
 * the spec's fields) and sent with every code request (`send-otp`), so that a browser that has
 * logged in on a number before gets its codes even while strangers have spent that number's or
 * everyone's sends. It names the browser, not the session: logging out keeps it, clearing the
 * site's storage drops it. It is never logged and never in an event's detail.
 */
export const $deviceKey = storedText('labDeviceKey');
