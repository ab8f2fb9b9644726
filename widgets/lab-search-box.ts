import { SearchBox } from '../src/components/SearchBox/SearchBox';
import { createLabElement, defineLabElement } from '../src/elements/defineElement';
import { registerMessages } from '../src/i18n';
import { common } from '../src/i18n/en/common';
import { api } from '../src/i18n/en/api';
import { search } from '../src/i18n/en/search';

registerMessages('en', common, api, search);

/**
 * Test search with suggestions (from 2 characters, after a 300 ms pause, at most 8). Choosing a
 * suggestion opens the product; submitting opens the store's search route.
 *
 * @element lab-search-box
 * @attr {string} api-base - Base address of the lab API; serves every element on the page. Default: the page's origin.
 * @attr {string} store-url - Address of the page that hosts `lab-storefront`; products and searches open there. Without it, this page's hash changes.
 * @csspart base - The search form.
 */
export const LabSearchBoxElement = createLabElement({
  component: SearchBox,
  attributes: { storeUrl: 'string' },
});

defineLabElement('lab-search-box', LabSearchBoxElement);
