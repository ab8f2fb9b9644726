import type { LabTest } from '../../../../domain/labTest';
import { itemListJsonLd } from '../../../../domain/productJsonLd';
import { productAddresses, useLightDomJsonLd } from '../../../../elementRuntime/lightDomJsonLd';
import { storeHref, storePath } from '../../../../router/storeNavigation';

/** The tests a listing shows, in their order, as one schema.org `ItemList` in the store's light DOM. */
export function useListingJsonLd(listName: string | undefined, shown: readonly LabTest[] | undefined): void {
  useLightDomJsonLd(
    listName && shown && shown.length > 0
      ? itemListJsonLd(
          listName,
          shown.map((test) => ({
            test,
            options: productAddresses(test, storeHref(storePath('/product', { id: test._id, category: test.category }))),
          })),
        )
      : undefined,
  );
}
