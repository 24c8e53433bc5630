import { CLAIM_KINDS, CLAIM_LIMITS, type ManageClaimView, type ManageClaimsView, type PhotoView } from '@luggage/contracts';
import { type ChangeEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { SelectField, TextAreaField } from '../../../components/ui/form-field';
import { useApiData } from '../../../lib/use-api-data';
import { useFormSubmit } from '../../../lib/use-form-submit';
import { answerClaim, fileClaim, getClaims } from '../api/claims';
import { useManageWords } from '../lib/use-manage-words';

type Words = ReturnType<typeof useManageWords>;

/** A row of photos, each opening full size in a new tab. */
function Photos({ photos, alt }: { photos: readonly PhotoView[]; alt: (number: number) => string }) {
  if (photos.length === 0) return null;
  return (
    <ul className="claim-photos">
      {photos.map((photo, index) => (
        <li key={photo.id}>
          <a href={photo.url} target="_blank" rel="noreferrer">
            <img src={photo.url} alt={alt(index + 1)} width={96} height={96} loading="lazy" />
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The file picker of a claim form: images only, at most five; too many are said at once, before sending. */
function PhotoPicker({ idPrefix, words, errors }: { idPrefix: string; words: Words; errors?: readonly string[] }) {
  const [tooMany, setTooMany] = useState(false);
  const id = `${idPrefix}-photos`;
  const shown = tooMany ? [words.t('claims.tooManyPhotos')] : (errors ?? []);
  const onChange = (event: ChangeEvent<HTMLInputElement>) => setTooMany((event.currentTarget.files?.length ?? 0) > CLAIM_LIMITS.photos);
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {words.t('claims.photosLabel')}
      </label>
      <p id={`${id}-hint`} className="field__hint">
        {words.t('claims.photosHint')}
      </p>
      <input
        id={id}
        name="photos[]"
        type="file"
        accept="image/*"
        multiple
        className="field__input"
        aria-invalid={shown.length > 0}
        aria-describedby={`${id}-hint${shown.length > 0 ? ` ${id}-error` : ''}`}
        onChange={onChange}
      />
      {shown.length > 0 && (
        <div id={`${id}-error`} className="field__error">
          {shown.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      )}
    </div>
  );
}

function NewClaimForm({ token, words, onFiled }: { token: string; words: Words; onFiled: (view: ManageClaimsView) => void }) {
  const { t } = words;
  const form = useFormSubmit(async (data, element) => {
    onFiled(await fileClaim(token, data));
    element.reset();
  });
  return (
    <form ref={form.formRef} onSubmit={form.onSubmit} noValidate aria-label={t('claims.title')}>
      <SelectField idPrefix="claim" name="kind" label={t('claims.kindLabel')} errors={form.errors.kind} defaultValue="damaged">
        {CLAIM_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {t(`claims.kinds.${kind}`)}
          </option>
        ))}
      </SelectField>
      <TextAreaField idPrefix="claim" name="description" label={t('claims.descriptionLabel')} errors={form.errors.description} maxLength={CLAIM_LIMITS.descriptionMax} rows={4} />
      <PhotoPicker idPrefix="claim" words={words} errors={form.errors.photos} />
      <div role="alert">{form.formError && <p className="field__error">{form.formError}</p>}</div>
      <Button type="submit" disabled={form.submitting} aria-busy={form.submitting}>
        {form.submitting ? t('claims.sending') : t('claims.submit')}
      </Button>
    </form>
  );
}

function AnswerForm({ token, claim, words, onAnswered }: { token: string; claim: ManageClaimView; words: Words; onAnswered: (view: ManageClaimsView) => void }) {
  const { t } = words;
  const form = useFormSubmit(async (data) => onAnswered(await answerClaim(token, claim.id, data)));
  const prefix = `claim-${claim.id}-answer`;
  return (
    <form ref={form.formRef} onSubmit={form.onSubmit} noValidate aria-label={t('claims.answerLabel')}>
      <TextAreaField idPrefix={prefix} name="message" label={t('claims.answerLabel')} errors={form.errors.message} maxLength={CLAIM_LIMITS.messageMax} rows={3} />
      <PhotoPicker idPrefix={prefix} words={words} errors={form.errors.photos} />
      <div role="alert">{form.formError && <p className="field__error">{form.formError}</p>}</div>
      <Button type="submit" disabled={form.submitting} aria-busy={form.submitting}>
        {form.submitting ? t('claims.sending') : t('claims.answerSubmit')}
      </Button>
    </form>
  );
}

function ClaimItem({ token, claim, words, onChanged }: { token: string; claim: ManageClaimView; words: Words; onChanged: (view: ManageClaimsView) => void }) {
  const { t, money, dateTime } = words;
  return (
    <li className="claim">
      <p className="claim__head">
        <strong>{t(`claims.kinds.${claim.kind}`)}</strong> <span className={`claim-status claim-status--${claim.status}`}>{t(`claims.statuses.${claim.status}`)}</span>
      </p>
      <p className="manage-muted">{t('claims.filedOn', { date: dateTime(claim.createdAt) })}</p>
      <p className="claim__text">{claim.description}</p>
      <Photos photos={claim.photos} alt={(number) => t('claims.photoAlt', { number })} />
      {claim.messages.length > 0 && (
        <ul className="claim-messages">
          {claim.messages.map((message) => (
            <li key={message.at + message.author}>
              <strong>{t(message.author === 'team' ? 'claims.team' : 'claims.you')}</strong> <span className="manage-muted">{dateTime(message.at)}</span>
              <p className="claim__text">{message.body}</p>
            </li>
          ))}
        </ul>
      )}
      {claim.reason && <p className="claim__text">{t('claims.decision', { reason: claim.reason })}</p>}
      {claim.payout && (
        <p>
          {t('claims.payout', { amount: money(claim.payout.amount) })}
          {claim.payout.toCard > 0 && <> · {t('claims.toCard', { amount: money(claim.payout.toCard) })}</>}
          {claim.payout.byBankTransfer > 0 && <> · {t('claims.byTransfer', { amount: money(claim.payout.byBankTransfer) })}</>}
        </p>
      )}
      {claim.status === 'needs_information' && (
        <>
          <p className="notice">{t('claims.needsInformation')}</p>
          <AnswerForm token={token} claim={claim} words={words} onAnswered={onChanged} />
        </>
      )}
    </li>
  );
}

/** "Report a problem" on the manage page: a claim with photos within the window after the return, its answers and decision, and the photos taken at the handover. */
export function ClaimsPanel({ token, status }: { token: string; status: string }) {
  const words = useManageWords();
  const { t, format } = words;
  const loaded = useApiData((signal) => getClaims(token, signal), `claims-${token}-${status}`);
  const [view, setView] = useState<ManageClaimsView | null>(null);
  const [sent, setSent] = useState(false);
  const shown = view ?? loaded.data;
  if (!shown || (!shown.canFile && shown.claims.length === 0 && shown.handoverPhotos.length === 0)) return null;
  const update = (next: ManageClaimsView) => {
    setView(next);
    setSent(true);
  };
  const until = shown.fileUntil ? format.date(shown.fileUntil) : '';
  return (
    <section className="panel manage-panel" aria-labelledby="manage-claims">
      <h2 id="manage-claims" className="panel__title">
        {t('claims.title')}
      </h2>
      {shown.handoverPhotos.length > 0 && (
        <>
          <h3 className="claim-subtitle">{t('claims.handoverTitle')}</h3>
          <Photos photos={shown.handoverPhotos} alt={(number) => t('claims.handoverAlt', { number })} />
        </>
      )}
      <div role="status">{sent && <p className="notice">{t('claims.sent')}</p>}</div>
      {shown.canFile ? (
        <>
          <p>{t('claims.intro', { date: until })}</p>
          <NewClaimForm token={token} words={words} onFiled={update} />
        </>
      ) : (
        shown.claims.length === 0 && <p className="manage-muted">{t('claims.closed')}</p>
      )}
      {shown.claims.length > 0 && (
        <>
          <h3 className="claim-subtitle">{t('claims.yours')}</h3>
          <ul className="claims">
            {shown.claims.map((claim) => (
              <ClaimItem key={claim.id} token={token} claim={claim} words={words} onChanged={update} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
