/** What other elements use of `lab-pincode-checker`: Home's hero shows the checker, with its texts. */
export { PincodeChecker } from './PincodeChecker';
export { pincode } from './texts/en/pincode';
