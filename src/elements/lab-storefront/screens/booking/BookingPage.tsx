import { useStore } from '@nanostores/react';
import { Redirect, useSearchParams } from 'wouter';
import { useBookingOn } from '../../../../components/BookingSwitch/BookingSwitch';
import { LoadFailed } from '../../../../components/LoadStates/LoadFailed';
import { useSessionEnded } from '../../../../elementRuntime/events/sessionEvents';
import { useLoadable } from '../../../../hooks/useLoadable';
import { useT } from '../../../../i18n/useT';
import { readBooking } from '../../../../stores/bookings';
import { errorPath } from '../../../../router/storePaths.atBuild';
import { $isLoggedIn } from '../../../../stores/session';
import { BookingConfirmation } from '../../components/Bookings/BookingConfirmation';
import { BookingNotFound } from '../../components/Bookings/BookingNotFound';
import { LoginNeeded } from '../../components/LoginNeeded/LoginNeeded';
import { Screen } from '../../components/Screen/Screen';

/** Reads the booking from the server each time, so a reload or a shared address shows where it stands. */
function BookingById({ id }: { id: string }) {
  const t = useT();
  const sessionEnded = useSessionEnded();
  const { state, retry } = useLoadable(async () => {
    const outcome = await readBooking(id);
    if (!outcome.ok && outcome.status === 401) sessionEnded();
    return outcome;
  }, id);
  if (state.status === 'loading') {
    return (
      <Screen>
        <p className="storefront__loading" role="status">{t('common.loading')}</p>
      </Screen>
    );
  }
  if (state.status === 'failed') {
    return (
      <Screen title={t('bookings.myBookings')}>
        <LoadFailed message={state.message} onRetry={retry} />
      </Screen>
    );
  }
  const booking = state.value;
  if (!booking) {
    return (
      <Screen>
        <BookingNotFound />
      </Screen>
    );
  }
  const title = booking.status === 'cancelled' ? t('bookings.heading', { number: booking.number }) : t('bookings.confirmed.title');
  return (
    <Screen title={title}>
      <BookingConfirmation booking={booking} />
    </Screen>
  );
}

/**
 * `#/booking?id=` (interface §2 `booking`): one booked visit, shown as its confirmation; logged out,
 * the login it needs. Without booking it is no screen of the store.
 */
export default function BookingPage() {
  const t = useT();
  const bookingOn = useBookingOn();
  const [params] = useSearchParams();
  const loggedIn = useStore($isLoggedIn);
  const id = params.get('id')?.trim();
  if (!bookingOn) return <Redirect to={errorPath} replace />;
  if (!loggedIn) {
    return (
      <Screen title={t('pages.bookings.title')}>
        <LoginNeeded title="bookings.login.title" text="bookings.login.text" button="bookings.login.button" />
      </Screen>
    );
  }
  if (!id) {
    return (
      <Screen>
        <BookingNotFound />
      </Screen>
    );
  }
  return <BookingById key={id} id={id} />;
}
