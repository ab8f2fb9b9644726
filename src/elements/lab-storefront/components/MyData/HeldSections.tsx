import type { ReactNode } from 'react';
import type { HeldData } from '../../../../domain/myData';
import { dateText } from '../../../../lib/dateText';
import { clockTimeText } from '../../../../lib/bookingTimes';
import { useT } from '../../../../i18n/useT';
import type { MessageKey } from '../../../../i18n';
import { BOOKING_STATUSES } from '../../../../domain/booking';
import { formatRupees } from '../../../../lib/formatRupees';

const statusKey = (status: string): MessageKey =>
  BOOKING_STATUSES.some((known) => known === status) ? (`myData.status.${status}` as MessageKey) : 'myData.status.unknown';

/** One kind of data held: its heading, and its entries or what says there are none. */
function HeldList({ title, none, children }: { title: string; none: string; children: ReactNode[] }) {
  return (
    <section className="my-data__card">
      <h2 className="my-data__title">{title}</h2>
      {children.length > 0 ? <ul className="my-data__list" role="list">{children}</ul> : <p className="my-data__muted">{none}</p>}
    </section>
  );
}

/** Product "My data": what the lab holds, in plain words, kind by kind. */
export function HeldSections({ held }: { held: HeldData }) {
  const t = useT();
  const date = (instant: string) => dateText(t.locale, instant);
  return (
    <>
      <section className="my-data__card">
        <h2 className="my-data__title">{t('myData.account.title')}</h2>
        <p>{t('myData.account.phone', { phone: held.phoneNumber })}</p>
        <p className="my-data__muted">{t('myData.account.since', { date: date(held.createdAt) })}</p>
      </section>
      <HeldList title={t('myData.cart.title')} none={t('myData.cart.none')}>
        {held.cart.map((item, index) => (
          <li key={index} className="my-data__entry">
            <span>{item.name}</span> <span>{formatRupees(item.price, t.locale)}</span>
          </li>
        ))}
      </HeldList>
      <HeldList title={t('myData.people.title')} none={t('myData.people.none')}>
        {held.people.map((person, index) => <li key={index}>{t('myData.people.entry', { name: person.name, age: person.age })}</li>)}
      </HeldList>
      <HeldList title={t('myData.addresses.title')} none={t('myData.addresses.none')}>
        {held.addresses.map((address, index) => (
          <li key={index}>{[address.line1, address.area, address.city, address.pincode].join(', ')}</li>
        ))}
      </HeldList>
      <HeldList title={t('myData.bookings.title')} none={t('myData.bookings.none')}>
        {held.bookings.map((booking) => (
          <li key={booking.number}>
            {t('myData.bookings.entry', {
              number: booking.number,
              date: date(`${booking.date}T12:00:00+05:30`),
              time: clockTimeText(t.locale, booking.date, booking.start),
              status: t(statusKey(booking.status)),
            })}
          </li>
        ))}
      </HeldList>
      <HeldList title={t('myData.devices.title')} none={t('myData.devices.none')}>
        {[
          ...held.devices.map((device, index) => (
            <li key={index}>{t('myData.devices.session', { date: date(device.loggedInAt), used: date(device.lastUsedAt) })}</li>
          )),
          ...(held.deviceKeys.length > 0
            ? [<li key="keys">{t.plural('myData.devices.keys', held.deviceKeys.length, { date: date(held.deviceKeys[held.deviceKeys.length - 1] ?? '') })}</li>]
            : []),
        ]}
      </HeldList>
    </>
  );
}
