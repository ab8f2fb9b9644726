import type { ManifestElement } from '../manifest';

declare const __LAB_BUNDLE_BASE__: string;

/**
 * Where the site finds the built bundle: `/dist/` beside it on the demo server, or the
 * `DOCS_BUNDLE_BASE` the site was built with. Absolute, so a snippet copied from the builder
 * works on any page.
 */
export function bundleBase(): string {
  return new URL(__LAB_BUNDLE_BASE__, window.location.href).href;
}

/** The element's own file under a base, e.g. `…/dist/widgets/lab-test-card.js`. */
export function elementFileUrl(element: ManifestElement, base: string): string {
  return `${base.replace(/\/?$/, '/')}${element.file.replace(/^dist\//, '')}`;
}

/** Loads the element's file from the bundle once; the file itself skips a tag already defined. */
export async function loadElement(element: ManifestElement): Promise<void> {
  await import(/* @vite-ignore */ elementFileUrl(element, bundleBase()));
}

/** Elements that route on the page's hash (the store) are shown in a frame of their own. */
export const framedTags: readonly string[] = ['lab-storefront'];

/** A same-origin frame's document with the element and its script, for `srcdoc`. */
export function frameDocument(tag: string, fileUrl: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${tag}</title><script type="module" src="${fileUrl}"></scr` + `ipt></head><body><${tag}></${tag}></body></html>`;
}

/** The element in a frame made by `frameDocument`, once it has loaded. */
export function onFramedElement(frame: HTMLIFrameElement, tag: string, ready: (element: HTMLElement) => void): void {
  frame.addEventListener('load', () => {
    const element = frame.contentDocument?.querySelector<HTMLElement>(tag);
    if (!element) return;
    // A style property set from script, not a style attribute: the CSP allows no inline styles.
    element.ownerDocument.body.style.margin = '0';
    ready(element);
  });
}

/** What a visitor does when reading a page interactively, rather than having it merely open. */
const engagements = ['pointermove', 'pointerdown', 'keydown', 'touchstart', 'wheel', 'scroll', 'focusin'] as const;

let engaged: Promise<void> | undefined;

/**
 * Settles at the visitor's first move on the page: a pointer moving or pressing, a touch, a key,
 * the wheel, a scroll or focus coming in; at once after the first. The live elements load then:
 * a bundle of React started with the page kept a phone's main thread busy for over half a second
 * (docs/contributing/documentation-site.md), for pages most visitors open to read. The same
 * pattern as a video embed that loads its player on the first click, but without the click.
 */
export function whenVisitorEngages(): Promise<void> {
  engaged ??= new Promise((settle) => {
    // A visitor who scrolled or tabbed in while the page's scripts were loading has already moved.
    const active = document.activeElement;
    if (window.scrollY > 0 || (active !== null && active !== document.body)) {
      settle();
      return;
    }
    const engage = () => {
      for (const type of engagements) window.removeEventListener(type, engage, { capture: true });
      settle();
    };
    for (const type of engagements) window.addEventListener(type, engage, { capture: true, passive: true });
  });
  return engaged;
}
