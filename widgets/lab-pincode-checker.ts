import { LabPincodeCheckerElement } from '../src/elements/lab-pincode-checker/element';
import { defineLabElement } from '../src/elementRuntime/defineElement';

export { LabPincodeCheckerElement };

defineLabElement(LabPincodeCheckerElement);
