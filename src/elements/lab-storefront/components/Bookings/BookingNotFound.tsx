import { Link } from 'wouter';
import { SearchX } from '../../../../components/icons';
import { useStyles } from '../../../../elementRuntime/shadowStyles';
import { useT } from '../../../../i18n/useT';
import { bookingsPath } from '../../../../router/storePaths.atBuild';
import stateCss from '../../../../components/LoadStates/LoadStates.css?inline';

/** No id in the address, or one this user has no booking with (the server answers another user's as unknown). */
export function BookingNotFound() {
  useStyles(stateCss);
  const t = useT();
  return (
    <div className="load-state">
      <SearchX aria-hidden="true" className="load-state__icon" />
      <h1 className="load-state__title" tabIndex={-1}>{t('bookings.notFound.title')}</h1>
      <p className="load-state__text">{t('bookings.notFound.text')}</p>
      <Link href={bookingsPath} className="button">{t('bookings.myBookings')}</Link>
    </div>
  );
}
