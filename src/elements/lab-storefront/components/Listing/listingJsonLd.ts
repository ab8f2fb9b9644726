import type { LabTest } from '../../../../domain/labTest';
import { itemListJsonLd } from '../../../../domain/itemListJsonLd';
import { useLightDomJsonLd } from '../../../../elementRuntime/useLightDomJsonLd';
import { storeHref, storePath } from '../../../../router/storeNavigation';
import { productPath } from '../../../../router/storePaths.atBuild';

/** The tests a listing shows, in their order, as one schema.org `ItemList` in the store's light DOM. */
export function useListingJsonLd(listName: string | undefined, shown: readonly LabTest[] | undefined): void {
  const listed = listName && shown && shown.length > 0 ? shown : undefined;
  useLightDomJsonLd(
    listed &&
      ((placement, host) =>
        placement.placeJsonLd(
          host,
          itemListJsonLd(
            listName ?? '',
            listed.map((test) => ({
              test,
              options: placement.productAddresses(test, storeHref(storePath(productPath, { id: test._id, category: test.category }))),
            })),
          ),
        )),
    listed && JSON.stringify([listName, listed.map((test) => test._id)]),
  );
}
