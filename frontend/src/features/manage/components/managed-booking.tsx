import type { ChangeQuote, ManageBookingView } from '@luggage/contracts';
import { useEffect, useRef, useState } from 'react';
import { useCatalog } from '../../../lib/catalog-context';
import { Button } from '../../../components/ui/button';
import { PageSpinner } from '../../../components/ui/spinner';
import { hasPass, usePass } from '../hooks/use-pass';
import { richText } from '../../../lib/i18n/rich-text';
import { type ManageWords, useManageWords } from '../lib/use-manage-words';
import { AddressLegs } from './address-legs';
import { ItemsAndPrice, WhenAndWhere } from './booking-details';
import { CancelPanel } from './cancel-panel';
import { ChangePanel } from './change-panel';
import { ExtendPanel } from './extend-panel';
import { RedeliveryPanel } from './redelivery-panel';
import { ChangePayment } from './change-payment';
import { HelpLine } from './help-line';
import { InvoicePanel } from './invoice-panel';
import { ClaimsPanel } from './claims-panel';
import { ManageActions } from './manage-actions';
import { OverdueNotice } from './overdue-notice';
import { ClosureNotice } from './closure-notice';
import { CustodyPanel } from './custody-panel';
import { PassPanel, PrintedPass } from './pass-panel';
import { HistoryPanel, PaymentsPanel } from './payments-panel';
import { Receipt } from './receipt';

type Mode = 'view' | 'change' | 'cancel' | 'pay_pending' | 'redeliver' | 'extend';

interface ManagedBookingProps {
  token: string;
  booking: ManageBookingView;
  onBooking: (booking: ManageBookingView) => void;
}

const STRIPE_RETURN = 'payment_intent_client_secret';
/** The pick-up reminder's link ends so: the page opens "Extend your stay" when the stay can be extended. */
const EXTEND_ANCHOR = '#extend';

/** Stripe sent the customer back here after an extra step for this pending change's payment. */
function returnedFor(booking: ManageBookingView): boolean {
  const secret = new URL(window.location.href).searchParams.get(STRIPE_RETURN);
  return secret !== null && secret === booking.pendingChange?.clientSecret;
}

/** What the page says after an action, put into words when shown: it follows a change of language. */
type Notice = (words: ManageWords) => string;

const extendedNotice = (quote: ChangeQuote): Notice => ({ t, money }) =>
  quote.payNow > 0 ? t('notice.extendedPaid', { amount: money(quote.payNow) }) : quote.refundNow > 0 ? t('notice.changedRefund', { amount: money(quote.refundNow) }) : t('notice.extended');

const changedNotice = (quote: ChangeQuote): Notice => ({ t, money }) => {
  if (quote.payNow > 0) return t('notice.changedPaid', { amount: money(quote.payNow) });
  if (quote.refundNow > 0) return t('notice.changedRefund', { amount: money(quote.refundNow) });
  return t('notice.changed');
};

/** Prints the receipt alone (after "Print pass", the root still says 'pass'). */
function printReceipt() {
  document.documentElement.dataset.print = 'receipt';
  window.print();
}

/** The manage page of one booking: what it is, what was paid and refunded, its history, and what can be done now. */
export function ManagedBooking({ token, booking, onBooking }: ManagedBookingProps) {
  const catalog = useCatalog();
  const words = useManageWords();
  const { t } = words;
  const [returned] = useState(() => returnedFor(booking));
  const [mode, setMode] = useState<Mode>(() => (returned ? 'pay_pending' : window.location.hash === EXTEND_ANCHOR && booking.actions.extend.allowed ? 'extend' : 'view'));
  const [notice, setNotice] = useState<Notice | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const { pass, failed: passFailed } = usePass(token, booking);

  useEffect(() => {
    if (!returned) return;
    const url = new URL(window.location.href);
    ['payment_intent', STRIPE_RETURN, 'redirect_status'].forEach((name) => url.searchParams.delete(name));
    window.history.replaceState(window.history.state, '', url.pathname + url.search);
  }, [returned]);

  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  const done = (next: ManageBookingView, message: Notice) => {
    onBooking(next);
    setMode('view');
    setNotice(() => message);
  };
  const open = (next: Mode) => {
    setNotice(null);
    setMode(next);
  };

  const panel = () => {
    if (mode === 'cancel') {
      return (
        <CancelPanel
          token={token}
          booking={booking}
          onRefreshed={onBooking}
          onCancelled={(next, refund) => done(next, (w) => (refund > 0 ? w.t('notice.cancelledRefund', { amount: w.money(refund) }) : w.t('notice.cancelled')))}
          onClose={() => setMode('view')}
        />
      );
    }
    if (mode === 'pay_pending' && booking.pendingChange) {
      return (
        <ChangePayment token={token} change={booking.pendingChange} payments={catalog.data?.payments ?? { provider: 'offline' }} returned={returned}
          onChanged={(next) => done(next, (w) => w.t('notice.changed'))} onClose={() => setMode('view')} />
      );
    }
    if (mode === 'extend') {
      return (
        <ExtendPanel token={token} booking={booking} payments={catalog.data?.payments ?? { provider: 'offline' }}
          onExtended={(next, quote) => done(next, extendedNotice(quote))} onClose={() => setMode('view')} />
      );
    }
    if (mode === 'change' || mode === 'redeliver') {
      if (!catalog.data) {
        return catalog.error ? (
          <div className="problem" role="alert">
            <p>{t('page.catalogFailed')}</p>
            <Button variant="secondary" size="sm" onClick={catalog.reload}>{t('tryAgain')}</Button>
          </div>
        ) : (
          <PageSpinner label={t('page.catalogLoading')} />
        );
      }
      if (mode === 'redeliver') {
        return <RedeliveryPanel token={token} booking={booking} catalog={catalog.data} onRebooked={(next) => done(next, (w) => w.t('notice.rebooked'))} onClose={() => setMode('view')} />;
      }
      return <ChangePanel token={token} booking={booking} catalog={catalog.data} onChanged={(next, quote) => done(next, changedNotice(quote))} onClose={() => setMode('view')} />;
    }
    return (
      <ManageActions booking={booking} onChange={() => open('change')} onExtend={() => open('extend')} onCancel={() => open('cancel')} onPayPending={() => open('pay_pending')} />
    );
  };

  return (
    <article className="container page manage-page" aria-labelledby="manage-title">
      <div className="manage-screen">
        <header className="manage-header">
          <div>
            <p className="eyebrow">{t('yourBooking')}</p>
            <h1 id="manage-title" className="manage-header__title">
              {richText(t('page.heading', { reference: booking.reference }), { ref: (reference) => <span className="manage-reference">{reference}</span> })}
            </h1>
            <p className="manage-header__name">{booking.fullName}</p>
          </div>
          <div className="manage-header__side">
            {booking.overdue ? (
              <span className="manage-status manage-status--overdue">{t('status.overdue')}</span>
            ) : (
              <span className={`manage-status manage-status--${booking.status}`}>{t(`status.${booking.status}`)}</span>
            )}
            <Button variant="secondary" size="sm" onClick={printReceipt}>
              {t('page.printReceipt')}
            </Button>
          </div>
        </header>
        <div role="status" className="manage-notice-slot">
          {notice && (
            <div className="notice manage-notice" tabIndex={-1} ref={noticeRef}>
              {notice(words)}
            </div>
          )}
        </div>
        <div className="manage-layout">
          {booking.closure && (
            <ClosureNotice token={token} closure={booking.closure} onRefreshed={onBooking}
              onTaken={(next, choice) => done(next, (w) => w.t(choice === 'refund' ? 'notice.cancelledRefund' : 'notice.changed', { amount: w.money(booking.closure?.refund ?? 0) }))} />
          )}
          {booking.overdue && <OverdueNotice overdue={booking.overdue} onExtend={booking.actions.extend.allowed && mode === 'view' ? () => open('extend') : undefined} />}
          <div className="manage-layout__action">{panel()}</div>
          {hasPass(booking) && <PassPanel token={token} booking={booking} pass={pass} failed={passFailed} />}
          <WhenAndWhere booking={booking} />
          <AddressLegs booking={booking} onRebook={() => open('redeliver')} />
          <CustodyPanel token={token} version={`${booking.status}-${booking.legs.map((leg) => leg.state).join('-')}`} />
          <ItemsAndPrice booking={booking} />
          <PaymentsPanel booking={booking} />
          <InvoicePanel token={token} booking={booking} />
          <ClaimsPanel token={token} status={booking.status} />
          <HistoryPanel booking={booking} />
          <HelpLine company={booking.company} reference={booking.reference} />
        </div>
      </div>
      <Receipt booking={booking} />
      {pass && hasPass(booking) && <PrintedPass booking={booking} pass={pass} />}
    </article>
  );
}
