import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client';
import { FieldMessages } from '../../components/ui/field-messages';
import { Button } from '../../components/ui/button';
import { usePageTitle } from '../../lib/use-page-title';
import { findBooking } from './api/find-booking';
import './manage.css';

type Errors = Record<string, string[]>;

/** /find-booking: reference and email; the manage link goes to that email, and the answer never says whether it matched. */
export function FindBookingPage() {
  const { t } = useTranslation('manage');
  usePageTitle(t('findMyBooking'));
  const [form, setForm] = useState({ reference: '', email: '' });
  const [errors, setErrors] = useState<Errors>({});
  // The same answer whether or not a booking matched: said from the catalogue once the request succeeded.
  const [answered, setAnswered] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const edit = (field: 'reference' | 'email', value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: [] }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const missing: Errors = {};
    if (!form.reference.trim()) missing.reference = [t('find.referenceMissing')];
    if (!form.email.trim()) missing.email = [t('find.emailMissing')];
    setErrors(missing);
    setAnswered(false);
    setProblem(null);
    if (Object.keys(missing).length > 0) return;
    setBusy(true);
    try {
      await findBooking({ reference: form.reference.trim(), email: form.email.trim() });
      setAnswered(true);
    } catch (error) {
      console.warn('Find my booking failed', error);
      if (error instanceof ApiError && error.isValidation && Object.keys(error.errors).length > 0) setErrors(error.errors);
      else setProblem(error instanceof ApiError && error.status > 0 && error.status < 500 ? error.message : t('somethingWrong'));
    } finally {
      setBusy(false);
    }
  };

  const invalid = (field: string) => (errors[field]?.length ?? 0) > 0;
  return (
    <section className="container page find-booking" aria-labelledby="find-booking-title">
      <p className="eyebrow">{t('yourBooking')}</p>
      <h1 id="find-booking-title">{t('findMyBooking')}</h1>
      <p>{t('find.intro')}</p>
      <form className="find-booking__form" noValidate onSubmit={submit} aria-busy={busy}>
        <div className="field">
          <label className="field__label" htmlFor="find-reference">{t('find.reference')}</label>
          <input id="find-reference" className="field__input" autoComplete="off" autoCapitalize="characters" spellCheck={false} maxLength={20}
            value={form.reference} onChange={(e) => edit('reference', e.target.value)} aria-invalid={invalid('reference')}
            aria-describedby={invalid('reference') ? 'find-reference-error' : undefined} />
          <FieldMessages id="find-reference-error" messages={errors.reference} />
        </div>
        <div className="field">
          <label className="field__label" htmlFor="find-email">{t('find.email')}</label>
          <input id="find-email" className="field__input" type="email" autoComplete="email" maxLength={254}
            value={form.email} onChange={(e) => edit('email', e.target.value)} aria-invalid={invalid('email')}
            aria-describedby={invalid('email') ? 'find-email-error' : undefined} />
          <FieldMessages id="find-email-error" messages={errors.email} />
        </div>
        <div role="alert" className="manage-alert-slot">
          {problem && <p className="problem">{problem}</p>}
        </div>
        <div>
          <Button type="submit" disabled={busy}>
            {busy ? t('find.sending') : t('findMyBooking')}
          </Button>
        </div>
        <div role="status" className="find-booking__answer">
          {answered && <p>{t('find.answer')}</p>}
        </div>
      </form>
    </section>
  );
}
