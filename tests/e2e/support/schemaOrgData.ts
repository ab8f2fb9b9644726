import type { Page } from '@playwright/test';

/** A schema.org node as a crawler reads it: `@type` without the vocabulary, a list where a property repeats. */
export type SchemaOrgNode = { [property: string]: unknown };

/**
 * The microdata items an element put in its host's light DOM (outside its shadow root, where a
 * crawler reads them), read as a crawler does: each `itemscope` an item of its `itemtype`s, each
 * `itemprop` a property whose value is a nested item, a `<link>`'s address or a `<meta>`'s content.
 */
export function microdataOf(page: Page, tag: string): Promise<SchemaOrgNode[]> {
  return page.evaluate((name) => {
    const vocabulary = 'https://schema.org/';
    const read = (item: Element): SchemaOrgNode => {
      const types = (item.getAttribute('itemtype') ?? '').split(' ').filter(Boolean);
      const node: SchemaOrgNode = { '@type': types.map((type) => type.replace(vocabulary, '')) };
      for (const child of item.children) {
        const property = child.getAttribute('itemprop');
        if (!property) continue;
        const value = child.hasAttribute('itemscope')
          ? read(child)
          : (child.getAttribute('href') ?? child.getAttribute('content') ?? '');
        const earlier = node[property];
        node[property] = earlier === undefined ? value : [earlier, value].flat();
      }
      return node;
    };
    return [...document.querySelectorAll(`${name} > [itemscope]`)].map(read);
  }, tag);
}
