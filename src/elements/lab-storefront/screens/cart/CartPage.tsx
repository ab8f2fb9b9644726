import { Redirect, useSearchParams } from 'wouter';
import { CartView } from '../../components/Cart/CartView';
import { Screen } from '../../components/Screen/Screen';
import { useT } from '../../../../i18n/useT';
import { titleOf } from '../../../../router/storeScreens';
import type { ScreenProps } from '../lazyScreen';
import { errorPath } from '../../../../router/storePaths.atBuild';

/** Product §2 `/cart?userId=`: the user's cart; without `userId` it redirects to `/error`. */
export default function CartPage({ path }: ScreenProps) {
  const t = useT();
  const [params] = useSearchParams();
  const userId = params.get('userId')?.trim();
  if (!userId) return <Redirect to={errorPath} replace />;
  return (
    <Screen title={t(titleOf(path))}>
      <CartView key={userId} userId={userId} />
    </Screen>
  );
}
