import { formatPounds, type PartnerStatement, type PartnerView } from '@luggage/contracts';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../lib/api-client';
import { Button } from '../../components/ui/button';
import { PageSpinner } from '../../components/ui/spinner';
import { InputField } from '../../components/ui/form-field';
import { useApiData } from '../../lib/use-api-data';
import { usePageTitle } from '../../lib/use-page-title';
import { getPartnerStatement, getPartners, invitePartner, updatePartner } from './api/partners';
import type { FieldErrors } from './hooks/use-admin-form';
import { DataTable } from './components/data-table';
import { PartnerInvoicesPanel } from './partner-invoices-panel';

type Message = { ok: boolean; text: string } | null;

const failureText = (error: unknown) => (error instanceof ApiError && error.status > 0 && error.status < 500 ? error.message : 'Something went wrong. Please try again.');
const whole = (value: FormDataEntryValue | null) => (value === null || String(value).trim() === '' ? undefined : Number(value));
const thisMonth = () => {
  const now = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', month: '2-digit', year: 'numeric' }).format(new Date());
  return now.replace('/', '-');
};

function InviteForm({ onInvited }: { onInvited: (partner: PartnerView) => void }) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<Message>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    setBusy(true);
    setErrors({});
    setMessage(null);
    try {
      const contactName = String(data.get('contactName') ?? '').trim();
      const partner = await invitePartner({
        name: String(data.get('name') ?? ''),
        email: String(data.get('email') ?? ''),
        ...(contactName ? { contactName } : {}),
        sharePercent: whole(data.get('sharePercent')) as number,
        discountPercent: whole(data.get('discountPercent')),
        onAccount: data.get('onAccount') === 'on',
        companyAddress: String(data.get('companyAddress') ?? ''),
        vatNumber: String(data.get('vatNumber') ?? '') || null,
      });
      form.reset();
      setMessage({ ok: true, text: `Invitation sent to ${partner.email}. Their link code is ${partner.code}.` });
      onInvited(partner);
    } catch (error) {
      const fields = error instanceof ApiError ? error.errors : {};
      if (Object.keys(fields).length > 0) setErrors(fields);
      else setMessage({ ok: false, text: failureText(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="admin-form" onSubmit={submit} noValidate aria-labelledby="admin-partner-invite">
      <h2 id="admin-partner-invite" className="admin-card__title">
        Invite a partner
      </h2>
      <div className="admin-form__pair">
        <InputField idPrefix="partner" name="name" label="Business name" autoComplete="off" errors={errors.name} />
        <InputField idPrefix="partner" name="email" label="Email" type="email" autoComplete="off" errors={errors.email} />
      </div>
      <div className="admin-form__pair">
        <InputField idPrefix="partner" name="contactName" label="Contact name (optional)" autoComplete="off" errors={errors.contactName} />
        <InputField idPrefix="partner" name="sharePercent" label="Share of net (%)" inputMode="numeric" errors={errors.sharePercent} />
      </div>
      <div className="admin-form__pair">
        <InputField idPrefix="partner" name="discountPercent" label="Link discount (%, optional)" inputMode="numeric" errors={errors.discountPercent} />
        <label className="admin-choice">
          <input type="checkbox" name="onAccount" /> May book on account (invoiced monthly)
        </label>
      </div>
      <div className="admin-form__pair">
        <InputField idPrefix="partner" name="companyAddress" label="Company address (optional, on invoices)" autoComplete="off" errors={errors.companyAddress} />
        <InputField idPrefix="partner" name="vatNumber" label="VAT number (optional)" autoComplete="off" errors={errors.vatNumber} />
      </div>
      <div role="alert" className="admin-message-slot">
        {message && !message.ok && <p className="admin-message admin-message--error">{message.text}</p>}
      </div>
      <div role="status" className="admin-message-slot">
        {message?.ok && <p className="admin-message admin-message--ok">{message.text}</p>}
      </div>
      <div className="admin-form__actions">
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {busy ? 'Sending…' : 'Send invitation'}
        </Button>
      </div>
    </form>
  );
}

/** One partner's terms, edited as a whole. */
function PartnerTerms({ partner, onChanged }: { partner: PartnerView; onChanged: (partner: PartnerView) => void }) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<Message>(null);
  const [busy, setBusy] = useState(false);

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const data = new FormData(event.currentTarget);
    setBusy(true);
    setErrors({});
    setMessage(null);
    try {
      const updated = await updatePartner(partner.id, {
        sharePercent: whole(data.get('sharePercent')) as number,
        discountPercent: (whole(data.get('discountPercent')) ?? 0) as number,
        onAccount: data.get('onAccount') === 'on',
        active: data.get('active') === 'on',
        companyAddress: String(data.get('companyAddress') ?? ''),
        vatNumber: String(data.get('vatNumber') ?? '') || null,
      });
      setMessage({ ok: true, text: 'Saved.' });
      onChanged(updated);
    } catch (error) {
      const fields = error instanceof ApiError ? error.errors : {};
      if (Object.keys(fields).length > 0) setErrors(fields);
      else setMessage({ ok: false, text: failureText(error) });
    } finally {
      setBusy(false);
    }
  };

  const prefix = `partner-${partner.id}`;
  return (
    <form onSubmit={save} aria-label={`Terms of ${partner.name}`} noValidate>
      <div className="admin-form__pair">
        <InputField idPrefix={prefix} name="sharePercent" label="Share of net (%)" inputMode="numeric" defaultValue={partner.sharePercent} errors={errors.sharePercent} />
        <InputField idPrefix={prefix} name="discountPercent" label="Link discount (%)" inputMode="numeric" defaultValue={partner.discountPercent} errors={errors.discountPercent} />
      </div>
      <div className="admin-form__pair">
        <InputField idPrefix={prefix} name="companyAddress" label="Company address" defaultValue={partner.companyAddress ?? ''} errors={errors.companyAddress} />
        <InputField idPrefix={prefix} name="vatNumber" label="VAT number" defaultValue={partner.vatNumber ?? ''} errors={errors.vatNumber} />
      </div>
      <label className="admin-choice">
        <input type="checkbox" name="onAccount" defaultChecked={partner.onAccount} /> May book on account
      </label>
      <label className="admin-choice">
        <input type="checkbox" name="active" defaultChecked={partner.active} /> Active
      </label>
      <div role="status" className="admin-message-slot">
        {message && <p className={`admin-message admin-message--${message.ok ? 'ok' : 'error'}`}>{message.text}</p>}
      </div>
      <div className="admin-form__actions">
        <Button type="submit" disabled={busy}>
          Save terms
        </Button>
      </div>
    </form>
  );
}

/** A partner's statement for a month (MM-YYYY): its bookings with net, share and what is owed on account. */
export function StatementTable({ statement }: { statement: PartnerStatement }) {
  const money = (pence: number) => formatPounds(pence);
  return (
    <>
      <DataTable
        caption={`Statement of ${statement.partner.name} for ${statement.month}`}
        rows={statement.lines}
        rowKey={(line) => line.reference}
        empty="No bookings this month."
        columns={[
          { header: 'Reference', cell: (line) => line.reference },
          { header: 'Guest', cell: (line) => line.guestName },
          { header: 'Their reference', cell: (line) => line.partnerReference ?? '' },
          { header: 'Confirmed', cell: (line) => line.confirmedOn },
          { header: 'Status', cell: (line) => line.status },
          { header: 'Paid', cell: (line) => (line.payment === 'account' ? 'On account' : 'Card') },
          { header: 'Gross', cell: (line) => money(line.grossPence), kind: 'num' },
          { header: 'Refunded', cell: (line) => money(line.refundedPence), kind: 'num' },
          { header: 'Net', cell: (line) => money(line.netPence), kind: 'num' },
          { header: 'Share', cell: (line) => money(line.sharePence), kind: 'num' },
          { header: 'Owed', cell: (line) => money(line.owedPence), kind: 'num' },
        ]}
      />
      <p className="admin-muted" data-testid="statement-totals">
        Net {money(statement.totals.netPence)} (prices less refunds, without VAT at {statement.vatPercent}%) · Share {money(statement.totals.sharePence)} ({statement.partner.sharePercent}%) ·
        Owed on account {money(statement.totals.owedPence)}
      </p>
    </>
  );
}

function PartnerStatementPanel({ partner }: { partner: PartnerView }) {
  const [month, setMonth] = useState(thisMonth);
  const { data, error, loading } = useApiData((signal) => getPartnerStatement(partner.id, month, signal), `statement-${partner.id}-${month}`);
  return (
    <section aria-label={`Statement of ${partner.name}`}>
      <InputField idPrefix={`partner-${partner.id}`} name="month" label="Statement month (MM-YYYY)" value={month} onChange={(event) => setMonth(event.target.value)} />
      {data ? <StatementTable statement={data} /> : loading ? <PageSpinner label="Loading the statement…" /> : <p className="admin-message admin-message--error">{error?.message}</p>}
    </section>
  );
}

function PartnerCard({ partner, onChanged }: { partner: PartnerView; onChanged: (partner: PartnerView) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <li className="admin-card admin-staff">
      <h3 className="admin-staff__name">{partner.name}</h3>
      <p className="admin-muted">
        {partner.email} · code <strong>{partner.code}</strong> · {partner.sharePercent}% share · {partner.bookingsThisMonth} bookings this month ·{' '}
        {partner.active ? (partner.invitationPending ? 'Invitation sent' : 'Active') : 'Inactive'}
      </p>
      <PartnerTerms partner={partner} onChanged={onChanged} />
      <Button variant="secondary" onClick={() => setOpen(!open)} aria-expanded={open}>
        {open ? 'Hide statement and invoices' : 'Monthly statement and invoices'}
      </Button>
      {open && (
        <div className="admin-form__pair">
          <PartnerStatementPanel partner={partner} />
          <PartnerInvoicesPanel partner={partner} />
        </div>
      )}
    </li>
  );
}

/** /admin-dashboard/partners: invite hotels and hosts, set their share, link discount and account, read their statements. */
export function PartnersPage() {
  usePageTitle('Partners');
  const { data, error, loading, reload } = useApiData(getPartners, 'partners');
  const [partners, setPartners] = useState<PartnerView[] | null>(null);
  const list = partners ?? data ?? [];
  const replace = (partner: PartnerView) => setPartners([...list.filter((p) => p.id !== partner.id), partner].sort((a, b) => a.name.localeCompare(b.name)));

  return (
    <section className="admin-form-page" aria-labelledby="admin-partners-title">
      <div className="admin-card">
        <p className="eyebrow">Partners</p>
        <h1 id="admin-partners-title" className="admin-card__title">
          Partners
        </h1>
        <p className="admin-card__intro">
          Hotels and hosts sign in to book for their guests and read their monthly statement. Their link (/?partner=CODE) counts a visitor’s booking for them, with
          their discount.
        </p>
        <InviteForm onInvited={replace} />
      </div>
      {data ? (
        list.length === 0 ? (
          <p className="admin-muted">No partners yet.</p>
        ) : (
          <ul className="admin-staff-list">
            {list.map((partner) => (
              <PartnerCard key={partner.id} partner={partner} onChanged={replace} />
            ))}
          </ul>
        )
      ) : loading && !error ? (
        <PageSpinner label="Loading the partners…" />
      ) : (
        <div role="alert">
          <p className="admin-message admin-message--error">{error?.message ?? 'The partners could not be loaded.'}</p>
          <Button onClick={reload}>Try again</Button>
        </div>
      )}
    </section>
  );
}
