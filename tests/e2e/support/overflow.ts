import type { Page } from '@playwright/test';

/**
 * The boxes are final: every face the text needs has loaded, and every animation that ends has
 * ended (a dialog slides in; even standing still its one-frame animation starts off screen).
 */
export async function settled(page: Page) {
  await page.evaluate(async () => {
    await document.fonts.ready;
    const roots = [document, ...[...document.querySelectorAll('*')].flatMap((element) => element.shadowRoot ?? [])];
    const ending = roots
      .flatMap((root) => root.getAnimations())
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/** One piece of text that does not fit: where it is, what it says and by how much it overflows. */
export interface OverflowFinding {
  where: string;
  text: string;
  problem: string;
}

/**
 * The text that does not fit on the page as it stands, walking every open shadow root:
 *
 * - the page scrolls sideways (the document is wider than the viewport);
 * - an element that clips (`overflow` other than visible, scrollers aside) holds content wider
 *   than its box — cut-off or ellipsed text;
 * - a block's text (a Range over its own text nodes) is wider than the block itself (a label
 *   running out of its button);
 * - a text's own box reaches past its nearest clipping ancestor
 *   (vowel signs cut off included, with 1 px of slack) or past the viewport's sides.
 *
 * Horizontal scrollers meant to scroll (`overflow-x: auto | scroll`: the category strip, the
 * carousels) may hold content wider than themselves; their own box must still fit the viewport.
 * Only the elements under `regions` (selectors matched inside every shadow root, e.g. `header`,
 * `dialog`) are checked; hidden and visually-hidden text is skipped.
 */
export async function findOverflow(page: Page, regions: string[]): Promise<OverflowFinding[]> {
  return page.evaluate((regionSelectors) => {
    const findings: { where: string; text: string; problem: string }[] = [];
    const textTags = new Set(['BUTTON', 'A', 'H1', 'H2', 'H3', 'H4', 'P', 'LABEL', 'SPAN', 'LI', 'DD', 'DT', 'STRONG', 'S', 'SUMMARY', 'LEGEND', 'TH', 'TD', 'SELECT']);
    const viewportWidth = document.documentElement.clientWidth;
    const slack = 1;

    const composedParent = (element: Element): Element | null => {
      if (element.assignedSlot) return element.assignedSlot;
      if (element.parentElement) return element.parentElement;
      const root = element.getRootNode();
      return root instanceof ShadowRoot ? root.host : null;
    };

    const describe = (element: Element): string => {
      const parts: string[] = [];
      let node: Element | null = element;
      while (node && parts.length < 4) {
        const classes = [...node.classList].slice(0, 2).map((name) => `.${name}`).join('');
        parts.unshift(`${node.localName}${classes}`);
        node = composedParent(node);
      }
      return parts.join(' > ');
    };

    const isClipping = (style: CSSStyleDeclaration) => style.overflowX !== 'visible' || style.overflowY !== 'visible';
    const isScroller = (style: CSSStyleDeclaration) =>
      style.overflowX === 'auto' || style.overflowX === 'scroll' || style.overflowY === 'auto' || style.overflowY === 'scroll';

    /** Visually hidden (a 1 px clipped box) or not rendered, on itself or an ancestor. */
    const isHidden = (element: Element): boolean => {
      for (let node: Element | null = element; node; node = composedParent(node)) {
        const style = getComputedStyle(node);
        if (style.display === 'none' || style.visibility === 'hidden' || style.opacity === '0') return true;
        if (style.clipPath !== 'none' || style.getPropertyValue('clip').startsWith('rect')) return true;
        if (node.classList.contains('visually-hidden')) return true;
        if (node instanceof HTMLElement && node.inert) return true;
        if (node.localName === 'dialog' && !(node as HTMLDialogElement).open) return true;
      }
      const rect = element.getBoundingClientRect();
      return rect.width < 2 || rect.height < 2;
    };

    /** The nearest ancestor that clips its content, and whether any ancestor scrolls. */
    const clippingAncestor = (element: Element) => {
      let nearest: { box: DOMRect; scroller: boolean; element: Element } | null = null;
      let insideScroller = false;
      for (let node = composedParent(element); node; node = composedParent(node)) {
        if (node === document.documentElement || node === document.body) break;
        const style = getComputedStyle(node);
        if (style.display === 'contents' || !isClipping(style)) continue;
        if (!nearest) nearest = { box: node.getBoundingClientRect(), scroller: isScroller(style), element: node };
        if (isScroller(style)) insideScroller = true;
      }
      return { nearest, insideScroller };
    };

    const textOf = (element: Element) => element.textContent.replace(/\s+/g, ' ').trim().slice(0, 80);

    if (document.documentElement.scrollWidth > viewportWidth + slack) {
      findings.push({
        where: 'page',
        text: '',
        problem: `page scrolls sideways: ${document.documentElement.scrollWidth}px wide in a ${viewportWidth}px viewport`,
      });
    }

    const roots: (Document | ShadowRoot)[] = [document];
    for (const root of roots) {
      for (const element of root.querySelectorAll('*')) {
        if (element.shadowRoot) roots.push(element.shadowRoot);
      }
    }

    const seen = new Set<Element>();
    const candidates: Element[] = [];
    for (const root of roots) {
      for (const region of root.querySelectorAll(regionSelectors.join(','))) {
        for (const element of [region, ...region.querySelectorAll('*')]) {
          if (!seen.has(element)) {
            seen.add(element);
            candidates.push(element);
          }
        }
      }
    }

    for (const element of candidates) {
      const style = getComputedStyle(element);
      // Scrollers must fit the viewport themselves, whatever they hold.
      if (isScroller(style) && style.overflowX !== 'visible' && !isHidden(element)) {
        const box = element.getBoundingClientRect();
        if (box.left < -slack || box.right > viewportWidth + slack) {
          findings.push({
            where: describe(element),
            text: textOf(element),
            problem: `scroller box ${Math.round(box.left)}..${Math.round(box.right)} outside the ${viewportWidth}px viewport`,
          });
        }
      }
      if (!textTags.has(element.tagName)) continue;
      if (isHidden(element)) continue;

      if (isClipping(style) && !isScroller(style) && element.scrollWidth > element.clientWidth + slack) {
        findings.push({
          where: describe(element),
          text: textOf(element),
          problem: `content ${element.scrollWidth}px wide in a ${element.clientWidth}px clipping box`,
        });
        continue;
      }
      if (style.textOverflow === 'ellipsis' && element.scrollWidth > element.clientWidth + slack) {
        findings.push({ where: describe(element), text: textOf(element), problem: 'text is ellipsed' });
        continue;
      }

      // The element's own text nodes, measured as drawn.
      const textNodes = [...element.childNodes].filter(
        (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '',
      );
      const [first] = textNodes;
      const last = textNodes.at(-1);
      if (!first || !last) continue;
      const range = document.createRange();
      range.setStartBefore(first);
      range.setEndAfter(last);
      const textBox = range.getBoundingClientRect();
      if (textBox.width === 0) continue;

      // A block's text stays inside its own box (a button's label within its border).
      if (style.display !== 'inline' && style.display !== 'contents') {
        const own = element.getBoundingClientRect();
        if (textBox.left < own.left - slack || textBox.right > own.right + slack) {
          findings.push({
            where: describe(element),
            text: textOf(element),
            problem: `text ${Math.round(textBox.left)}..${Math.round(textBox.right)} wider than its box ${Math.round(own.left)}..${Math.round(own.right)}`,
          });
          continue;
        }
      }

      const { nearest: clip, insideScroller } = clippingAncestor(element);
      if (clip && !clip.scroller) {
        const { box } = clip;
        const outside =
          textBox.left < box.left - slack ||
          textBox.right > box.right + slack ||
          textBox.top < box.top - slack ||
          textBox.bottom > box.bottom + slack;
        if (outside) {
          findings.push({
            where: describe(element),
            text: textOf(element),
            problem:
              `text box ${Math.round(textBox.left)},${Math.round(textBox.top)}..${Math.round(textBox.right)},${Math.round(textBox.bottom)} ` +
              `past its clipping ${describe(clip.element)} ${Math.round(box.left)},${Math.round(box.top)}..${Math.round(box.right)},${Math.round(box.bottom)}`,
          });
          continue;
        }
      }
      if (!insideScroller && (textBox.left < -slack || textBox.right > viewportWidth + slack)) {
        findings.push({
          where: describe(element),
          text: textOf(element),
          problem: `text box ${Math.round(textBox.left)}..${Math.round(textBox.right)} past the ${viewportWidth}px viewport`,
        });
      }
    }
    return findings;
  }, regions);
}
