import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import { Redirect, useSearchParams } from 'wouter';
import { useBookingOn } from '../../../../components/BookingSwitch/BookingSwitch';
import { useT } from '../../../../i18n/useT';
import type { OrderSource } from '../../../../stores/checkout';
import { $userId } from '../../../../stores/session';
import { CheckoutFlow } from '../../components/Checkout/CheckoutFlow';
import { CheckoutLogin } from '../../components/Checkout/CheckoutLogin';
import { Screen } from '../../components/Screen/Screen';
import { titleOf } from '../../../../router/storeScreens';
import { errorPath } from '../../../../router/storePaths.atBuild';
import type { ScreenProps } from '../lazyScreen';

/**
 * `#/checkout` (interface §2 `booking`): the cart's tests, or `?test=` one test alone (Book Now).
 * Without booking it is no screen of the store, and logged out it asks for the login first.
 */
export default function CheckoutPage({ path }: ScreenProps) {
  const t = useT();
  const bookingOn = useBookingOn();
  const userId = useStore($userId);
  const [params] = useSearchParams();
  const testId = params.get('test')?.trim();
  const source = useMemo<OrderSource>(() => (testId ? { kind: 'test', testId } : { kind: 'cart', userId }), [testId, userId]);
  if (!bookingOn) return <Redirect to={errorPath} replace />;
  return (
    <Screen title={t(titleOf(path))}>
      {userId ? <CheckoutFlow key={userId} userId={userId} source={source} /> : <CheckoutLogin />}
    </Screen>
  );
}
