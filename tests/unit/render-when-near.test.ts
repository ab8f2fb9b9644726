import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NEAR_VIEW_MARGIN, renderWhenNear } from '../../src/elementRuntime/renderWhenNear';

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

beforeEach(() => {
  ObserverByHand.all = [];
  vi.stubGlobal('IntersectionObserver', ObserverByHand);
  render.mockClear();
  window.location.hash = '';
  host = document.createElement('lab-storefront');
  host.setAttribute('loading', 'lazy');
  document.body.append(host);
});

afterEach(() => {
  host.remove();
  vi.unstubAllGlobals();
  window.location.hash = '';
});

describe('loading="lazy": the first render waits until the visitor is about to meet the element', () => {
  it('renders at once without the attribute, or with loading="eager"', () => {
    host.removeAttribute('loading');
    expect(renderWhenNear(host, render)).toBeUndefined();
    host.setAttribute('loading', 'eager');
    expect(renderWhenNear(host, render)).toBeUndefined();
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('renders once the element comes within a quarter of a screen of the viewport, and only once', () => {
    renderWhenNear(host, render);
    expect(render).not.toHaveBeenCalled();
    expect(ObserverByHand.all[0]?.options.rootMargin).toBe(NEAR_VIEW_MARGIN);
    ObserverByHand.near(host);
    ObserverByHand.near(host);
    expect(render).toHaveBeenCalledTimes(1);
  });

  it("renders at once when the page's address names a store screen", () => {
    window.location.hash = '#/cart';
    renderWhenNear(host, render);
    expect(render).toHaveBeenCalledTimes(1);
  });

  it("renders when the page's hash turns to a store screen, not to an anchor of the page", () => {
    renderWhenNear(host, render);
    window.location.hash = '#thyroid-title';
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(render).not.toHaveBeenCalled();
    window.location.hash = '#/';
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(render).toHaveBeenCalledTimes(1);
  });

  it("renders at the visitor's first key press, so tabbing down the page reaches the store's links", () => {
    renderWhenNear(host, render);
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }));
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('renders when the attribute stops saying lazy', async () => {
    renderWhenNear(host, render);
    host.setAttribute('loading', 'eager');
    await vi.waitFor(() => expect(render).toHaveBeenCalledTimes(1));
  });

  it('renders nothing once the wait is cancelled (the element left the page)', async () => {
    renderWhenNear(host, render)?.cancel();
    ObserverByHand.near(host);
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }));
    window.location.hash = '#/cart';
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    host.removeAttribute('loading');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(render).not.toHaveBeenCalled();
  });
});
