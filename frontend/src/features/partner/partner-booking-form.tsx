import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { compareDates, type GetDataResponse, LANGUAGE_NAMES, LANGUAGES, parseIso, type PartnerBookingResponse, type PartnerSelfView, pointScheduleOf, todayInLondon } from '@luggage/contracts';
import { ApiError } from '../../lib/api-client';
import { activeLanguage } from '../../lib/i18n/active-language';
import { useLocalised } from '../../lib/i18n/localised';
import { useFormatter } from '../../lib/i18n/use-language';
import { Button } from '../../components/ui/button';
import { InputField, SelectField } from '../../components/ui/form-field';
import { CardPayment } from '../../components/payment/card-payment';
import { bookForGuest, confirmCardBooking } from './api';
import { SameDayTimes } from '../../components/same-day/same-day-times';
import { closingTime } from '../../lib/same-day-times';
import { bookablePoints, cardBookingRequest, type GuestForm, guestQuote, guestTimes, NO_TIMES, partnerBookingRequest } from './guest-booking';

type FieldErrors = Record<string, string[]>;

const newToken = () => crypto.randomUUID();

const blankForm = (partner: PartnerSelfView): GuestForm => ({
  quantities: {},
  date: '',
  locationId: null,
  nights: 1,
  times: NO_TIMES,
  fullName: '',
  email: '',
  contactNumber: '',
  guestLanguage: activeLanguage(),
  partnerReference: '',
  payment: partner.onAccount ? 'account' : 'card',
  agreedToTerms: false,
  bookingToken: newToken(),
});

interface Props {
  partner: PartnerSelfView;
  catalog: GetDataResponse;
  onBooked: () => void;
}

/** A booking for a guest: item counts, date, point, nights, the guest, the partner's reference, card or account. */
export function PartnerBookingForm({ partner, catalog, onBooked }: Props) {
  const { t } = useTranslation('partner');
  const localised = useLocalised();
  const format = useFormatter();
  const [form, setForm] = useState<GuestForm>(() => blankForm(partner));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [paying, setPaying] = useState<PartnerBookingResponse | null>(null);
  const set = <K extends keyof GuestForm>(field: K, value: GuestForm[K]) => setForm((current) => ({ ...current, [field]: value }));
  const price = guestQuote(form, catalog);
  const times = guestTimes(form, catalog);

  const finished = (reference: string) => {
    setDone(t('booked', { reference }));
    setPaying(null);
    setForm(blankForm(partner));
    onBooked();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setErrors({});
    setProblem(null);
    setDone(null);
    try {
      const answer = await bookForGuest(partnerBookingRequest(form, catalog));
      if (answer.clientSecret) setPaying(answer);
      else finished(answer.reference);
    } catch (error) {
      const fields = error instanceof ApiError ? error.errors : {};
      if (Object.keys(fields).length > 0) setErrors(fields);
      else setProblem(error instanceof Error ? error.message : t('failed'));
    } finally {
      setBusy(false);
    }
  };

  const paid = async (paymentIntentId: string) => {
    try {
      await confirmCardBooking(cardBookingRequest(form, catalog, paymentIntentId));
      finished(paying!.reference);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : t('failed'));
    }
  };

  if (paying?.clientSecret) {
    return (
      <section aria-labelledby="partner-pay-title" className="card">
        <h2 id="partner-pay-title">{t('payTitle', { reference: paying.reference })}</h2>
        <p>{t('payIntro')}</p>
        <CardPayment payments={catalog.payments} clientSecret={paying.clientSecret} returned={false} returnUrl={window.location.href} onBack={() => setPaying(null)} onPaid={(id) => void paid(id)} />
        {problem && <p role="alert">{problem}</p>}
      </section>
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby="partner-book-title" className="card partner-form">
      <h2 id="partner-book-title">{t('bookTitle')}</h2>
      <fieldset>
        <legend>{t('items')}</legend>
        {catalog.storage_items
          .filter((item) => item.active)
          .map((item) => (
            <InputField
              key={item.code}
              idPrefix="partner-item"
              name={item.code}
              label={localised(item.storage_item, item.nameTranslations)}
              type="number"
              min={0}
              max={20}
              value={form.quantities[item.code] ?? 0}
              onChange={(event) => set('quantities', { ...form.quantities, [item.code]: Math.max(0, Number(event.target.value) || 0) })}
            />
          ))}
        {errors.storageItemsBasket && <p role="alert">{errors.storageItemsBasket.join(' ')}</p>}
      </fieldset>
      <InputField idPrefix="partner" name="collectionDate" label={t('date')} type="date" value={form.date} onChange={(event) => set('date', event.target.value)} errors={errors.collectionDate} />
      <SelectField idPrefix="partner" name="locationId" label={t('point')} value={form.locationId ?? ''} onChange={(event) => set('locationId', Number(event.target.value) || null)} errors={errors.locationId}>
        <option value="">{t('choosePoint')}</option>
        {bookablePoints(catalog).map((point) => (
          <option key={point.id} value={point.id}>
            {localised(point.Location, point.nameTranslations)}
          </option>
        ))}
      </SelectField>
      <SelectField idPrefix="partner" name="nights" label={t('nights')} value={form.nights} onChange={(event) => set('nights', Number(event.target.value))} errors={errors.nights}>
        <option value={0}>{t('sameDay')}</option>
        {[1, 2, 3].map((n) => (
          <option key={n} value={n}>
            {t('nightCount', { count: n })}
          </option>
        ))}
      </SelectField>
      {times && <GuestSameDay form={form} catalog={catalog} times={times} errors={errors} onTime={(field, time) => set('times', { ...form.times, [field]: time })} />}
      <InputField idPrefix="partner" name="fullName" label={t('guestName')} value={form.fullName} onChange={(event) => set('fullName', event.target.value)} errors={errors.fullName} />
      <InputField idPrefix="partner" name="email" label={t('guestEmail')} type="email" value={form.email} onChange={(event) => set('email', event.target.value)} errors={errors.email} />
      <InputField idPrefix="partner" name="contactNumber" label={t('guestPhone')} type="tel" value={form.contactNumber} onChange={(event) => set('contactNumber', event.target.value)} errors={errors.contactNumber} />
      <SelectField idPrefix="partner" name="guestLanguage" label={t('guestLanguage')} value={form.guestLanguage} onChange={(event) => set('guestLanguage', event.target.value as GuestForm['guestLanguage'])} errors={errors.guestLanguage}>
        {LANGUAGES.map((language) => (
          <option key={language} value={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </SelectField>
      <InputField idPrefix="partner" name="partnerReference" label={t('reference')} maxLength={40} value={form.partnerReference} onChange={(event) => set('partnerReference', event.target.value)} errors={errors.partnerReference} />
      <fieldset>
        <legend>{t('payment')}</legend>
        <label>
          <input type="radio" name="payment" value="card" checked={form.payment === 'card'} onChange={() => set('payment', 'card')} /> {t('payByCard')}
        </label>
        {partner.onAccount && (
          <label>
            <input type="radio" name="payment" value="account" checked={form.payment === 'account'} onChange={() => set('payment', 'account')} /> {t('payOnAccount')}
          </label>
        )}
        {errors.payment && <p role="alert">{errors.payment.join(' ')}</p>}
      </fieldset>
      <label>
        <input type="checkbox" name="agreedToTerms" checked={form.agreedToTerms} onChange={(event) => set('agreedToTerms', event.target.checked)} /> {t('terms')}
      </label>
      {errors.agreedToTerms && <p role="alert">{errors.agreedToTerms.join(' ')}</p>}
      <p className="partner-form__total">{t('total', { amount: format.money(price.totalPence) })}</p>
      {errors.totalCost && <p role="alert">{errors.totalCost.join(' ')}</p>}
      {problem && <p role="alert">{problem}</p>}
      <div role="status">{done && <p>{done}</p>}</div>
      <Button type="submit" disabled={busy} aria-busy={busy}>
        {busy ? t('booking') : t('book')}
      </Button>
    </form>
  );
}

interface GuestSameDayProps {
  form: GuestForm;
  catalog: GetDataResponse;
  times: NonNullable<ReturnType<typeof guestTimes>>;
  errors: FieldErrors;
  onTime: (field: 'dropOffTime' | 'pickUpTime', time: string) => void;
}

/** A same-day stay's drop-off and pick-up at the point: the wizard's selects, offering what the server accepts. */
function GuestSameDay({ form, catalog, times, errors, onTime }: GuestSameDayProps) {
  const point = bookablePoints(catalog).find((candidate) => candidate.id === form.locationId)!;
  const date = parseIso(form.date)!;
  const fieldErrors = { dropOffTime: errors.dropOffTime?.[0], pickUpTime: errors.pickUpTime?.[0] };
  return (
    <SameDayTimes
      choice={times}
      closes={closingTime(pointScheduleOf(point), date)}
      today={compareDates(date, todayInLondon()) === 0}
      errors={fieldErrors}
      onTime={onTime}
    />
  );
}
