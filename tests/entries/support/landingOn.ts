import { describe, it } from 'vitest';
import '../../../widgets/lab-storefront';
import { $userId, $userToken } from '../../../src/stores/session';
import { withLabApi } from './labApi';
import { find, mount, shows } from './page';

/**
 * A visitor who follows a link straight to one screen of the store, logged in: the screen must
 * bring every text it shows, since no other screen has registered anything before it. One file
 * per screen (src/elements/lab-storefront/landing/), so each starts from a fresh page.
 */
export function landingOn(hash: string, heading: string): void {
  withLabApi();
  describe(`lab-storefront opened at ${hash}`, () => {
    it(`shows every text of "${heading}" with only the texts the store and that screen register`, async () => {
      $userToken.set('tok-1');
      $userId.set('u1');
      location.hash = hash;
      const store = await mount('<lab-storefront></lab-storefront>');
      // The footer follows the first paint: waited for too, so that it arrives inside `act`.
      const footerShown = () => {
        const root = find(store, 'main').getRootNode();
        return root instanceof ShadowRoot && root.querySelector('footer') !== null;
      };
      await shows(
        store,
        (text) => find(store, 'main').querySelector('h1')?.textContent === heading && !text.includes('Loading') && footerShown(),
      );
    });
  });
}
