import { Redirect, useSearchParams } from 'wouter';
import { CartView } from '../components/Cart/CartView';
import { Screen } from '../components/Screen/Screen';
import { useT } from '../../../i18n/useT';

/** Product §2 `/cart?userId=`: the user's cart; without `userId` it redirects to `/error`. */
export default function CartPage() {
  const t = useT();
  const [params] = useSearchParams();
  const userId = params.get('userId')?.trim();
  if (!userId) return <Redirect to="/error" replace />;
  return (
    <Screen title={t('pages.cart.title')}>
      <CartView key={userId} userId={userId} />
    </Screen>
  );
}
