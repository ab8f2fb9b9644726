import { afterAll, beforeAll, describe, it } from 'vitest';
import '../../widgets/lab-storefront';
import { startCannedApi, type CannedApi } from '../unit/support/cannedApi';
import { answerLikeTheLab } from './support/labApi';
import { find, mount, shows } from './support/page';

let api: CannedApi;
beforeAll(async () => {
  api = await startCannedApi();
  api.answer(answerLikeTheLab);
});
afterAll(() => api.close());

/** Every screen a visitor reaches through the hash, by the heading it opens with. */
const screens = [
  { hash: '#/cart?userId=u1', heading: 'Your Cart' },
  { hash: '#/product?id=t1', heading: 'Basic Full Body Checkup' },
  { hash: '#/checkups', heading: 'Health Checkup Packages' },
  { hash: '#/package', heading: 'Exclusive Packages' },
  { hash: '#/single-test', heading: 'Single Tests' },
  { hash: '#/woman-care', heading: 'Women Care Health Packages' },
  { hash: '#/men-care', heading: 'Men Care Health Packages' },
  { hash: '#/special-care', heading: 'Special Care Packages' },
  { hash: '#/vital-organ', heading: 'Vital Organ Health Checkups' },
  { hash: '#/lifestyle-health-checkup', heading: 'Lifestyle Health Checkups' },
  { hash: '#/sitemap', heading: 'Sitemap' },
  { hash: '#/privacy-policy', heading: 'Privacy Policy' },
  { hash: '#/terms-and-conditions', heading: 'Terms and Conditions' },
  { hash: '#/error', heading: 'Oops! Something went wrong' },
];

const heading = (store: Element) => {
  try {
    return find(store, 'main h1').textContent;
  } catch {
    return undefined;
  }
};

describe('lab-storefront with only its own texts', () => {
  it('shows every text of Home with its footer, then of each screen the hash opens', async () => {
    localStorage.setItem('userId', 'u1');
    localStorage.setItem('userToken', 'tok-1');
    const store = await mount('<lab-storefront></lab-storefront>');
    await shows(store, () => heading(store) !== undefined && store.shadowRoot?.querySelector('footer') !== null);
    for (const { hash, heading: title } of screens) {
      location.hash = hash;
      await shows(store, (text) => heading(store) === title && !text.includes('Loading'));
    }
  });
});
