import { DEFAULT_LANGUAGE, type HistoryEntry, type ManageBookingView, type RefundView } from '@luggage/contracts';
import type { ReactNode } from 'react';
import { activeLanguage } from '../../../lib/i18n/active-language';
import { richText } from '../../../lib/i18n/rich-text';
import { type ManageWords, useManageWords } from '../lib/use-manage-words';

/**
 * The server writes a history row's and a refund's words in English, with notes only English has (what a change
 * changed, an operator's reason). English shows them as they are; another language says the row's event and actor
 * from their codes, and a refund by its date alone, rather than show English words.
 */
const inEnglish = () => activeLanguage() === DEFAULT_LANGUAGE;

function historyRow(entry: HistoryEntry, { t }: ManageWords): { action: string; actor: string } {
  if (inEnglish() || !entry.event || !entry.by) return { action: entry.action, actor: entry.actor };
  return { action: t(`history.events.${entry.event}`), actor: t(`history.by.${entry.by}`) };
}

function refundWhy(refund: RefundView, { t, dateTime }: ManageWords): ReactNode {
  const at = dateTime(refund.createdAt);
  const time = (text: string) => <time dateTime={refund.createdAt}>{text}</time>;
  return inEnglish() ? richText(t('payments.reasonAt', { reason: refund.reason, at }), { time }) : time(at);
}

/** What was taken from the card (or whose account the booking is on), what has come back, and what is still on its way back. */
export function PaymentsPanel({ booking }: { booking: ManageBookingView }) {
  const words = useManageWords();
  const { t, money } = words;
  return (
    <section className="panel manage-panel" aria-labelledby="manage-payments">
      <h2 id="manage-payments" className="panel__title">
        {t('payments.title')}
      </h2>
      {booking.onAccountOf && <p>{t('payments.onAccountNote', { partner: booking.onAccountOf })}</p>}
      <dl className="manage-money">
        {booking.onAccountOf ? (
          <>
            <dt>{t('payments.onAccount', { partner: booking.onAccountOf })}</dt>
            <dd>{money(booking.total)}</dd>
          </>
        ) : (
          <>
            <dt>{t('payments.paid')}</dt>
            <dd>{money(booking.paid)}</dd>
          </>
        )}
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
                {refundWhy(refund, words)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function HistoryPanel({ booking }: { booking: ManageBookingView }) {
  const words = useManageWords();
  const { t, dateTime } = words;
  return (
    <section className="panel manage-panel" aria-labelledby="manage-history">
      <h2 id="manage-history" className="panel__title">
        {t('history.title')}
      </h2>
      <ol className="manage-history">
        {booking.history.map((entry, index) => {
          const { action, actor } = historyRow(entry, words);
          return (
            <li key={`${entry.at}-${index}`}>
              <strong>{action}</strong>
              <span className="manage-muted">
                {richText(t('history.byAt', { actor, at: dateTime(entry.at) }), { time: (text) => <time dateTime={entry.at}>{text}</time> })}
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
