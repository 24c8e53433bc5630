import { isDeduction, priceLineKey, priceLines, priceLineTerm, type ManageBookingView } from '@luggage/contracts';
import { BookedLegs } from '../../../components/booked/booked-booking';
import { useManageWords } from '../lib/use-manage-words';
import { priceAmountsOf } from './booking-details';

/**
 * The printable receipt: hidden on screen (the page shows the same facts), the only thing printed (see manage.css).
 * Company, booking, its legs as the page shows them, lines with their amounts, the price lines (contracts' priceLines:
 * storage, discount, each leg's fee, total), the payment and every refund; a booking on a partner's account says
 * whose account its total is on instead (nothing was paid by card).
 */
export function Receipt({ booking }: { booking: ManageBookingView }) {
  const { t, say, format, money, dateTime, nights, pointName, itemName } = useManageWords();
  const { company } = booking;
  const net = booking.paid - booking.refunded;
  // A same-day stay's lines are priced for the day (its items keep their day price): one period.
  const periods = booking.nights === 0 ? 1 : booking.nights;
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
      </p>
      <BookedLegs legs={booking.legs} nightsText={nights(booking.nights)} pointName={pointName} />
      <table className="receipt__table">
        <thead>
          <tr>
            <th scope="col">{t('receipt.item')}</th>
            <th scope="col">{t('receipt.quantity')}</th>
            <th scope="col">{t(booking.nights === 0 ? 'receipt.perDay' : 'receipt.perNight')}</th>
            <th scope="col">{t(booking.nights === 0 ? 'receipt.days' : 'receipt.nights')}</th>
            <th scope="col">{t('receipt.amount')}</th>
          </tr>
        </thead>
        <tbody>
          {booking.items.map((item) => (
            <tr key={item.code}>
              <td>{itemName(item.code, item.title)}</td>
              <td>{item.amount}</td>
              <td>{money(item.unitPrice)}</td>
              <td>{periods}</td>
              <td>{money(item.unitPrice * item.amount * periods)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          {priceLines(priceAmountsOf(booking)).map((line) => (
            <tr key={priceLineKey(line)}>
              <th scope="row" colSpan={4}>{say(priceLineTerm(line))}</th>
              <td>{isDeduction(line) ? t('minus', { amount: format.money(line.pence) }) : format.money(line.pence)}</td>
            </tr>
          ))}
          {booking.onAccountOf ? (
            <tr>
              <th scope="row" colSpan={4}>{t('receipt.onAccount', { partner: booking.onAccountOf })}</th>
              <td>{money(booking.total)}</td>
            </tr>
          ) : (
            <tr>
              <th scope="row" colSpan={4}>{t('receipt.paidByCard')}</th>
              <td>{money(booking.paid)}</td>
            </tr>
          )}
          {booking.refunds.map((refund, index) => (
            <tr key={`${refund.createdAt}-${index}`}>
              <th scope="row" colSpan={4}>
                {t(`receipt.refund_${refund.state}`, { at: dateTime(refund.createdAt) })}
              </th>
              <td>{t('minus', { amount: money(refund.amount) })}</td>
            </tr>
          ))}
          {!booking.onAccountOf && (
            <tr>
              <th scope="row" colSpan={4}>{t('receipt.net')}</th>
              <td>{money(net)}</td>
            </tr>
          )}
        </tfoot>
      </table>
    </section>
  );
}
