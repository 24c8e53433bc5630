import { formatPounds, type PartnerInvoiceView, type PartnerView } from '@luggage/contracts';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../lib/api-client';
import { Button } from '../../components/ui/button';
import { InputField } from '../../components/ui/form-field';
import { PageSpinner } from '../../components/ui/spinner';
import { useApiData } from '../../lib/use-api-data';
import { documentPdfUrl, getPartnerInvoices, issuePartnerInvoice, recordPartnerPayment } from './api/partners';
import type { FieldErrors } from './hooks/use-admin-form';

type Message = { ok: boolean; text: string } | null;

const failureText = (error: unknown) => (error instanceof ApiError && error.status > 0 && error.status < 500 ? error.message : 'Something went wrong. Please try again.');
const lastMonth = () => {
  const now = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', month: '2-digit', year: 'numeric' }).format(new Date());
  const [month, year] = now.split('/').map(Number);
  return month === 1 ? `12-${year - 1}` : `${String(month - 1).padStart(2, '0')}-${year}`;
};
const today = () => new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date()).replaceAll('/', '-');

/** A form whose submit calls `send` with its fields, showing 422s under each field and other failures beside it. */
function useSubmit(send: (data: FormData) => Promise<string>) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<Message>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const data = new FormData(event.currentTarget);
    setBusy(true);
    setErrors({});
    setMessage(null);
    try {
      setMessage({ ok: true, text: await send(data) });
    } catch (error) {
      const fields = error instanceof ApiError ? error.errors : {};
      if (Object.keys(fields).length > 0) setErrors(fields);
      else setMessage({ ok: false, text: failureText(error) });
    } finally {
      setBusy(false);
    }
  };
  return { errors, message, busy, submit };
}

function Status({ message }: { message: Message }) {
  return (
    <div role="status" className="admin-message-slot">
      {message && <p className={`admin-message admin-message--${message.ok ? 'ok' : 'error'}`}>{message.text}</p>}
    </div>
  );
}

/** The partner paid the invoice: the day and the amount (what is due), recorded once. */
function PaymentForm({ invoice, onRecorded }: { invoice: PartnerInvoiceView; onRecorded: () => void }) {
  const { errors, message, busy, submit } = useSubmit(async (data) => {
    await recordPartnerPayment(invoice.id, { paidOn: String(data.get('paidOn') ?? ''), amount: Number(data.get('amount')) });
    onRecorded();
    return 'Payment recorded.';
  });
  const prefix = `invoice-${invoice.id}`;
  return (
    <form onSubmit={submit} noValidate aria-label={`Payment of ${invoice.number}`}>
      <div className="admin-form__pair">
        <InputField idPrefix={prefix} name="paidOn" label="Paid on (DD-MM-YYYY)" defaultValue={today()} errors={errors.paidOn} />
        <InputField idPrefix={prefix} name="amount" label="Amount (£)" inputMode="decimal" defaultValue={(invoice.duePence / 100).toFixed(2)} errors={errors.amount} />
      </div>
      <Status message={message} />
      <Button type="submit" variant="secondary" disabled={busy}>
        Record payment
      </Button>
    </form>
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
      {invoice.credits.length > 0 && (
        <ul>
          {invoice.credits.map((credit) => (
            <li key={credit.id}>
              <a href={documentPdfUrl(credit.id)} target="_blank" rel="noreferrer">
                {credit.number}
              </a>{' '}
              booking {credit.bookingReference} cancelled: {formatPounds(credit.grossPence)}
            </li>
          ))}
        </ul>
      )}
      {!invoice.payment && <PaymentForm invoice={invoice} onRecorded={onChanged} />}
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
