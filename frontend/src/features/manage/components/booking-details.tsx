import type { ManageBookingView } from '@luggage/contracts';
import { useManageWords } from '../lib/use-manage-words';

/** When and where: the collection and return days written out, the point with its address, time and a map link. */
export function WhenAndWhere({ booking }: { booking: ManageBookingView }) {
  const { t, format, nights, pointName, instructions } = useManageWords();
  const { location } = booking;
  const name = pointName(location.id, location.name);
  const meetingInstructions = location.instructions && instructions(location.id, location.instructions);
  return (
    <section className="panel manage-panel" aria-labelledby="manage-when">
      <h2 id="manage-when" className="panel__title">
        {t('when.title')}
      </h2>
      <dl className="manage-facts">
        <dt>{t('collection')}</dt>
        <dd>{t('when.at', { date: format.date(booking.collectionDate), time: location.time })}</dd>
        <dt>{t('return')}</dt>
        <dd>{t('when.returnAt', { date: format.date(booking.returnDate), time: location.returnTime, nights: nights(booking.nights) })}</dd>
        <dt>{t('when.point')}</dt>
        <dd>
          {name}
          {location.address && <span className="manage-facts__sub">{location.address}</span>}
          <a className="text-link manage-facts__map" href={location.mapUrl} target="_blank" rel="noopener noreferrer">
            {t('when.openInMaps', { name })}
            <span className="visually-hidden"> {t('newTab')}</span>
          </a>
        </dd>
        {meetingInstructions && (
          <>
            <dt>{t('when.instructions')}</dt>
            <dd className="meeting-instructions">{meetingInstructions}</dd>
          </>
        )}
      </dl>
    </section>
  );
}

export function ItemsAndPrice({ booking }: { booking: ManageBookingView }) {
  const { t, money, itemName } = useManageWords();
  return (
    <section className="panel manage-panel" aria-labelledby="manage-items">
      <h2 id="manage-items" className="panel__title">
        {t('items.title')}
      </h2>
      <ul className="manage-lines">
        {booking.items.map((item) => (
          <li key={item.code}>
            <span>{t('items.line', { amount: item.amount, title: itemName(item.code, item.title) })}</span>
            <span className="manage-muted">{t('items.perNightEach', { price: money(item.unitPrice) })}</span>
          </li>
        ))}
      </ul>
      <dl className="manage-money">
        {booking.discount > 0 && (
          <>
            <dt>{t('items.fullPrice')}</dt>
            <dd>{money(booking.noDiscountCost)}</dd>
            <dt>{t('items.discount')}</dt>
            <dd>{t('minus', { amount: money(booking.discount) })}</dd>
          </>
        )}
        <dt className="manage-money__total">{t('items.price')}</dt>
        <dd className="manage-money__total">{money(booking.total)}</dd>
      </dl>
    </section>
  );
}
