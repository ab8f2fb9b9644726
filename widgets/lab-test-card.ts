import { LabTestCardElement } from '../src/elements/lab-test-card/element';
import { frameBroughtAlong, TestCardFrame } from '../src/elements/lab-test-card';
import { defineLabElement } from '../src/elementRuntime/defineElement';

export { LabTestCardElement };

// A page that loads this file shows a card: its frame comes with it, so the card paints at once.
frameBroughtAlong(TestCardFrame);
defineLabElement(LabTestCardElement);
