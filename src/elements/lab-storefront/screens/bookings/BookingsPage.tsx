import { useStore } from '@nanostores/react';
import { Redirect } from 'wouter';
import { useBookingOn } from '../../../../components/BookingSwitch/BookingSwitch';
import { useT } from '../../../../i18n/useT';
import { errorPath } from '../../../../router/storePaths.atBuild';
import { titleOf } from '../../../../router/storeScreens';
import { $isLoggedIn } from '../../../../stores/session';
import { LoginNeeded } from '../../components/LoginNeeded/LoginNeeded';
import { MyBookings } from '../../components/Bookings/MyBookings';
import { Screen } from '../../components/Screen/Screen';
import type { ScreenProps } from '../lazyScreen';

/**
 * `#/bookings` (interface §2 `booking`): My bookings, for a logged-in visitor; logged out, the
 * login it needs. Without booking it is no screen of the store.
 */
export default function BookingsPage({ path }: ScreenProps) {
  const t = useT();
  const bookingOn = useBookingOn();
  const loggedIn = useStore($isLoggedIn);
  if (!bookingOn) return <Redirect to={errorPath} replace />;
  return <Screen title={t(titleOf(path))}>{loggedIn ? <MyBookings /> : <LoginNeeded title="bookings.login.title" text="bookings.login.text" button="bookings.login.button" />}</Screen>;
}
