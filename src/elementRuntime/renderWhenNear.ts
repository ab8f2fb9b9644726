import { $loginPanelOpen } from '../stores/login/loginPanel';

/**
 * How far ahead of the viewport a `loading="lazy"` element starts its first render: a quarter of
 * a screen above and below. The store's first screen renders in slices in a few frames, so the
 * visitor who scrolls towards it finds it drawn.
 */
export const NEAR_VIEW_MARGIN = '25% 0px 25% 0px';

/** A first render put off until the visitor is about to meet the element. */
export interface PutOffRender {
  /** Looks at the element's attributes again (one of them changed). */
  reconsider(): void;
  /** Drops the wait without rendering (the element left the page). */
  cancel(): void;
}

/**
 * What `createLabElement` asks before an element's first render: render at once (calling
 * `render` and returning nothing), or later, returning the wait.
 */
export type FirstRenderTiming = (host: HTMLElement, render: () => void) => PutOffRender | undefined;

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
 * Only the store's file brings this: the widgets render at once.
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

/** Whether the page's hash is a store route (`#/…` or `#!/…`), the store's home (`#/`) included. */
function namesStoreScreen(): boolean {
  return /^#!?\//.test(window.location.hash);
}
