import { PackageSearch } from '../../../../components/icons';
import { Link, useSearchParams } from 'wouter';
import { LoadFailed } from '../../../../components/LoadStates/LoadFailed';
import { ProductDetail } from '../../components/ProductDetail/ProductDetail';
import { CompareTray } from '../../components/Compare/CompareTray';
import { Screen } from '../../components/Screen/Screen';
import { useStyles } from '../../../../elementRuntime/shadowStyles';
import { useCommerceEvents } from '../../../../elementRuntime/events/commerceEvents';
import { useProductJsonLd } from '../../../../elementRuntime/useLightDomJsonLd';
import { storeHref, storePath } from '../../../../router/storeNavigation';
import { useOnceWhen } from '../../../../hooks/useOnceWhen';
import { useT } from '../../../../i18n/useT';
import { readCartItemDetails } from '../../../../stores/cart';
import { checkupsLink } from '../../../../router/storeLinks.atBuild';
import { productPath } from '../../../../router/storePaths.atBuild';
import { titleOf } from '../../../../router/storeScreens';
import type { ScreenProps } from '../lazyScreen';
import { readProduct } from '../../../../stores/testDetails';
import { useLoadable } from '../../../../hooks/useLoadable';
import stateCss from '../../../../components/LoadStates/LoadStates.css?inline';
import skeletonCss from '../../../../styles/skeleton.css?inline';
import productCss from '../../components/ProductDetail/ProductDetail.css?inline';

/** Product §8 'Product not found': no id in the address, or none on the server. */
function ProductNotFound() {
  const t = useT();
  return (
    <Screen>
      <div className="load-state">
        <PackageSearch aria-hidden="true" className="load-state__icon" />
        <h1 className="load-state__title">{t('product.notFound')}</h1>
        <p className="load-state__text">{t('product.notFoundHint')}</p>
        <Link href={checkupsLink.path} className="button">{t('product.browse')}</Link>
      </div>
    </Screen>
  );
}

function ProductLoading() {
  const t = useT();
  return (
    <Screen>
      <div className="product-skeleton" aria-busy="true">
        <p className="visually-hidden" role="status">{t('common.loading')}</p>
        {/* The heading block of Screen, same classes and sizes, so nothing moves when it loads. */}
        <div className="screen__header" aria-hidden="true">
          <div className="skeleton screen__title" style={{ width: '60%' }}>&nbsp;</div>
          <div className="skeleton screen__intro" style={{ width: '20%' }}>&nbsp;</div>
        </div>
        <div className="product screen__columns">
          <div className="skeleton product__image" />
          <div className="skeleton" style={{ height: 320 }} />
        </div>
      </div>
    </Screen>
  );
}

/** Product §2 `/product?id=&category=`: one test or package; its showing fires `lab-view-item` once. */
function ProductById({ path, id, category }: ScreenProps & { id: string; category: string | null }) {
  const t = useT();
  const commerceEvents = useCommerceEvents();
  // The cart's items are read beside the product: the notice that one of them already includes it
  // then shows with the product instead of pushing it down a moment later.
  const { state, retry } = useLoadable(async () => (await Promise.all([readProduct(id), readCartItemDetails()]))[0], id);
  const product = state.status === 'ready' ? state.value : null;
  useProductJsonLd(product, storeHref(storePath(productPath, { id, category: product?.category })));
  useOnceWhen(product !== null, () => {
    if (product) commerceEvents.items('lab-view-item', [product]);
  });
  if (state.status === 'loading') return <ProductLoading />;
  if (state.status === 'failed') {
    return (
      <Screen title={t(titleOf(path))}>
        <LoadFailed message={state.message} onRetry={retry} />
      </Screen>
    );
  }
  if (!state.value) return <ProductNotFound />;
  const test = state.value;
  return (
    <Screen title={test.name} intro={category || test.category || undefined}>
      <ProductDetail test={test} />
    </Screen>
  );
}

export default function ProductPage({ path }: ScreenProps) {
  useStyles(stateCss);
  useStyles(skeletonCss);
  useStyles(productCss);
  const [params] = useSearchParams();
  const id = params.get('id')?.trim();
  if (!id) return <ProductNotFound />;
  return (
    <>
      <ProductById key={id} path={path} id={id} category={params.get('category')} />
      <CompareTray />
    </>
  );
}
