import type { LabTest } from './labTest';
import { productNode, type JsonLdNode, type ProductJsonLdOptions } from './productJsonLd';

/**
 * A listing as a schema.org `ItemList`: its tests in the order shown, each a `ListItem` whose
 * `item` is the test's `Product`. One list per listing rather than one script per card: a crawler
 * reads the list's order and size, and the page carries one script however many cards it shows.
 */
export function itemListJsonLd(
  name: string,
  items: readonly { test: LabTest; options: ProductJsonLdOptions }[],
): JsonLdNode {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    numberOfItems: items.length,
    itemListElement: items.map(({ test, options }, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      item: productNode(test, options),
    })),
  };
}
