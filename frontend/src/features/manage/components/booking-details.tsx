import { poundsToPence, promoLineOf, type ManageBookingView, type PriceAmounts } from '@luggage/contracts';
import { BookedLegs, BookedPrice } from '../../../components/booked/booked-booking';
import { useManageWords } from '../lib/use-manage-words';
import { SameDayWhen } from './same-day-when';

/** The booking's price in pence as contracts' priceLines reads it (the manage view carries pounds and fee lines). */
export const priceAmountsOf = (booking: ManageBookingView): PriceAmounts => ({
  noDiscountPence: poundsToPence(booking.noDiscountCost),
  discountPence: poundsToPence(booking.discount),
  promo: promoLineOf(booking.promo),
  fees: booking.fees,
  totalPence: poundsToPence(booking.total),
});

/**
 * When and where: each leg as booked (the point's day and time with its address and a map link, or the driver's
 * window at the address), and the meeting instructions of a point the customer meets us at.
 */
export function WhenAndWhere({ booking }: { booking: ManageBookingView }) {
  const { t, nights, pointName, instructions } = useManageWords();
  const { location } = booking;
  const meetingInstructions = location.instructions && instructions(location.id, location.instructions);
  const shownInstructions = meetingInstructions && (
    <span className="booked-legs__sub meeting-instructions">
      {t('when.instructions')}: {meetingInstructions}
    </span>
  );
  return (
    <section className="panel manage-panel" aria-labelledby="manage-when">
      <h2 id="manage-when" className="panel__title">
        {t('when.title')}
      </h2>
      {booking.sameDay ? (
        <SameDayWhen booking={booking} stay={booking.sameDay} extra={shownInstructions} />
      ) : (
        <BookedLegs
          legs={booking.legs}
          nightsText={nights(booking.nights)}
          pointName={pointName}
          extra={(leg) => leg.kind === 'point' && leg.point?.id === location.id && shownInstructions}
        />
      )}
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
            {/* A same-day stay is priced by the day, which the booked items do not keep: no price per night to show. */}
            {!booking.sameDay && <span className="manage-muted">{t('items.perNightEach', { price: money(item.unitPrice) })}</span>}
          </li>
        ))}
      </ul>
      <BookedPrice amounts={priceAmountsOf(booking)} />
    </section>
  );
}
