import { PackageSearch } from '../../components/icons';
import { LoadFailed } from '../../components/LoadStates/LoadFailed';
import { Toasts } from '../../components/Toasts/Toasts';
import { useLoadable } from '../../hooks/useLoadable';
import { useT } from '../../i18n/useT';
import { checkupsPath } from '../../router/storePaths.atBuild';
import { storeHref } from '../../router/storeNavigation';
import { readProduct } from '../../stores/testDetails';
import { usePartner } from '../../hooks/usePartner';
import { SharedLoginPanel } from '../lab-login-panel';
import { TestCardContent } from './TestCardContent';
import { TestCardSkeleton } from './TestCardSkeleton';
import { useStyles } from '../../elementRuntime/shadowStyles';
import { useTakeOverWhen } from '../../elementRuntime/firstScreenSnapshot';
import { usePageMessages } from '../../components/Toasts/usePageMessages';
import css from './TestCardBody.css?inline';

export interface TestCardProps {
  testId?: string;
  storeUrl?: string;
}

/** Product §8 'Product not found': no `test-id`, or none on the server. */
function TestCardNotFound({ storeUrl }: { storeUrl: string | undefined }) {
  const partner = usePartner();
  const t = useT();
  useTakeOverWhen(true);
  return (
    <div className="article-card__message">
      <PackageSearch aria-hidden="true" className="article-card__message-icon" />
      <p className="article-card__message-title">{t('product.notFound')}</p>
      <a className="article-card__message-link" href={storeHref(checkupsPath, storeUrl, partner)}>
        {t('product.browse')}
      </a>
    </div>
  );
}

function TestCardById({ testId, storeUrl }: { testId: string; storeUrl: string | undefined }) {
  const { state, retry } = useLoadable(() => readProduct(testId), testId);
  useTakeOverWhen(state.status !== 'loading');
  if (state.status === 'loading') return <TestCardSkeleton />;
  if (state.status === 'failed') return <LoadFailed message={state.message} onRetry={retry} />;
  if (!state.value) return <TestCardNotFound storeUrl={storeUrl} />;
  return <TestCardContent test={state.value} storeUrl={storeUrl} />;
}

/**
 * One test or package for an article (interface §2 `lab-test-card`), read by id as the product
 * screen reads it (product §7 `GET /tests/{id}`). Every state fills the frame's reserved height
 * (TestCardFrame), so the article's text below never jumps.
 */
export function TestCardBody({ testId, storeUrl }: TestCardProps) {
  useStyles(css);
  const pageParts = usePageMessages();
  const id = testId?.trim();
  return (
    <>
      {id ? <TestCardById key={id} testId={id} storeUrl={storeUrl} /> : <TestCardNotFound storeUrl={storeUrl} />}
      {pageParts.messages && <Toasts />}
      {pageParts.loginPanel && <SharedLoginPanel />}
    </>
  );
}
