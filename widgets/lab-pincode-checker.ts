import { PincodeChecker } from '../src/components/PincodeChecker/PincodeChecker';
import { createLabElement, defineLabElement } from '../src/elements/defineElement';
import { registerMessages } from '../src/i18n';
import { common } from '../src/i18n/en/common';
import { pincode } from '../src/i18n/en/pincode';

registerMessages('en', common, pincode);

/** `<lab-pincode-checker>`: whether home sample collection serves a pin code. */
export const LabPincodeCheckerElement = createLabElement({
  component: PincodeChecker,
  attributes: {},
});

defineLabElement('lab-pincode-checker', LabPincodeCheckerElement);
