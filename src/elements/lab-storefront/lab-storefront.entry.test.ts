import { describe, it } from 'vitest';
import '../../../widgets/lab-storefront';
import { $userId, $userToken } from '../../stores/session';
import { withLabApi } from '../../../tests/entries/support/labApi';
import { landingScreens } from '../../../tests/entries/support/landingScreens';
import { click, find, mount, shows, typeInto } from '../../../tests/entries/support/page';

const lab = withLabApi();

/** A visitor who logged in earlier: the session the browser keeps (product §3). */
function logIn() {
  $userToken.set('tok-1');
  $userId.set('u1');
}

const heading = (store: Element) => {
  try {
    return find(store, 'main h1').textContent;
  } catch {
    return undefined;
  }
};

describe('lab-storefront with only its own texts', () => {
  it('shows every text of Home, its lower half, its footer and a pin-code answer', async () => {
    location.hash = '#/';
    const store = await mount('<lab-storefront></lab-storefront>');
    await shows(store, (text) => text.includes('See tests') && store.shadowRoot?.querySelector('footer') !== null);
    await typeInto(store, '.pincode input', '560001');
    await click(store, '.pincode button[type="submit"]');
    await shows(store, (text) => text.includes('Service Available'));
  });

  it('shows every text of each screen the hash opens, for a logged-in visitor of a store that books', async () => {
    logIn();
    const store = await mount('<lab-storefront booking></lab-storefront>');
    for (const { hash, heading: title } of landingScreens) {
      location.hash = hash;
      await shows(store, (text) => heading(store) === title && !text.includes('Loading'));
    }
  });

  it('shows every text of adding to the cart, logged in, logged out and when the server fails', async () => {
    logIn();
    location.hash = '#/product?id=t1';
    const store = await mount('<lab-storefront></lab-storefront>');
    await shows(store, () => heading(store) === 'Basic Full Body Checkup');
    await click(store, 'main .button[aria-label^="Add"]');
    await shows(store, (text) => text.includes('Item added to cart successfully!'));
    await click(store, '[aria-label="Dismiss message"]');
    await click(store, '.account__toggle');
    await click(store, '.account__menu button');
    await shows(store, (text) => !text.includes('You are logged in'));
    await click(store, 'main .button[aria-label^="Add"]');
    await shows(store, (text) => text.includes('Please login to add items to cart'));
    lab.api.answer(() => ({ status: 500, json: { success: false } }));
    location.hash = '#/product?id=t2';
    await shows(store, (text) => text.includes('We could not load this right now'));
  });
});
