/** What other elements use of `lab-login-panel`: the panel the header and the test card open. */
export { SharedLoginPanel } from './SharedLoginPanel';
