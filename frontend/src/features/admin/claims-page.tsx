import { type AdminClaimView, CLAIM_STATUSES, type ClaimOutcome, type ClaimStatus, formatPounds, poundsToPence } from '@luggage/contracts';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Button } from '../../components/ui/button';
import { PageSpinner } from '../../components/ui/spinner';
import { ApiError } from '../../lib/api-client';
import { useApiData } from '../../lib/use-api-data';
import { usePageTitle } from '../../lib/use-page-title';
import { decideClaim, getClaims, replyToClaim } from './api/claims';
import type { FieldErrors } from './hooks/use-admin-form';

const STATUS_LABELS: Record<ClaimStatus, string> = {
  received: 'Received',
  needs_information: 'Needs information',
  accepted: 'Accepted',
  partly_accepted: 'Partly accepted',
  rejected: 'Rejected',
};

const KIND_LABELS: Record<AdminClaimView['kind'], string> = {
  damaged: 'Damaged',
  missing_item: 'Missing item',
  missing_bag: 'Missing bag',
  late_hand_back: 'Late hand-back',
  other: 'Other',
};

const LANGUAGES: Record<string, string> = { 'en-GB': 'English', fr: 'French', de: 'German', es: 'Spanish', 'zh-Hans': 'Chinese' };

const failureText = (error: unknown) => (error instanceof ApiError && error.status > 0 && error.status < 500 ? error.message : 'Something went wrong. Please try again.');
const pounds = (amount: number) => formatPounds(poundsToPence(amount));
const when = (iso: string) => new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/London' });

/** One form's submit: busy while it runs, the server's field messages or its refusal, and the queue it answers. */
function useClaimAction(onDone: (claims: AdminClaimView[]) => void) {
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const run = async (event: FormEvent<HTMLFormElement>, call: (data: FormData) => Promise<{ claims: AdminClaimView[] }>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setErrors({});
    setFailure(null);
    try {
      onDone((await call(new FormData(event.currentTarget))).claims);
    } catch (error) {
      const fields = error instanceof ApiError ? error.errors : {};
      if (Object.keys(fields).length > 0) setErrors(fields);
      else setFailure(failureText(error));
    } finally {
      setBusy(false);
    }
  };
  return { busy, errors, failure, run };
}

function FieldErrorsLine({ id, messages }: { id: string; messages?: string[] }) {
  return messages ? (
    <p id={id} className="admin-field__errors">
      {messages.join(' ')}
    </p>
  ) : null;
}

function ReplyForm({ claim, onDone }: { claim: AdminClaimView; onDone: (claims: AdminClaimView[]) => void }) {
  const action = useClaimAction(onDone);
  const id = `claim-${claim.id}-reply`;
  return (
    <form
      className="admin-claim__form"
      aria-label={`Reply on claim ${claim.id}`}
      onSubmit={(event) => action.run(event, (data) => replyToClaim(claim.id, { message: String(data.get('message') ?? ''), needsInformation: data.get('needsInformation') === 'on' }))}
    >
      <label htmlFor={`${id}-message`}>Message to the customer (write it in {LANGUAGES[claim.language] ?? claim.language})</label>
      <textarea id={`${id}-message`} name="message" rows={3} className="field__input" aria-invalid={Boolean(action.errors.message)} aria-describedby={action.errors.message ? `${id}-error` : undefined} />
      <FieldErrorsLine id={`${id}-error`} messages={action.errors.message} />
      <label className="admin-claim__check">
        <input type="checkbox" name="needsInformation" /> Ask the customer for more information
      </label>
      <div role="alert">{action.failure && <p className="admin-field__errors">{action.failure}</p>}</div>
      <Button type="submit" size="sm" variant="secondary" disabled={action.busy} aria-busy={action.busy}>
        Send reply
      </Button>
    </form>
  );
}

function DecideForm({ claim, onDone }: { claim: AdminClaimView; onDone: (claims: AdminClaimView[]) => void }) {
  const action = useClaimAction(onDone);
  const [outcome, setOutcome] = useState<ClaimOutcome>('accepted');
  const id = `claim-${claim.id}-decide`;
  const limit = claim.maxPayout === null ? 'No bag protection cover is set.' : `At most ${pounds(claim.maxPayout)}; ${pounds(claim.refundableToCard)} can go back to the card, the rest by bank transfer.`;
  return (
    <form
      className="admin-claim__form"
      aria-label={`Decide claim ${claim.id}`}
      onSubmit={(event) =>
        action.run(event, (data) =>
          decideClaim(claim.id, { outcome, reason: String(data.get('reason') ?? ''), ...(outcome === 'rejected' ? {} : { amount: Number(data.get('amount') ?? '') }) }),
        )
      }
    >
      <label htmlFor={`${id}-outcome`}>Decision</label>
      <select id={`${id}-outcome`} className="field__input" value={outcome} onChange={(event) => setOutcome(event.currentTarget.value as ClaimOutcome)}>
        <option value="accepted">Accept</option>
        <option value="partly_accepted">Accept in part</option>
        <option value="rejected">Reject</option>
      </select>
      {outcome !== 'rejected' && (
        <>
          <label htmlFor={`${id}-amount`}>Payout (£)</label>
          <p id={`${id}-hint`} className="admin-muted">
            {limit}
          </p>
          <input
            id={`${id}-amount`}
            name="amount"
            type="number"
            step="0.01"
            min="0.01"
            inputMode="decimal"
            className="field__input"
            aria-invalid={Boolean(action.errors.amount)}
            aria-describedby={`${id}-hint${action.errors.amount ? ` ${id}-amount-error` : ''}`}
          />
          <FieldErrorsLine id={`${id}-amount-error`} messages={action.errors.amount} />
        </>
      )}
      <label htmlFor={`${id}-reason`}>Reason (sent to the customer)</label>
      <textarea id={`${id}-reason`} name="reason" rows={2} className="field__input" aria-invalid={Boolean(action.errors.reason)} aria-describedby={action.errors.reason ? `${id}-reason-error` : undefined} />
      <FieldErrorsLine id={`${id}-reason-error`} messages={action.errors.reason} />
      <div role="alert">{action.failure && <p className="admin-field__errors">{action.failure}</p>}</div>
      <Button type="submit" size="sm" disabled={action.busy} aria-busy={action.busy}>
        Record decision
      </Button>
    </form>
  );
}

function ClaimCard({ claim, onDone }: { claim: AdminClaimView; onDone: (claims: AdminClaimView[]) => void }) {
  const open = claim.status === 'received' || claim.status === 'needs_information';
  return (
    <li className="admin-claim">
      <h2 className="admin-claim__title">
        Claim {claim.id}: {KIND_LABELS[claim.kind]} <span className="admin-badge">{STATUS_LABELS[claim.status]}</span>
        {claim.overdue && <span className="admin-badge admin-badge--overdue">Overdue</span>}
      </h2>
      <p>
        <Link className="admin-link" to={`/admin-dashboard/bookings/${claim.reference}`}>
          {claim.reference}
        </Link>{' '}
        · {claim.customerName} · {LANGUAGES[claim.language] ?? claim.language} · filed {when(claim.createdAt)}
      </p>
      {open && <p className={claim.overdue ? 'admin-claim__due admin-claim__due--overdue' : 'admin-claim__due'}>Answer due {when(claim.dueAt)}</p>}
      <p className="admin-claim__text">{claim.description}</p>
      {claim.photos.length > 0 && (
        <ul className="admin-claim__photos">
          {claim.photos.map((photo, index) => (
            <li key={photo.id}>
              <a href={photo.url} target="_blank" rel="noreferrer">
                <img src={photo.url} alt={`Photo ${index + 1} of claim ${claim.id}`} width={96} height={96} loading="lazy" />
              </a>
            </li>
          ))}
        </ul>
      )}
      {claim.messages.map((message) => (
        <p key={message.at + message.author} className="admin-claim__text">
          <strong>{message.author === 'team' ? 'Team' : 'Customer'}</strong> ({when(message.at)}): {message.body}
        </p>
      ))}
      {claim.payout && (
        <p>
          Paid out {pounds(claim.payout.amount)}: {pounds(claim.payout.toCard)} to the card
          {claim.payout.byBankTransfer > 0 && <strong>, {pounds(claim.payout.byBankTransfer)} by bank transfer (to make)</strong>}
        </p>
      )}
      {claim.reason && <p className="admin-claim__text">Reason: {claim.reason}</p>}
      {open && (
        <div className="admin-claim__actions">
          <ReplyForm claim={claim} onDone={onDone} />
          <DecideForm claim={claim} onDone={onDone} />
        </div>
      )}
    </li>
  );
}

/** /admin-dashboard/claims: the claims queue, open ones first with their answer's due time (red when overdue). */
export function ClaimsPage() {
  usePageTitle('Claims');
  const [status, setStatus] = useState<ClaimStatus | ''>('');
  const reference = useSearchParams()[0].get('reference');
  const { data, error, loading } = useApiData((signal) => getClaims(status, reference, signal), `claims-${status}-${reference ?? ''}`);
  const [updated, setUpdated] = useState<AdminClaimView[] | null>(null);
  const claims = (updated ?? data?.claims ?? []).filter((claim) => (!status || claim.status === status) && (!reference || claim.reference === reference));
  return (
    <div className="admin-claims">
      <div className="admin-page-header">
        <h1>{reference ? `Claims on ${reference}` : 'Claims'}</h1>
        {reference && (
          <Link className="admin-link" to="/admin-dashboard/claims">
            All claims
          </Link>
        )}
      </div>
      <label htmlFor="claims-status">Status</label>{' '}
      <select
        id="claims-status"
        className="field__input admin-claims__filter"
        value={status}
        onChange={(event) => {
          setUpdated(null);
          setStatus(event.currentTarget.value as ClaimStatus | '');
        }}
      >
        <option value="">All</option>
        {CLAIM_STATUSES.map((value) => (
          <option key={value} value={value}>
            {STATUS_LABELS[value]}
          </option>
        ))}
      </select>
      {loading && !data ? (
        <PageSpinner />
      ) : error ? (
        <p role="alert">Could not load the claims. Please try again.</p>
      ) : claims.length === 0 ? (
        <p className="admin-empty">No claims.</p>
      ) : (
        <ul className="admin-claims__list">
          {claims.map((claim) => (
            <ClaimCard key={claim.id} claim={claim} onDone={setUpdated} />
          ))}
        </ul>
      )}
    </div>
  );
}
