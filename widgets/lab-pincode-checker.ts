import { PincodeChecker } from '../src/components/PincodeChecker/PincodeChecker';
import { createLabElement, defineLabElement } from '../src/elements/defineElement';
import { labPincodeChecker } from '../src/elements/definitions/labPincodeChecker';
import { registerMessages } from '../src/i18n';
import { pincode } from '../src/i18n/en/pincode';

void registerMessages({ pincode });

export const LabPincodeCheckerElement = createLabElement(labPincodeChecker, PincodeChecker);

defineLabElement(LabPincodeCheckerElement);
