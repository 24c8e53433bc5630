import { BOOKING_STATUS_LABELS, formatReadableDate, type ManageBookingView } from '@luggage/contracts';
import { londonDateTime, nightsText, pounds, REFUND_STATE_LABELS } from '../lib/format';

/**
 * The printable receipt: hidden on screen (the page shows the same facts), the only thing printed (see manage.css).
 * Company, booking, lines with their amounts, totals, the payment and every refund.
 */
export function Receipt({ booking }: { booking: ManageBookingView }) {
  const { company } = booking;
  const net = booking.paid - booking.refunded;
  return (
    <section className="receipt" aria-label="Receipt">
      <header className="receipt__header">
        <div>
          <p className="receipt__company">{company.name}</p>
          <p>{company.address}</p>
          <p>{company.email}</p>
        </div>
        <div className="receipt__meta">
          <h2>Receipt</h2>
          <p>Booking reference {booking.reference}</p>
          <p>Booked {londonDateTime(booking.confirmedAt ?? booking.createdAt)}</p>
          <p>Status: {BOOKING_STATUS_LABELS[booking.status]}</p>
        </div>
      </header>
      <p>
        {booking.fullName}, {booking.email}
        <br />
        {booking.location.name}: {formatReadableDate(booking.collectionDate)} to {formatReadableDate(booking.returnDate)} ({nightsText(booking.nights)}),{' '}
        {booking.location.time}
      </p>
      <table className="receipt__table">
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col">Quantity</th>
            <th scope="col">Per night</th>
            <th scope="col">Nights</th>
            <th scope="col">Amount</th>
          </tr>
        </thead>
        <tbody>
          {booking.items.map((item) => (
            <tr key={item.code}>
              <td>{item.title}</td>
              <td>{item.amount}</td>
              <td>{pounds(item.unitPrice)}</td>
              <td>{booking.nights}</td>
              <td>{pounds(item.unitPrice * item.amount * booking.nights)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={4}>Full price</th>
            <td>{pounds(booking.noDiscountCost)}</td>
          </tr>
          <tr>
            <th scope="row" colSpan={4}>Discount</th>
            <td>- {pounds(booking.discount)}</td>
          </tr>
          <tr>
            <th scope="row" colSpan={4}>Total</th>
            <td>{pounds(booking.total)}</td>
          </tr>
          <tr>
            <th scope="row" colSpan={4}>Paid by card</th>
            <td>{pounds(booking.paid)}</td>
          </tr>
          {booking.refunds.map((refund, index) => (
            <tr key={`${refund.createdAt}-${index}`}>
              <th scope="row" colSpan={4}>
                Refund, {londonDateTime(refund.createdAt)} ({REFUND_STATE_LABELS[refund.state].toLowerCase()})
              </th>
              <td>- {pounds(refund.amount)}</td>
            </tr>
          ))}
          <tr>
            <th scope="row" colSpan={4}>Net paid</th>
            <td>{pounds(net)}</td>
          </tr>
        </tfoot>
      </table>
    </section>
  );
}
