import { formatPounds, type PartnerCreditView, type PartnerInvoiceView, type PartnerView } from '@luggage/contracts';
import { Button } from '../../components/ui/button';
import { InputField } from '../../components/ui/form-field';
import { PageSpinner } from '../../components/ui/spinner';
import { useApiData } from '../../lib/use-api-data';
import { documentPdfUrl, getPartnerInvoices, issuePartnerInvoice } from './api/partners';
import { FurtherPaymentForm, PaymentForm, RefundForm, Status, useSubmit, VoidPaymentForm } from './partner-invoice-forms';

const lastMonth = () => {
  const now = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', month: '2-digit', year: 'numeric' }).format(new Date());
  const [month, year] = now.split('/').map(Number);
  return month === 1 ? `12-${year - 1}` : `${String(month - 1).padStart(2, '0')}-${year}`;
};

/** A credit note's or supplementary invoice's line under its invoice. */
function AdjustmentItem({ document, what }: { document: PartnerCreditView; what: string }) {
  return (
    <li>
      <a href={documentPdfUrl(document.id)} target="_blank" rel="noreferrer">
        {document.number}
      </a>{' '}
      {what}: booking {document.bookingReference} {document.cause}: {formatPounds(document.grossPence)}
    </li>
  );
}

/** What is owed back to the partner or still due from it, further payments, what was paid back, and voided payments. */
function PaymentLine({ invoice }: { invoice: PartnerInvoiceView }) {
  return (
    <>
      {invoice.owedToPartnerPence > 0 && <p className="admin-message admin-message--error">Owed to the partner: {formatPounds(invoice.owedToPartnerPence)}</p>}
      {invoice.stillDuePence > 0 && <p className="admin-message admin-message--error">Still due from the partner: {formatPounds(invoice.stillDuePence)}</p>}
      {invoice.furtherPayments.map((further, index) => (
        <p key={`further-${index}`}>
          Paid further by the partner: {formatPounds(further.amountPence)} on {further.paidOn}
        </p>
      ))}
      {invoice.refunds.map((refund, index) => (
        <p key={`refund-${index}`}>
          Paid back to the partner: {formatPounds(refund.amountPence)} on {refund.paidOn}
        </p>
      ))}
      {invoice.voids.map((voided, index) => (
        <p key={`void-${index}`} className="admin-muted">
          {voided.further ? 'Further payment' : 'Payment'} of {formatPounds(voided.amountPence)} on {voided.paidOn} voided on {voided.voidedOn} by {voided.voidedBy}: {voided.reason}
        </p>
      ))}
    </>
  );
}

function InvoiceItem({ invoice, onChanged }: { invoice: PartnerInvoiceView; onChanged: () => void }) {
  return (
    <li className="admin-card">
      <p>
        <a href={documentPdfUrl(invoice.id)} target="_blank" rel="noreferrer">
          {invoice.number} ({invoice.month}) PDF
        </a>{' '}
        · {invoice.bookings} bookings · gross {formatPounds(invoice.grossPence)} (VAT {formatPounds(invoice.vatPence)}) · due {formatPounds(invoice.duePence)} ·{' '}
        {invoice.payment ? `paid ${formatPounds(invoice.payment.amountPence)} on ${invoice.payment.paidOn}` : 'unpaid'}
      </p>
      {invoice.credits.length + invoice.supplements.length > 0 && (
        <ul>
          {invoice.credits.map((credit) => (
            <AdjustmentItem key={credit.id} document={credit} what="credit note" />
          ))}
          {invoice.supplements.map((supplement) => (
            <AdjustmentItem key={supplement.id} document={supplement} what="supplementary invoice" />
          ))}
        </ul>
      )}
      <PaymentLine invoice={invoice} />
      {!invoice.payment && <PaymentForm invoice={invoice} onRecorded={onChanged} />}
      {invoice.owedToPartnerPence > 0 && <RefundForm invoice={invoice} onRecorded={onChanged} />}
      {invoice.stillDuePence > 0 && <FurtherPaymentForm invoice={invoice} onRecorded={onChanged} />}
      {invoice.payment && (invoice.refunds.length === 0 || invoice.furtherPayments.length > 0) && <VoidPaymentForm invoice={invoice} onVoided={onChanged} />}
    </li>
  );
}

/** A partner's monthly invoices (each PDF a link), the button that issues a month's, and each one's payment. */
export function PartnerInvoicesPanel({ partner }: { partner: PartnerView }) {
  const { data, error, loading, reload } = useApiData((signal) => getPartnerInvoices(partner.id, signal), `partner-invoices-${partner.id}`);
  const issue = useSubmit(async (data) => {
    const invoice = await issuePartnerInvoice(partner.id, String(data.get('month') ?? ''));
    reload();
    return `Invoice ${invoice.number} of ${invoice.month}.`;
  });
  return (
    <section aria-label={`Monthly invoices of ${partner.name}`}>
      <h4>Monthly invoices</h4>
      <form onSubmit={issue.submit} noValidate aria-label={`Issue an invoice of ${partner.name}`}>
        <InputField idPrefix={`partner-${partner.id}-invoice`} name="month" label="Invoice month (MM-YYYY, ended)" defaultValue={lastMonth()} errors={issue.errors.month} />
        <Status message={issue.message} />
        <Button type="submit" variant="secondary" disabled={issue.busy}>
          Issue the month’s invoice
        </Button>
      </form>
      {data ? (
        data.length === 0 ? (
          <p className="admin-muted">No invoices yet: each month’s bookings on account are invoiced after the month ends.</p>
        ) : (
          <ul className="admin-staff-list">
            {data.map((invoice) => (
              <InvoiceItem key={invoice.id} invoice={invoice} onChanged={reload} />
            ))}
          </ul>
        )
      ) : loading ? (
        <PageSpinner label="Loading the invoices…" />
      ) : (
        <p className="admin-message admin-message--error">{error?.message}</p>
      )}
    </section>
  );
}
