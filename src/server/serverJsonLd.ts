import type { LabTest } from '../domain/labTest';
import { productJsonLd } from '../domain/productJsonLd';
import { JSON_LD_MARK, jsonLdText } from '../lib/jsonLdText';
import { isPartnerId } from '../lib/partnerId';
import { storeHref, storePath } from '../router/storeNavigation';
import { productPath } from '../router/storePaths.atBuild';
import { assetUrlUnder } from '../stores/config';
import type { Loadable } from '../stores/loadable';

const isLabTest = (value: unknown): value is LabTest =>
  typeof value === 'object' && value !== null && '_id' in value && 'price' in value && 'includedTests' in value;

/** The tests a read's answer shows: the test card's test, or the packages a comparison found. */
const testsShown = (value: unknown): LabTest[] =>
  isLabTest(value)
    ? [value]
    : typeof value === 'object' && value !== null && 'found' in value && Array.isArray(value.found)
      ? value.found.filter(isLabTest)
      : [];

/**
 * The schema.org data of the tests an element's first screen shows (the test card's test, a
 * comparison's packages), as `<script type="application/ld+json">` for the host's light DOM, beside the declarative shadow
 * root: the first HTML a crawler gets names the test and its price. The same builder as the
 * browser's (src/elementRuntime/lightDomJsonLd.ts), which takes these over. Addresses are given
 * only when absolute: the server knows `api-base` (absolute, or nothing is read), and the product
 * screen only when `store-url` is absolute.
 */
export function productDataHtml(reads: ReadonlyMap<string, Loadable<unknown>>, values: Record<string, string | null>): string {
  const apiBase = values['api-base'];
  const storeUrl = values['store-url'] ?? undefined;
  const partner = values.partner && isPartnerId(values.partner) ? values.partner : undefined;
  return [...reads.values()]
    .flatMap((read) => (read.status === 'ready' ? testsShown(read.value) : []))
    .map((test) => {
      const href = storeHref(storePath(productPath, { id: test._id, category: test.category }), storeUrl, partner);
      const data = productJsonLd(test, {
        imageUrl: apiBase && test.imagePath ? assetUrlUnder(apiBase, test.imagePath) : undefined,
        url: URL.canParse(href) ? href : undefined,
      });
      return `<script type="application/ld+json" ${JSON_LD_MARK}="server">${jsonLdText(data)}</script>`;
    })
    .join('');
}
