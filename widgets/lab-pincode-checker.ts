import { LabPincodeCheckerElement } from '../src/elements/classes/labPincodeChecker';
import { defineLabElement } from '../src/elements/defineElement';

export { LabPincodeCheckerElement };

defineLabElement(LabPincodeCheckerElement);
