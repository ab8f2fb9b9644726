import { LabPincodeCheckerElement } from '../src/elements/lab-pincode-checker/element';
import { defineLabElement } from '../src/elements/defineElement';

export { LabPincodeCheckerElement };

defineLabElement(LabPincodeCheckerElement);
