import { LIFECYCLE_TEXTS } from '@luggage/contracts';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../lib/api-client';
import { FieldMessages } from '../../components/ui/field-messages';
import { Button } from '../../components/ui/button';
import { usePageTitle } from '../../lib/use-page-title';
import { findBooking } from './api/find-booking';
import './manage.css';

type Errors = Record<string, string[]>;

/** /find-booking: reference and email; the manage link goes to that email, and the answer never says whether it matched. */
export function FindBookingPage() {
  usePageTitle(LIFECYCLE_TEXTS.findMyBooking);
  const [form, setForm] = useState({ reference: '', email: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [answer, setAnswer] = useState<string | null>(null);
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
    if (!form.reference.trim()) missing.reference = ['Please enter your booking reference.'];
    if (!form.email.trim()) missing.email = ['Please enter the email address you booked with.'];
    setErrors(missing);
    setAnswer(null);
    setProblem(null);
    if (Object.keys(missing).length > 0) return;
    setBusy(true);
    try {
      setAnswer((await findBooking({ reference: form.reference.trim(), email: form.email.trim() })).status);
    } catch (error) {
      console.warn('Find my booking failed', error);
      if (error instanceof ApiError && error.isValidation && Object.keys(error.errors).length > 0) setErrors(error.errors);
      else setProblem(error instanceof ApiError && error.status > 0 && error.status < 500 ? error.message : 'Something went wrong. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  const invalid = (field: string) => (errors[field]?.length ?? 0) > 0;
  return (
    <section className="container page find-booking" aria-labelledby="find-booking-title">
      <p className="eyebrow">Your booking</p>
      <h1 id="find-booking-title">{LIFECYCLE_TEXTS.findMyBooking}</h1>
      <p>Enter your booking reference and the email address you booked with. We will email you a link to see, change or cancel your booking.</p>
      <form className="find-booking__form" noValidate onSubmit={submit} aria-busy={busy}>
        <div className="field">
          <label className="field__label" htmlFor="find-reference">Booking reference</label>
          <input id="find-reference" className="field__input" autoComplete="off" autoCapitalize="characters" spellCheck={false} maxLength={20}
            value={form.reference} onChange={(e) => edit('reference', e.target.value)} aria-invalid={invalid('reference')}
            aria-describedby={invalid('reference') ? 'find-reference-error' : undefined} />
          <FieldMessages id="find-reference-error" messages={errors.reference} />
        </div>
        <div className="field">
          <label className="field__label" htmlFor="find-email">Email</label>
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
            {busy ? 'Sending…' : LIFECYCLE_TEXTS.findMyBooking}
          </Button>
        </div>
        <div role="status" className="find-booking__answer">
          {answer && <p>{answer}</p>}
        </div>
      </form>
    </section>
  );
}
