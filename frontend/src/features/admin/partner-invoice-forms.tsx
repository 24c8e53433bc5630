import type { PartnerInvoiceView } from '@luggage/contracts';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../lib/api-client';
import { Button } from '../../components/ui/button';
import { InputField } from '../../components/ui/form-field';
import { recordPartnerFurtherPayment, recordPartnerPayment, recordPartnerRefund, voidPartnerFurtherPayment, voidPartnerPayment } from './api/partners';
import type { FieldErrors } from './hooks/use-admin-form';

type Message = { ok: boolean; text: string } | null;

const failureText = (error: unknown) => (error instanceof ApiError && error.status > 0 && error.status < 500 ? error.message : 'Something went wrong. Please try again.');
const today = () => new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date()).replaceAll('/', '-');

/** A form whose submit calls `send` with its fields, showing 422s under each field and other failures beside it. */
export function useSubmit(send: (data: FormData) => Promise<string>) {
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

export function Status({ message }: { message: Message }) {
  return (
    <div role="status" className="admin-message-slot">
      {message && <p className={`admin-message admin-message--${message.ok ? 'ok' : 'error'}`}>{message.text}</p>}
    </div>
  );
}

/** The partner paid the invoice: the day and the amount (what is due), recorded once. */
export function PaymentForm({ invoice, onRecorded }: { invoice: PartnerInvoiceView; onRecorded: () => void }) {
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

/** A supplementary invoice after the payment: the partner's further payment of what is still due, the day and the amount, recorded once. */
export function FurtherPaymentForm({ invoice, onRecorded }: { invoice: PartnerInvoiceView; onRecorded: () => void }) {
  const { errors, message, busy, submit } = useSubmit(async (data) => {
    await recordPartnerFurtherPayment(invoice.id, { paidOn: String(data.get('paidOn') ?? ''), amount: Number(data.get('amount')) });
    onRecorded();
    return 'Further payment recorded.';
  });
  const prefix = `invoice-${invoice.id}-further`;
  return (
    <form onSubmit={submit} noValidate aria-label={`Further payment of ${invoice.number}`}>
      <div className="admin-form__pair">
        <InputField idPrefix={prefix} name="paidOn" label="Paid on (DD-MM-YYYY)" defaultValue={today()} errors={errors.paidOn} />
        <InputField idPrefix={prefix} name="amount" label="Amount still due (£)" inputMode="decimal" defaultValue={(invoice.stillDuePence / 100).toFixed(2)} errors={errors.amount} />
      </div>
      <Status message={message} />
      <Button type="submit" variant="secondary" disabled={busy}>
        Record further payment
      </Button>
    </form>
  );
}

/**
 * A payment recorded by mistake: voided with a reason (kept). The latest first: a further payment (what it paid is
 * still due again), then the payment (the invoice unpaid again).
 */
export function VoidPaymentForm({ invoice, onVoided }: { invoice: PartnerInvoiceView; onVoided: () => void }) {
  const further = invoice.furtherPayments.length > 0;
  const what = further ? 'further payment' : 'payment';
  const { errors, message, busy, submit } = useSubmit(async (data) => {
    const request = { reason: String(data.get('reason') ?? '') };
    await (further ? voidPartnerFurtherPayment(invoice.id, request) : voidPartnerPayment(invoice.id, request));
    onVoided();
    return further ? 'Further payment voided.' : 'Payment voided.';
  });
  return (
    <form onSubmit={submit} noValidate aria-label={`Void the ${what} of ${invoice.number}`}>
      <InputField idPrefix={`invoice-${invoice.id}-void`} name="reason" label={`Why the ${what} is voided`} errors={errors.reason} />
      <Status message={message} />
      <Button type="submit" variant="secondary" disabled={busy}>
        {further ? 'Void further payment' : 'Void payment'}
      </Button>
    </form>
  );
}

/** Money owed to the partner (credit notes after it paid) paid back by bank transfer: the day and the amount, at most what is owed. */
export function RefundForm({ invoice, onRecorded }: { invoice: PartnerInvoiceView; onRecorded: () => void }) {
  const { errors, message, busy, submit } = useSubmit(async (data) => {
    await recordPartnerRefund(invoice.id, { paidOn: String(data.get('paidOn') ?? ''), amount: Number(data.get('amount')) });
    onRecorded();
    return 'Refund recorded.';
  });
  const prefix = `invoice-${invoice.id}-refund`;
  return (
    <form onSubmit={submit} noValidate aria-label={`Refund to the partner on ${invoice.number}`}>
      <div className="admin-form__pair">
        <InputField idPrefix={prefix} name="paidOn" label="Paid back on (DD-MM-YYYY)" defaultValue={today()} errors={errors.paidOn} />
        <InputField idPrefix={prefix} name="amount" label="Amount paid back (£)" inputMode="decimal" defaultValue={(invoice.owedToPartnerPence / 100).toFixed(2)} errors={errors.amount} />
      </div>
      <Status message={message} />
      <Button type="submit" variant="secondary" disabled={busy}>
        Record refund to the partner
      </Button>
    </form>
  );
}
