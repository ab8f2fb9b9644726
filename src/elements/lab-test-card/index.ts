/**
 * What other code uses of `lab-test-card`: its entry file brings the card's frame along, and the
 * server renderer loads the card's body before it renders.
 */
export { frameBroughtAlong } from './TestCard';
export { loadTestCardBody, TestCardFrame } from './TestCardFrame';
