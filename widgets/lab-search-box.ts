import { SearchBox } from '../src/components/SearchBox/SearchBox';
import { createLabElement, defineLabElement } from '../src/elements/defineElement';

/** `<lab-search-box>`: search with suggestions; submitting opens the store's search route. */
export const LabSearchBoxElement = createLabElement({
  component: SearchBox,
  attributes: { storeUrl: 'string' },
});

defineLabElement('lab-search-box', LabSearchBoxElement);
