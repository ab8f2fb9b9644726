import { Header } from '../src/components/Header/Header';
import { createLabElement, defineLabElement } from '../src/elements/defineElement';

/** `<lab-header>`: logo, search box, cart badge, Login button and panel. */
export const LabHeaderElement = createLabElement({
  component: Header,
  attributes: { storeUrl: 'string' },
});

defineLabElement('lab-header', LabHeaderElement);
