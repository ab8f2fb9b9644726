/** What other elements use of `lab-pincode-checker`: Home's hero shows the checker, with its texts. */
export { PincodeChecker } from './PincodeChecker';
export { pincode } from './texts/en/pincode';

/** The checker's answer's texts, loaded when needed: the store's checkout repeats its words for an address not served. */
export const loadPincodeResultTexts = () => import('./texts/en/pincodeResult');
