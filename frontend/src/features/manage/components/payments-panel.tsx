import type { ManageBookingView } from '@luggage/contracts';
import { useManageWords } from '../lib/use-manage-words';

/** What was taken from the card, what has come back, and what is still on its way back. */
export function PaymentsPanel({ booking }: { booking: ManageBookingView }) {
  const { t, money, dateTime } = useManageWords();
  return (
    <section className="panel manage-panel" aria-labelledby="manage-payments">
      <h2 id="manage-payments" className="panel__title">
        {t('payments.title')}
      </h2>
      <dl className="manage-money">
        <dt>{t('payments.paid')}</dt>
        <dd>{money(booking.paid)}</dd>
        <dt>{t('payments.refunded')}</dt>
        <dd>{money(booking.refunded)}</dd>
        {booking.refundPending > 0 && (
          <>
            <dt>{t('payments.underWay')}</dt>
            <dd>{money(booking.refundPending)}</dd>
          </>
        )}
      </dl>
      {booking.refunds.length > 0 && (
        <ul className="manage-refunds" aria-label={t('payments.refunds')}>
          {booking.refunds.map((refund, index) => (
            <li key={`${refund.createdAt}-${index}`}>
              <span className="manage-refunds__amount">{t('payments.refundOf', { amount: money(refund.amount) })}</span>
              <span className={`manage-refund-state manage-refund-state--${refund.state}`}>{t(`refundState.${refund.state}`)}</span>
              <span className="manage-muted">
                {t('payments.reasonAt', { reason: refund.reason, at: dateTime(refund.createdAt) })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function HistoryPanel({ booking }: { booking: ManageBookingView }) {
  const { t, dateTime } = useManageWords();
  return (
    <section className="panel manage-panel" aria-labelledby="manage-history">
      <h2 id="manage-history" className="panel__title">
        {t('history.title')}
      </h2>
      <ol className="manage-history">
        {booking.history.map((entry, index) => (
          <li key={`${entry.at}-${index}`}>
            <strong>{entry.action}</strong>
            <span className="manage-muted">{t('history.byAt', { actor: entry.actor, at: dateTime(entry.at) })}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
