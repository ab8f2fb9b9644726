import { PincodeChecker } from './PincodeChecker';
import { createLabElement } from '../../elementRuntime/defineElement';
import { labPincodeChecker } from './definition';
import { registerMessages } from '../../i18n';
import { pincode } from './texts/en/pincode';

void registerMessages({ pincode });

/**
 * The `lab-pincode-checker` class with the texts it shows. Only its entry file
 * (`widgets/lab-pincode-checker.ts`) and the store's define the tag: this module may share a chunk with
 * other widgets' start-up code, and a chunk must not define a tag its loader did not ask for.
 */
export const LabPincodeCheckerElement = createLabElement(labPincodeChecker, PincodeChecker);
export default LabPincodeCheckerElement;
