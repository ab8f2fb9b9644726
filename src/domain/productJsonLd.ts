import type { LabTest } from './labTest';

/** Where a test's picture and product screen are, as absolute addresses (a crawler has no base to resolve against). */
export interface ProductJsonLdOptions {
  imageUrl?: string;
  url?: string;
}

/** A schema.org node as plain JSON. */
export type JsonLdNode = { readonly [property: string]: unknown };

const IN_STOCK = 'https://schema.org/InStock';

/**
 * A test or package (product §3) as schema.org data: a `Product` (what is sold: name, description,
 * image, `sku` the catalogue id, an `Offer` at the selling price in rupees, product §9) that is
 * also a medical test. schema.org lets one node have several types, each property then belonging
 * to one of them: a single test is a `MedicalTest`, and a package of several tests a
 * `MedicalTestPanel` ("any collection of tests commonly ordered together"), whose `subTest`s name
 * what it includes. Plain data, no DOM: the browser's elements and the server renderer put it in
 * the page (tests/unit/product-json-ld.test.ts holds it to the vocabulary).
 */
export function productJsonLd(test: LabTest, options: ProductJsonLdOptions = {}): JsonLdNode {
  const included = test.includedTests.flatMap((group) => group.tests);
  const isPanel = included.length > 1;
  return {
    '@context': 'https://schema.org',
    ...productNode(test, options),
    '@type': ['Product', isPanel ? 'MedicalTestPanel' : 'MedicalTest'],
    ...(isPanel ? { subTest: included.map((name) => ({ '@type': 'MedicalTest', name })) } : {}),
  };
}

/** The `Product` part alone, for a list's items, where the included tests would repeat at length. */
export function productNode(test: LabTest, { imageUrl, url }: ProductJsonLdOptions = {}): JsonLdNode {
  return {
    '@type': 'Product',
    name: test.name,
    description: test.description,
    ...(imageUrl ? { image: imageUrl } : {}),
    sku: test._id,
    category: test.category,
    ...(url ? { url } : {}),
    offers: {
      '@type': 'Offer',
      price: test.price,
      priceCurrency: 'INR',
      availability: IN_STOCK,
      ...(url ? { url } : {}),
    },
  };
}
