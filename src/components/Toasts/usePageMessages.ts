import { useHostElement } from '../../elementRuntime/hostElement';

/** The widgets with Add to cart that show the page's messages themselves (the store has its own). */
const MESSAGE_SHOWERS = 'lab-test-card, lab-package-compare';

/**
 * Add to cart's messages are the page's (one list for every widget), shown fixed at the foot of
 * the window: the first test card or comparison on the page shows them, so that a page with
 * several shows each message once, and the login panel their Login action opens, unless a header
 * or the store on the page shows it. One in another element's shadow root is not found from the
 * document and counts as first.
 */
export function usePageMessages(): { messages: boolean; loginPanel: boolean } {
  const host = useHostElement();
  const page = host?.ownerDocument;
  const first = page?.querySelector(MESSAGE_SHOWERS);
  const messages = !first || first === host;
  return { messages, loginPanel: messages && !page?.querySelector('lab-header, lab-storefront') };
}
