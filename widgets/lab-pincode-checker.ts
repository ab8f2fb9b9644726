import { PincodeChecker } from '../src/components/PincodeChecker/PincodeChecker';
import { createLabElement, defineLabElement } from '../src/elements/defineElement';

/** `<lab-pincode-checker>`: whether home sample collection serves a pin code. */
export const LabPincodeCheckerElement = createLabElement({
  component: PincodeChecker,
  attributes: {},
});

defineLabElement('lab-pincode-checker', LabPincodeCheckerElement);
