import { SearchBox } from '../src/components/SearchBox/SearchBox';
import { createLabElement, defineLabElement } from '../src/elements/defineElement';
import { registerMessages } from '../src/i18n';
import { common } from '../src/i18n/en/common';
import { api } from '../src/i18n/en/api';
import { search } from '../src/i18n/en/search';

registerMessages('en', common, api, search);

/** `<lab-search-box>`: search with suggestions; submitting opens the store's search route. */
export const LabSearchBoxElement = createLabElement({
  component: SearchBox,
  attributes: { storeUrl: 'string' },
});

defineLabElement('lab-search-box', LabSearchBoxElement);
