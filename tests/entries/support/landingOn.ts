import { afterAll, describe, it, vi } from 'vitest';
import { $apiBase } from '../../../src/stores/config';
import { withLabApi } from './labApi';
import { find, mount, shows } from './page';

/**
 * Forgets every tag the page defined, as a new page would. happy-dom keeps them in maps of its
 * registry, which has no way to undefine a tag; without this the next landing's store would
 * still be the class of the previous module graph, with the texts it registered.
 */
function forgetCustomElements(): void {
  for (const key of Object.getOwnPropertySymbols(customElements)) {
    const held: unknown = Reflect.get(customElements, key);
    if (held instanceof Map) held.clear();
  }
}

/**
 * A new page for a landing: a new module registry (so no text, store or lazy screen of an earlier
 * landing is left), no defined tags and empty storage; the canned API's address carried over.
 * Returns what stops the new graph's page-listening stores.
 */
async function freshPage(): Promise<() => void> {
  const apiBase = $apiBase.get();
  vi.resetModules();
  forgetCustomElements();
  localStorage.clear();
  sessionStorage.clear();
  const [config, session, stores] = await Promise.all([
    import('../../../src/stores/config'),
    import('../../../src/stores/session'),
    import('../../unit/support/pageListeningStores'),
  ]);
  config.$apiBase.set(apiBase);
  await import('../../../widgets/lab-storefront');
  // A visitor who logged in earlier: the session the browser keeps (product §3).
  session.$userToken.set('tok-1');
  session.$userId.set('u1');
  return stores.stopPageListeningStores;
}

/**
 * A visitor who follows a link straight to one screen of the store, logged in: the screen must
 * bring every text it shows, since no other screen has registered anything before it. Each
 * landing starts from a new page (`freshPage`), as separate files would, in one file's time.
 */
export function landingOnEach(screens: readonly { hash: string; heading: string; attributes: string }[]): void {
  withLabApi();
  describe('lab-storefront opened straight at one screen', () => {
    let stopStores: (() => void) | undefined;
    afterAll(() => stopStores?.());
    it.each(screens)(
      'shows every text of $heading at $hash with only the texts the store and that screen register',
      async ({ hash, heading, attributes }) => {
        stopStores?.();
        stopStores = await freshPage();
        location.hash = hash;
        const store = await mount(`<lab-storefront ${attributes}></lab-storefront>`);
        // The footer follows the first paint: waited for too, so that it arrives inside `act`.
        const footerShown = () => {
          const root = find(store, 'main').getRootNode();
          return root instanceof ShadowRoot && root.querySelector('footer') !== null;
        };
        await shows(
          store,
          (text) => find(store, 'main').querySelector('h1')?.textContent === heading && !text.includes('Loading') && footerShown(),
        );
      },
    );
  });
}
