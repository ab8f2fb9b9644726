import { useStore } from '@nanostores/react';
import { useT } from '../../../i18n/useT';
import { $isLoggedIn } from '../../../stores/session';
import { BookingsLogin } from '../components/Bookings/BookingsLogin';
import { MyBookings } from '../components/Bookings/MyBookings';
import { Screen } from '../components/Screen/Screen';

/** `/bookings`: My bookings, for a logged-in visitor; logged out, the login it needs. */
export default function BookingsPage() {
  const t = useT();
  const loggedIn = useStore($isLoggedIn);
  return <Screen title={t('bookings.myBookings')}>{loggedIn ? <MyBookings /> : <BookingsLogin />}</Screen>;
}
