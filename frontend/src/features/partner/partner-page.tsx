import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { formatIso, type PartnerBookingView, type PartnerCreditView, type PartnerInvoiceView, type PartnerSelfView, todayInLondon } from '@luggage/contracts';
import { useCatalog } from '../../lib/catalog-context';
import { useFormatter } from '../../lib/i18n/use-language';
import { useSession } from '../../lib/session-context';
import { useApiData } from '../../lib/use-api-data';
import { usePageTitle } from '../../lib/use-page-title';
import { PageSpinner } from '../../components/ui/spinner';
import { InputField } from '../../components/ui/form-field';
import { getPartnerBookings, getPartnerInvoices, getPartnerSelf, getPartnerStatement, partnerInvoicePdfUrl } from './api';
import { PartnerBookingForm } from './partner-booking-form';

const thisMonth = () => {
  const today = formatIso(todayInLondon());
  return `${today.slice(5, 7)}-${today.slice(0, 4)}`;
};

function BookingsList({ bookings }: { bookings: PartnerBookingView[] }) {
  const { t } = useTranslation(['partner', 'manage']);
  const format = useFormatter();
  if (bookings.length === 0) return <p>{t('noBookings')}</p>;
  return (
    <table className="partner-table">
      <caption>{t('bookingsTitle')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('colReference')}</th>
          <th scope="col">{t('colGuest')}</th>
          <th scope="col">{t('colTheirReference')}</th>
          <th scope="col">{t('colDates')}</th>
          <th scope="col">{t('colPoint')}</th>
          <th scope="col">{t('colStatus')}</th>
          <th scope="col">{t('colTotal')}</th>
          <th scope="col">{t('colPaid')}</th>
        </tr>
      </thead>
      <tbody>
        {bookings.map((booking) => (
          <tr key={booking.reference}>
            <td>{booking.reference}</td>
            <td>{booking.guestName}</td>
            <td>{booking.partnerReference}</td>
            <td>{t('dates', { from: booking.collectionDate, to: booking.returnDate })}</td>
            <td>{booking.locationName}</td>
            <td>{t(`manage:status.${booking.status}`)}</td>
            <td>{format.money(booking.totalPence)}</td>
            <td>{booking.payment === 'account' ? t('paidOnAccount') : t('paidByCard')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Statement() {
  const { t } = useTranslation('partner');
  const format = useFormatter();
  const [month, setMonth] = useState(thisMonth);
  const { data } = useApiData((signal) => getPartnerStatement(month, signal), `partner-statement-${month}`);
  return (
    <section aria-labelledby="partner-statement-title" className="card">
      <h2 id="partner-statement-title">{t('statementTitle')}</h2>
      <InputField idPrefix="partner" name="month" label={t('month')} value={month} onChange={(event) => setMonth(event.target.value)} />
      {data && (
        <>
          <ul>
            {data.lines.map((line) => (
              <li key={line.reference}>{t('statementLine', { reference: line.reference, guest: line.guestName, net: format.money(line.netPence), share: format.money(line.sharePence) })}</li>
            ))}
          </ul>
          <p data-testid="partner-statement-totals">
            {t('statementTotals', {
              net: format.money(data.totals.netPence),
              share: format.money(data.totals.sharePence),
              owed: format.money(data.totals.owedPence),
              vat: data.vatPercent,
            })}
          </p>
        </>
      )}
    </section>
  );
}

function InvoiceItem({ invoice }: { invoice: PartnerInvoiceView }) {
  const { t } = useTranslation('partner');
  const format = useFormatter();
  return (
    <li>
      <a href={partnerInvoicePdfUrl(invoice.id)} target="_blank" rel="noreferrer">
        {t('invoiceLink', { number: invoice.number, month: invoice.month })}
      </a>{' '}
      {t('invoiceLine', { count: invoice.bookings, gross: format.money(invoice.grossPence), due: format.money(invoice.duePence) })}{' '}
      {invoice.payment ? t('invoicePaid', { date: invoice.payment.paidOn }) : t('invoiceUnpaid')}
      {invoice.stillDuePence > 0 && <> {t('invoiceStillDue', { amount: format.money(invoice.stillDuePence) })}</>}
      {invoice.owedToPartnerPence > 0 && <> {t('invoiceOwedToYou', { amount: format.money(invoice.owedToPartnerPence) })}</>}
      {invoice.credits.length + invoice.supplements.length > 0 && (
        <ul>
          {[...invoice.supplements.map((document) => ({ document, text: 'supplementLink' as const })), ...invoice.credits.map((document) => ({ document, text: creditText(document) }))].map(
            ({ document, text }) => (
              <li key={document.id}>
                <a href={partnerInvoicePdfUrl(document.id)} target="_blank" rel="noreferrer">
                  {t(text, { number: document.number, reference: document.bookingReference })}
                </a>{' '}
                {format.money(document.grossPence)}
              </li>
            ),
          )}
        </ul>
      )}
    </li>
  );
}

/** A credit note names its cause: the booking cancelled, or changed to a cheaper one. */
const creditText = (credit: PartnerCreditView) => (credit.cause === 'changed' ? 'creditLinkChanged' : 'creditLink');

/** The monthly invoices of the bookings on account, each PDF a link; issued after each month. */
function Invoices() {
  const { t } = useTranslation('partner');
  const { data } = useApiData(getPartnerInvoices, 'partner-invoices');
  return (
    <section aria-labelledby="partner-invoices-title" className="card">
      <h2 id="partner-invoices-title">{t('invoicesTitle')}</h2>
      {!data ? (
        <PageSpinner />
      ) : data.length === 0 ? (
        <p>{t('noInvoices')}</p>
      ) : (
        <ul className="partner-invoices">
          {data.map((invoice) => (
            <InvoiceItem key={invoice.id} invoice={invoice} />
          ))}
        </ul>
      )}
    </section>
  );
}

function PartnerWork({ partner }: { partner: PartnerSelfView }) {
  const { t } = useTranslation('partner');
  const catalog = useCatalog();
  const bookings = useApiData(getPartnerBookings, 'partner-bookings');
  return (
    <>
      <h1>{t('title', { name: partner.name })}</h1>
      <p>{t('linkIntro', { link: `${window.location.origin}/?partner=${partner.code}`, percent: partner.sharePercent })}</p>
      {catalog.data ? <PartnerBookingForm partner={partner} catalog={catalog.data} onBooked={bookings.reload} /> : <PageSpinner />}
      <section aria-labelledby="partner-bookings-title" className="card">
        <h2 id="partner-bookings-title">{t('bookingsTitle')}</h2>
        {bookings.data ? <BookingsList bookings={bookings.data} /> : <PageSpinner />}
      </section>
      <div className="partner-money">
        <Statement />
        <Invoices />
      </div>
    </>
  );
}

/** /partner: a hotel's or host's page, in the visitor's language; partners only (anyone else is sent home). */
export function PartnerPage() {
  const { t } = useTranslation('partner');
  usePageTitle(t('pageTitle'));
  const { user, ready } = useSession();
  const self = useApiData(getPartnerSelf, `partner-${user?.id ?? 0}`);
  if (!ready) return <PageSpinner />;
  if (user?.role !== 'partner') return <Navigate to={user ? '/' : '/login'} replace />;
  return <div className="container page partner">{self.data ? <PartnerWork partner={self.data} /> : self.error ? <p role="alert">{self.error.message}</p> : <PageSpinner />}</div>;
}
