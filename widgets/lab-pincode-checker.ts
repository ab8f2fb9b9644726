import { PincodeChecker } from '../src/components/PincodeChecker/PincodeChecker';
import { createLabElement, defineLabElement } from '../src/elements/defineElement';
import { registerMessages } from '../src/i18n';
import { common } from '../src/i18n/en/common';
import { pincode } from '../src/i18n/en/pincode';

registerMessages('en', common, pincode);

/**
 * Whether home sample collection serves a 6-digit pin code (decided locally after a one-second
 * check, no server call).
 *
 * @element lab-pincode-checker
 * @fires {CustomEvent<{ pincode: string; available: boolean }>} lab-pincode-check - A pin-code check finished.
 * @csspart base - The checker card.
 */
export const LabPincodeCheckerElement = createLabElement({
  component: PincodeChecker,
  attributes: {},
});

defineLabElement('lab-pincode-checker', LabPincodeCheckerElement);
