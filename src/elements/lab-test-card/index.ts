/**
 * What other code uses of `lab-test-card`: its entry file brings the card's frame along, and the
 * server renderer loads the card's body before it renders.
 */
export { frameBroughtAlong } from './TestCardFrame';
export { loadTestCardBody, TestCardLoader } from './TestCardLoader';
