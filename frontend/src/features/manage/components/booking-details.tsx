import { formatReadableDate, type ManageBookingView } from '@luggage/contracts';
import { nightsText, pounds } from '../lib/format';

/** When and where: the collection and return days written out, the point with its address, time and a map link. */
export function WhenAndWhere({ booking }: { booking: ManageBookingView }) {
  const { location } = booking;
  return (
    <section className="panel manage-panel" aria-labelledby="manage-when">
      <h2 id="manage-when" className="panel__title">
        When and where
      </h2>
      <dl className="manage-facts">
        <dt>Collection</dt>
        <dd>
          {formatReadableDate(booking.collectionDate)} at {location.time}
        </dd>
        <dt>Return</dt>
        <dd>
          {formatReadableDate(booking.returnDate)} at {location.returnTime} ({nightsText(booking.nights)})
        </dd>
        <dt>Meeting point</dt>
        <dd>
          {location.name}
          {location.address && <span className="manage-facts__sub">{location.address}</span>}
          <a className="text-link manage-facts__map" href={location.mapUrl} target="_blank" rel="noopener noreferrer">
            Open {location.name} in maps<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </dd>
        {location.instructions && (
          <>
            <dt>Meeting instructions</dt>
            <dd className="meeting-instructions">{location.instructions}</dd>
          </>
        )}
      </dl>
    </section>
  );
}

export function ItemsAndPrice({ booking }: { booking: ManageBookingView }) {
  return (
    <section className="panel manage-panel" aria-labelledby="manage-items">
      <h2 id="manage-items" className="panel__title">
        Items and price
      </h2>
      <ul className="manage-lines">
        {booking.items.map((item) => (
          <li key={item.code}>
            <span>
              {item.amount} x {item.title}
            </span>
            <span className="manage-muted">{pounds(item.unitPrice)} per night each</span>
          </li>
        ))}
      </ul>
      <dl className="manage-money">
        {booking.discount > 0 && (
          <>
            <dt>Full price</dt>
            <dd>{pounds(booking.noDiscountCost)}</dd>
            <dt>Discount</dt>
            <dd>- {pounds(booking.discount)}</dd>
          </>
        )}
        <dt className="manage-money__total">Price</dt>
        <dd className="manage-money__total">{pounds(booking.total)}</dd>
      </dl>
    </section>
  );
}
