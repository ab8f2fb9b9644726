import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NEAR_VIEW_MARGIN, renderWhenNear } from '../../src/elements/lab-storefront/renderWhenNear';
import { closeLoginPanel, openLoginPanel } from '../../src/stores/login';

/** happy-dom's IntersectionObserver never reports: this one reports when the test says so. */
class ObserverByHand {
  static all: ObserverByHand[] = [];
  readonly targets = new Set<Element>();
  constructor(
    readonly report: (entries: Pick<IntersectionObserverEntry, 'isIntersecting' | 'target'>[]) => void,
    readonly options: IntersectionObserverInit,
  ) {
    ObserverByHand.all.push(this);
  }
  observe(target: Element) {
    this.targets.add(target);
  }
  disconnect() {
    this.targets.clear();
  }
  /** The element comes within the margin of the viewport. */
  static near(target: Element) {
    for (const observer of ObserverByHand.all) {
      if (observer.targets.has(target)) observer.report([{ isIntersecting: true, target }]);
    }
  }
}

let host: HTMLElement;
const render = vi.fn();
const waits: { cancel(): void }[] = [];

/** renderWhenNear, with its wait dropped after the test, so that no listener outlives it. */
function putOff() {
  const wait = renderWhenNear(host, render);
  if (wait) waits.push(wait);
  return wait;
}

beforeEach(() => {
  ObserverByHand.all = [];
  vi.stubGlobal('IntersectionObserver', ObserverByHand);
  render.mockClear();
  window.location.hash = '';
  // A stand-in for the store's element: <lab-storefront> itself, which other files of the shared
  // page (vitest.config.ts) define, would render on its own as it connects.
  host = document.createElement('lab-storefront-stand-in');
  host.setAttribute('loading', 'lazy');
  document.body.append(host);
});

afterEach(() => {
  for (const wait of waits.splice(0)) wait.cancel();
  host.remove();
  closeLoginPanel();
  vi.unstubAllGlobals();
  window.location.hash = '';
});

describe('loading="lazy": the first render waits until the visitor is about to meet the element', () => {
  it('renders at once without the attribute, or with loading="eager"', () => {
    host.removeAttribute('loading');
    expect(putOff()).toBeUndefined();
    host.setAttribute('loading', 'eager');
    expect(putOff()).toBeUndefined();
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('reads the value in any case, as an image does', () => {
    host.setAttribute('loading', 'LAZY');
    expect(putOff()).toBeDefined();
    expect(render).not.toHaveBeenCalled();
  });

  it('renders once the element comes within a quarter of a screen of the viewport, and only once', () => {
    putOff();
    expect(render).not.toHaveBeenCalled();
    expect(ObserverByHand.all[0]?.options.rootMargin).toBe(NEAR_VIEW_MARGIN);
    ObserverByHand.near(host);
    ObserverByHand.near(host);
    expect(render).toHaveBeenCalledTimes(1);
  });

  for (const hash of ['#/cart', '#!/cart']) {
    it(`renders at once when the page's address names a store screen (${hash})`, () => {
      window.location.hash = hash;
      putOff();
      expect(render).toHaveBeenCalledTimes(1);
    });
  }

  it("renders when the page's hash turns to a store screen, not to an anchor of the page", () => {
    putOff();
    window.location.hash = '#thyroid-title';
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(render).not.toHaveBeenCalled();
    window.location.hash = '#/';
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(render).toHaveBeenCalledTimes(1);
  });

  it("renders at the visitor's first key press, so tabbing down the page reaches the store's links", () => {
    putOff();
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }));
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('renders when anything on the page takes focus (a click on a link, a programmatic focus)', () => {
    const link = document.createElement('a');
    link.href = '#after';
    document.body.append(link);
    putOff();
    link.focus();
    expect(render).toHaveBeenCalledTimes(1);
    link.remove();
  });

  it("renders when the page asks for the login panel, which the store's header holds", () => {
    putOff();
    openLoginPanel();
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('renders when the attribute, looked at again, no longer says lazy', () => {
    const wait = putOff();
    host.setAttribute('loading', 'Lazy');
    wait?.reconsider();
    expect(render).not.toHaveBeenCalled();
    host.setAttribute('loading', 'eager');
    wait?.reconsider();
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('renders nothing once the wait is cancelled (the element left the page)', () => {
    putOff()?.cancel();
    ObserverByHand.near(host);
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }));
    document.body.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    openLoginPanel();
    window.location.hash = '#/cart';
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(render).not.toHaveBeenCalled();
  });
});
