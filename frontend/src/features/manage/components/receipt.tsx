import type { ManageBookingView } from '@luggage/contracts';
import { useManageWords } from '../lib/use-manage-words';

/**
 * The printable receipt: hidden on screen (the page shows the same facts), the only thing printed (see manage.css).
 * Company, booking, lines with their amounts, totals, the payment and every refund.
 */
export function Receipt({ booking }: { booking: ManageBookingView }) {
  const { t, format, money, dateTime, nights, pointName, itemName } = useManageWords();
  const { company, location } = booking;
  const net = booking.paid - booking.refunded;
  const stay = {
    point: pointName(location.id, location.name),
    from: format.date(booking.collectionDate),
    to: format.date(booking.returnDate),
    nights: nights(booking.nights),
    time: location.time,
  };
  return (
    <section className="receipt" aria-label={t('receipt.title')}>
      <header className="receipt__header">
        <div>
          <p className="receipt__company">{company.name}</p>
          <p>{company.address}</p>
          <p>{company.email}</p>
        </div>
        <div className="receipt__meta">
          <h2>{t('receipt.title')}</h2>
          <p>{t('receipt.reference', { reference: booking.reference })}</p>
          <p>{t('receipt.booked', { at: dateTime(booking.confirmedAt ?? booking.createdAt) })}</p>
          <p>{t('receipt.status', { status: t(`status.${booking.status}`) })}</p>
        </div>
      </header>
      <p>
        {booking.fullName}, {booking.email}
        <br />
        {t('receipt.stay', stay)}
      </p>
      <table className="receipt__table">
        <thead>
          <tr>
            <th scope="col">{t('receipt.item')}</th>
            <th scope="col">{t('receipt.quantity')}</th>
            <th scope="col">{t('receipt.perNight')}</th>
            <th scope="col">{t('receipt.nights')}</th>
            <th scope="col">{t('receipt.amount')}</th>
          </tr>
        </thead>
        <tbody>
          {booking.items.map((item) => (
            <tr key={item.code}>
              <td>{itemName(item.code, item.title)}</td>
              <td>{item.amount}</td>
              <td>{money(item.unitPrice)}</td>
              <td>{booking.nights}</td>
              <td>{money(item.unitPrice * item.amount * booking.nights)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={4}>{t('items.fullPrice')}</th>
            <td>{money(booking.noDiscountCost)}</td>
          </tr>
          <tr>
            <th scope="row" colSpan={4}>{t('items.discount')}</th>
            <td>{t('minus', { amount: money(booking.discount) })}</td>
          </tr>
          <tr>
            <th scope="row" colSpan={4}>{t('receipt.total')}</th>
            <td>{money(booking.total)}</td>
          </tr>
          <tr>
            <th scope="row" colSpan={4}>{t('receipt.paidByCard')}</th>
            <td>{money(booking.paid)}</td>
          </tr>
          {booking.refunds.map((refund, index) => (
            <tr key={`${refund.createdAt}-${index}`}>
              <th scope="row" colSpan={4}>
                {t(`receipt.refund_${refund.state}`, { at: dateTime(refund.createdAt) })}
              </th>
              <td>{t('minus', { amount: money(refund.amount) })}</td>
            </tr>
          ))}
          <tr>
            <th scope="row" colSpan={4}>{t('receipt.net')}</th>
            <td>{money(net)}</td>
          </tr>
        </tfoot>
      </table>
    </section>
  );
}
