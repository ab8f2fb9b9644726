import type { Page, Response } from '@playwright/test';
import { languages } from '../../../src/i18n/languages';
import { pseudoText } from './pseudoLocale';

/** The strings of the API's JSON answers a page received, once every answer is read. */
export interface ApiData {
  read(): Promise<ReadonlySet<string>>;
}

/** Every string of the API's JSON answers the page receives from now on: the data it may show. */
export function recordApiData(page: Page): ApiData {
  const data = new Set<string>();
  const reading: Promise<void>[] = [];
  const collect = (value: unknown): void => {
    if (typeof value === 'string') data.add(value);
    else if (Array.isArray(value)) value.forEach(collect);
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  page.on('response', (response: Response) => {
    if (!response.headers()['content-type']?.includes('json')) return;
    // On a loaded machine Chromium may have let go of a body before it is read: a read (GET) is
    // asked again, as it was sent, for the same data.
    const readAgain = () =>
      response.request().method() === 'GET'
        ? page.request.fetch(response.request()).then((again) => again.json())
        : undefined;
    reading.push(
      response
        .json()
        .catch(readAgain)
        .then(collect, () => undefined),
    );
  });
  return {
    async read() {
      await Promise.all(reading);
      return data;
    },
  };
}

/**
 * The texts in our elements' shadow roots (shown, or there for screen readers, with the
 * `placeholder`, `aria-label`, `title` and `alt` words) that the
 * pseudo-locale shows with words that are neither pseudo text, so no catalogue gave them, nor
 * data, as `lab-header: "…"`. Data is what rightly shows as it came, not from our catalogue: every
 * string of the API's JSON answers the page received (test names, categories, descriptions,
 * parameters), the host page's attribute values on our elements (support phone, e-mail,
 * address), the languages' own names in the switcher, and digits with the signs that write
 * prices, counts, phone numbers and pin codes. A hard-coded English word is none of these.
 */
export async function untranslatedTexts(page: Page, apiData: ApiData): Promise<string[]> {
  const languageNames = Object.values(languages).map((language) => language.name);
  return page.evaluate(
    ({ data, pseudoSource }) => {
      const pseudo = new RegExp(pseudoSource, 'gu');
      const hosts = [...document.querySelectorAll('*')].filter((element) => element.localName.startsWith('lab-') && element.shadowRoot);
      for (const host of hosts) data.push(...host.getAttributeNames().map((name) => host.getAttribute(name) ?? ''));
      const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      const dataWords = [...new Set(data.map((text) => text.trim()).filter((text) => /\p{L}/u.test(text)))]
        .sort((a, b) => b.length - a.length)
        .map((text) => new RegExp(`(?<![\\p{L}\\p{N}])${escape(text)}(?![\\p{L}\\p{N}])`, 'gu'));
      const onlyNumbersAndSigns = /^[\s\p{N}\p{P}\p{S}]*$/u;
      const untranslated = new Set<string>();
      /** Rendered: its first ancestor with a box of its own (`display: contents` has none) is shown. */
      const rendered = (element: Element): boolean => {
        let box: Element | null = element;
        while (box && getComputedStyle(box).display === 'contents') {
          box = box.parentElement ?? (box.parentNode instanceof ShadowRoot ? box.parentNode.host : null);
        }
        return !box || box.checkVisibility({ visibilityProperty: true });
      };

      function check(text: string, where: Element, host: Element): void {
        const shown = text.trim();
        if (!shown || !rendered(where)) return;
        let catalogueTextsOut = shown;
        for (let before = ''; before !== catalogueTextsOut; ) {
          before = catalogueTextsOut;
          catalogueTextsOut = catalogueTextsOut.replace(pseudo, ' ');
        }
        const rest = dataWords.reduce((left, word) => left.replace(word, ' '), catalogueTextsOut);
        if (!onlyNumbersAndSigns.test(rest)) untranslated.add(`${host.localName}: "${shown}"`);
      }

      function visit(node: Node, host: Element): void {
        if (node instanceof Text) {
          if (node.parentElement) check(node.data, node.parentElement, host);
          return;
        }
        if (node instanceof Element && /^(style|script|template)$/.test(node.localName)) return;
        if (node instanceof Element) {
          // Words a visitor reads or hears without a text node: a field's hint, a name, a tip, a picture's text.
          for (const name of ['placeholder', 'aria-label', 'title', 'alt']) check(node.getAttribute(name) ?? '', node, host);
        }
        if (node instanceof Element && node.shadowRoot) visit(node.shadowRoot, host);
        for (const child of node.childNodes) visit(child, host);
      }

      const topLevel = hosts.filter((host) => host.getRootNode() === document);
      for (const host of topLevel) if (host.shadowRoot) visit(host.shadowRoot, host);
      return [...untranslated];
    },
    { data: [...(await apiData.read()), ...languageNames], pseudoSource: pseudoText },
  );
}
