import { CalendarCheck, FlaskConical, MapPin } from '../../../../components/icons';
import type { Booking, BookingItem } from '../../../../domain/booking';
import { useStyles } from '../../../../elementRuntime/shadowStyles';
import { useLocale } from '../../../../i18n/localeContext';
import { useT } from '../../../../i18n/useT';
import { formatRupees } from '../../../../lib/formatRupees';
import { useVisitTime } from './useVisitTime';
import { visitAddress } from './visitAddress';
import css from './BookingDetails.css?inline';

/** Each person once, with the tests booked for them, in the order they first appear. */
function testsByPerson(items: readonly BookingItem[]): { person: BookingItem['person']; items: BookingItem[] }[] {
  const groups = new Map<string, { person: BookingItem['person']; items: BookingItem[] }>();
  for (const item of items) {
    const group = groups.get(item.person._id) ?? { person: item.person, items: [] };
    group.items.push(item);
    groups.set(item.person._id, group);
  }
  return [...groups.values()];
}

/** When and where the collector comes, who is tested for what, and what is paid at collection. */
export function BookingDetails({ booking }: { booking: Booking }) {
  useStyles(css);
  const t = useT();
  const locale = useLocale();
  const visitTime = useVisitTime();
  return (
    <div className="booking-details">
      <dl className="booking-details__facts">
        <div className="booking-details__fact">
          <CalendarCheck aria-hidden="true" className="booking-details__icon" />
          <dt>{t('bookings.when')}</dt>
          <dd>{visitTime(booking)}</dd>
        </div>
        <div className="booking-details__fact">
          <MapPin aria-hidden="true" className="booking-details__icon" />
          <dt>{t('bookings.where')}</dt>
          <dd>{visitAddress(booking.address)}</dd>
        </div>
        <div className="booking-details__fact">
          <FlaskConical aria-hidden="true" className="booking-details__icon" />
          <dt>{t('bookings.tests')}</dt>
          <dd>
            <ul className="booking-details__people" role="list">
              {testsByPerson(booking.items).map(({ person, items }) => (
                <li key={person._id}>
                  <span className="booking-details__person">{t('bookings.person', { name: person.name, age: person.age })}</span>
                  <ul className="booking-details__tests" role="list">
                    {items.map((item) => (
                      <li key={item.testId}>
                        <span>{item.name}</span>
                        <span>{formatRupees(item.price, locale)}</span>
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
          </dd>
        </div>
      </dl>
      <dl className="booking-details__sums">
        <div>
          <dt>{t('bookings.fee')}</dt>
          <dd>{booking.collectionFee === 0 ? t('bookings.feeFree') : formatRupees(booking.collectionFee, locale)}</dd>
        </div>
        <div className="booking-details__total">
          <dt>{t('bookings.total')}</dt>
          <dd>{formatRupees(booking.total, locale)}</dd>
        </div>
      </dl>
      <p className="booking-details__payment">{t('bookings.payment')}</p>
    </div>
  );
}
