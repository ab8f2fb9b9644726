import type { FirstRenderTiming } from '../../elementRuntime/firstRenderTiming';
import { isStoreHash } from '../../router/hashLocation';
import { $loginPanelOpen } from '../../stores/login/loginPanel';

/**
 * How far ahead of the viewport a `loading="lazy"` element starts its first render: a quarter of
 * a screen above and below. The store's first screen renders in slices in a few frames, so the
 * visitor who scrolls towards it finds it drawn.
 */
export const NEAR_VIEW_MARGIN = '25% 0px 25% 0px';

/**
 * `loading="lazy"` on an element that renders in slices (the store), as on an image or an iframe:
 * its first render waits until the visitor is about to meet it. It renders once any of these
 * happens:
 * - the element comes within `NEAR_VIEW_MARGIN` of the viewport;
 * - the page's address names one of the store's screens (`#/cart`, a link from elsewhere), or its
 *   hash changes to one (the page's own link to the store, a cart badge without `store-url`);
 * - the visitor presses a key, or anything on the page takes focus: a keyboard visitor tabbing
 *   down the page finds the store's links in place instead of skipping past an empty element;
 * - something on the page asks for the login panel, which the store's header holds (a test card's
 *   "Please login to add items to cart");
 * - the attribute stops saying `lazy`.
 * Without the attribute, or where the browser has no IntersectionObserver, it renders at once.
 * It knows the store (its routes, its header's login panel), so it lives with it; the widgets
 * render at once.
 */
export const renderWhenNear: FirstRenderTiming = (host, render) => {
  if (!isLazy(host) || typeof IntersectionObserver === 'undefined' || namesStoreScreen()) {
    render();
    return undefined;
  }
  let waiting = true;
  const nearView = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) now();
    },
    { rootMargin: NEAR_VIEW_MARGIN },
  );
  const onHashChange = () => {
    if (namesStoreScreen()) now();
  };
  const stopListeningToLogin = $loginPanelOpen.listen((open) => {
    if (open) now();
  });
  const cancel = () => {
    waiting = false;
    nearView.disconnect();
    stopListeningToLogin();
    window.removeEventListener('hashchange', onHashChange);
    window.removeEventListener('keydown', now, true);
    window.removeEventListener('focusin', now, true);
  };
  function now() {
    if (!waiting) return;
    cancel();
    render();
  }
  nearView.observe(host);
  window.addEventListener('hashchange', onHashChange);
  window.addEventListener('keydown', now, true);
  window.addEventListener('focusin', now, true);
  return {
    reconsider: () => {
      if (!isLazy(host)) now();
    },
    cancel,
  };
};

/** Whether the element says `loading="lazy"`, in any case, as an image's attribute may. */
function isLazy(host: HTMLElement): boolean {
  return host.getAttribute('loading')?.toLowerCase() === 'lazy';
}

function namesStoreScreen(): boolean {
  return isStoreHash(window.location.hash);
}
