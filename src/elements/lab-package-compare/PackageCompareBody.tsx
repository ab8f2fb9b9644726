import { Comparison } from '../../components/Comparison/Comparison';
import { Toasts } from '../../components/Toasts/Toasts';
import { usePageMessages } from '../../components/Toasts/usePageMessages';
import { SharedLoginPanel } from '../lab-login-panel';

export { comparisonTextsArrived } from '../../components/Comparison/Comparison';

/** What `lab-package-compare` gives its component (interface §2): its `test-ids` and `store-url`. */
export interface PackageCompareProps {
  testIds?: string;
  storeUrl?: string;
}

/** `test-ids="a, b"` → `['a', 'b']`; the comparison trims, drops repeats and keeps three. */
const idsOf = (testIds: string | undefined) => (testIds ?? '').split(',');

/** `lab-package-compare`'s body: the comparison of its `test-ids`, with the page's messages and login. */
export function PackageCompareBody({ testIds, storeUrl }: PackageCompareProps) {
  const pageParts = usePageMessages();
  return (
    <>
      <Comparison ids={idsOf(testIds)} storeUrl={storeUrl} />
      {pageParts.messages && <Toasts />}
      {pageParts.loginPanel && <SharedLoginPanel />}
    </>
  );
}
