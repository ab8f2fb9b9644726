/**
 * How far ahead of the viewport a `loading="lazy"` element starts its first render: a quarter of
 * a screen above and below. The store's first screen renders in slices in a few frames, so the
 * visitor who scrolls towards it finds it drawn; a visitor who reads the page above it and leaves
 * costs the phone nothing.
 */
export const NEAR_VIEW_MARGIN = '25% 0px 25% 0px';

/** A first render put off until the visitor is about to meet the element. */
export interface PutOffRender {
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
 *   hash changes to one (the page's own link to the store);
 * - the visitor presses a key: a keyboard visitor tabbing down the page finds the store's links in
 *   place instead of skipping past an empty element;
 * - the attribute stops saying `lazy`.
 * Without the attribute, or where the browser has no IntersectionObserver, it renders at once.
 * Only the store's file brings this: the widgets render at once.
 */
export const renderWhenNear: FirstRenderTiming = (host, render) => {
  if (host.getAttribute('loading') !== 'lazy' || typeof IntersectionObserver === 'undefined' || namesStoreScreen()) {
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
  const eagerAgain = new MutationObserver(() => {
    if (host.getAttribute('loading') !== 'lazy') now();
  });
  const onHashChange = () => {
    if (namesStoreScreen()) now();
  };
  const cancel = () => {
    waiting = false;
    nearView.disconnect();
    eagerAgain.disconnect();
    window.removeEventListener('hashchange', onHashChange);
    window.removeEventListener('keydown', now, true);
  };
  function now() {
    if (!waiting) return;
    cancel();
    render();
  }
  nearView.observe(host);
  eagerAgain.observe(host, { attributeFilter: ['loading'] });
  window.addEventListener('hashchange', onHashChange);
  window.addEventListener('keydown', now, true);
  return { cancel };
};

/** Whether the page's hash is a store route (`#/…`), the store's home (`#/`) included. */
function namesStoreScreen(): boolean {
  return window.location.hash.startsWith('#/');
}
