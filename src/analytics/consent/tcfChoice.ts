import type { ConsentChoice } from '../../consent/labConsent';

/**
 * The TCF purposes analytics needs (iabeurope.eu/iab-europe-transparency-consent-framework-policies):
 * 1, store and/or access information on a device (Google Analytics' cookies), and 8, measure
 * content performance.
 */
export const tcfAnalyticsPurposes = [1, 8] as const;

/** The part of a TC data object (IAB TCF v2.2 `__tcfapi`) that is read. */
interface TcData {
  gdprApplies?: unknown;
  eventStatus?: unknown;
  purpose?: { consents?: Partial<Record<number, unknown>> };
}

type TcfApi = (command: 'addEventListener', version: 2, callback: (data: unknown, success: boolean) => void) => void;

/**
 * The choice a TC data object holds, or undefined when it holds none yet: before the visitor's
 * answer (`cmpuishown`), or when the platform says the GDPR does not apply, since it then records
 * no consent at all.
 */
export function tcfChoice(data: unknown): ConsentChoice | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const { gdprApplies, eventStatus, purpose } = data as TcData;
  if (gdprApplies === false) return undefined;
  if (eventStatus !== 'tcloaded' && eventStatus !== 'useractioncomplete') return undefined;
  const consents = purpose?.consents ?? {};
  return tcfAnalyticsPurposes.every((id) => consents[id] === true) ? 'granted' : 'denied';
}

/**
 * Follows the page's consent platform when it has the TCF API (`window.__tcfapi`): `onChoice` gets
 * the choice of the stored consent when it loads and of every later answer of the visitor.
 */
export function followTcf(tcfApi: unknown, onChoice: (choice: ConsentChoice) => void): void {
  if (typeof tcfApi !== 'function') return;
  try {
    (tcfApi as TcfApi)('addEventListener', 2, (data, success) => {
      // While the platform asks again (`cmpuishown`), the answer it holds still stands.
      const choice = success ? tcfChoice(data) : undefined;
      if (choice) onChoice(choice);
    });
  } catch {
    // A platform's stub that throws gives no signal, and the page's other scripts go on.
  }
}
