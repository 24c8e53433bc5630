import type { DocumentKind, ManageBookingView, ManageInvoiceView } from '@luggage/contracts';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { InputField, TextAreaField } from '../../../components/ui/form-field';
import { useApiData } from '../../../lib/use-api-data';
import { formText, useFormSubmit } from '../../../lib/use-form-submit';
import { getInvoice, invoicePdfUrl, saveInvoiceDetails } from '../api/invoice';
import { useManageWords } from '../lib/use-manage-words';

const DOWNLOAD_KEYS: Record<DocumentKind, string> = {
  invoice: 'invoice.downloadInvoice',
  receipt: 'invoice.downloadReceipt',
  credit_note: 'invoice.downloadCreditNote',
  refund_receipt: 'invoice.downloadReceipt',
};

/** The booking's latest invoice (or receipt) to download, and the company it is made out to, which the customer may add or change. */
export function InvoicePanel({ token, booking }: { token: string; booking: ManageBookingView }) {
  const { t } = useManageWords();
  const loaded = useApiData((signal) => getInvoice(token, signal), `invoice-${token}-${booking.paid}-${booking.refunded}`);
  const [view, setView] = useState<ManageInvoiceView | null>(null);
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const shown = view ?? loaded.data;
  const form = useFormSubmit(async (data) => {
    const vatNumber = formText(data, 'vatNumber').trim();
    const next = await saveInvoiceDetails(token, { companyName: formText(data, 'companyName'), companyAddress: formText(data, 'companyAddress'), vatNumber: vatNumber || null });
    setView(next);
    setEditing(false);
    setSaved(true);
  });
  if (booking.paid <= 0 || !shown) return null;
  const { details, latest } = shown;
  return (
    <section className="panel manage-panel" aria-labelledby="manage-invoice">
      <h2 id="manage-invoice" className="panel__title">
        {t('invoice.title')}
      </h2>
      {latest ? (
        <p>
          <a className="text-link" href={invoicePdfUrl(token)} target="_blank" rel="noreferrer">
            {t(DOWNLOAD_KEYS[latest.kind])}
          </a>
        </p>
      ) : (
        <p className="manage-muted">{t('invoice.preparing')}</p>
      )}
      <div role="status">{saved && details && <p className="notice">{t('invoice.saved', { company: details.companyName })}</p>}</div>
      {details && !editing && !saved && <p>{t('invoice.madeOutTo', { company: details.companyName })}</p>}
      {editing ? (
        <form ref={form.formRef} onSubmit={form.onSubmit} noValidate aria-label={t('invoice.addCompany')}>
          <InputField idPrefix="invoice" name="companyName" label={t('invoice.companyName')} defaultValue={details?.companyName} errors={form.errors.companyName} autoComplete="organization" />
          <TextAreaField idPrefix="invoice" name="companyAddress" label={t('invoice.companyAddress')} defaultValue={details?.companyAddress} errors={form.errors.companyAddress} />
          <InputField idPrefix="invoice" name="vatNumber" label={t('invoice.vatNumber')} defaultValue={details?.vatNumber ?? ''} errors={form.errors.vatNumber} />
          <div role="alert">{form.formError && <p className="field__error">{form.formError}</p>}</div>
          <Button type="submit" disabled={form.submitting} aria-busy={form.submitting}>
            {t('invoice.save')}
          </Button>{' '}
          <Button type="button" variant="secondary" onClick={() => setEditing(false)}>
            {t('invoice.cancel')}
          </Button>
        </form>
      ) : (
        <Button variant="secondary" size="sm" onClick={() => { setSaved(false); setEditing(true); }}>
          {t(details ? 'invoice.editCompany' : 'invoice.addCompany')}
        </Button>
      )}
    </section>
  );
}
