import { addDays, type ChangeBookingRequest, type ChangeQuote, formatIso, type GetDataResponse, MAX_ITEM_QUANTITY, MAX_NIGHTS, parseIso, pointScheduleOf } from '@luggage/contracts';
import { type FormEvent, type ReactNode, useId, useMemo, useState } from 'react';
import { ApiError } from '../../lib/api-client';
import { handoverTimesIn } from '../../lib/handover-times';
import { DateField } from '../date-picker/date-field';
import { Button } from '../ui/button';
import {
  changeFormItems,
  changeFormProblems,
  type ChangeFormValues,
  type CurrentBooking,
  dateBounds,
  type FieldErrors,
  fieldErrorsFrom,
  initialChangeValues,
  otherFieldMessages,
  type Reader,
  toChangeRequest,
} from './change-form';
import { lockedLegs } from './change-legs';
import { ChangeLegsFields } from './change-legs-fields';
import { ChangePromoField } from './change-promo-field';
import { ChangeQuoteSummary } from './change-quote-summary';
import { FieldMessages } from '../ui/field-messages';
import { useFormWords } from './use-form-words';
import './change-booking.css';

interface ChangeBookingFormProps {
  catalog: GetDataResponse;
  booking: CurrentBooking;
  requestQuote: (request: ChangeBookingRequest) => Promise<ChangeQuote>;
  /** Commits the quoted change; throws the API's error (a 409 when the difference no longer holds). */
  confirm: (request: ChangeBookingRequest, quote: ChangeQuote) => Promise<void>;
  onClose: () => void;
  reader: Reader;
  /** Fields of the caller's own (an operator's reason), with the server's messages for them. */
  extraFields?: (errors: FieldErrors) => ReactNode;
  /** The fields extraFields shows messages for. */
  extraFieldNames?: readonly string[];
}

/**
 * Date, nights, point, items and legs of a paid booking: "See the new price" asks for a quote and shows the difference;
 * only "Confirm change" commits. The manage page (customers) and the admin's booking page (operators) both use it.
 */
export function ChangeBookingForm({ catalog, booking, requestQuote, confirm, onClose, reader, extraFields, extraFieldNames = [] }: ChangeBookingFormProps) {
  const id = useId();
  const { t, money, nights, named } = useFormWords();
  const [booked] = useState<ChangeFormValues>(() => initialChangeValues(booking, catalog.delivery));
  const [values, setValues] = useState<ChangeFormValues>(booked);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [quoted, setQuoted] = useState<{ request: ChangeBookingRequest; quote: ChangeQuote } | null>(null);
  const [busy, setBusy] = useState<'quote' | 'confirm' | null>(null);
  const items = useMemo(() => changeFormItems(catalog.storage_items, booking), [catalog, booking]);
  const bounds = dateBounds();
  const locked = useMemo(() => lockedLegs(booking.legs), [booking]);
  const collectionDay = parseIso(values.date);
  const returnDate = collectionDay ? formatIso(addDays(collectionDay, values.nights)) : null;

  const edit = (change: Partial<ChangeFormValues>) => {
    setValues((current) => ({ ...current, ...change }));
    setQuoted(null);
    setErrors({});
    setMessage(null);
  };

  const fail = (error: unknown) => {
    console.warn('The change was refused', error);
    if (error instanceof ApiError && error.isValidation) {
      const fields = fieldErrorsFrom(error.errors);
      setErrors(fields);
      const others = otherFieldMessages(fields, extraFieldNames);
      setMessage(others.length > 0 ? others.join(' ') : Object.keys(fields).length === 0 ? error.message : null);
    } else {
      setMessage(error instanceof ApiError && error.status > 0 && error.status < 500 ? error.message : t('manage:somethingWrong'));
    }
  };

  const seePrice = (event: FormEvent) => {
    event.preventDefault();
    void quoteFor(values);
  };

  /** The code applied or removed: the new price is asked for at once, as the wizard's summary shows it. */
  const withCode = (promoCode: string | null) => {
    const next = { ...values, promoCode };
    setValues(next);
    setQuoted(null);
    void quoteFor(next);
  };

  const quoteFor = async (asked: ChangeFormValues) => {
    if (busy) return;
    setMessage(null);
    const problems = changeFormProblems(asked, booked.legs, catalog.delivery);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    const request = toChangeRequest(asked, booked.legs, catalog.delivery);
    setBusy('quote');
    try {
      setQuoted({ request, quote: await requestQuote(request) });
    } catch (error) {
      fail(error);
    } finally {
      setBusy(null);
    }
  };

  const confirmChange = async () => {
    if (!quoted || busy) return;
    setBusy('confirm');
    setMessage(null);
    setErrors({});
    try {
      await confirm(quoted.request, quoted.quote);
    } catch (error) {
      fail(error);
      // 409: the price moved since the quote; show the new one before anything else is asked.
      if (error instanceof ApiError && error.status === 409) {
        const fresh = await requestQuote(quoted.request).catch(() => null);
        setQuoted(fresh ? { request: quoted.request, quote: fresh } : null);
      }
    } finally {
      setBusy(null);
    }
  };

  const catalogItem = (code: string) => catalog.storage_items.find((item) => item.code === code);
  const field = (name: string) => ({ id: `${id}-${name}`, 'aria-invalid': (errors[name]?.length ?? 0) > 0, 'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined });

  return (
    <form className="change-form" noValidate onSubmit={seePrice} aria-busy={busy !== null}>
      <fieldset className="change-form__group" disabled={busy !== null}>
        <legend className="change-form__legend">{t('manage:changeForm.whenWhere')}</legend>
        <div className="change-form__grid">
          <DateField value={parseIso(values.date)} min={bounds.min} max={bounds.max} error={errors.collectionDate}
            onChoose={(date) => edit({ date: formatIso(date) })} onUnset={() => edit({ date: '' })} />
          <div className="field">
            <label className="field__label" htmlFor={`${id}-nights`}>{t('manage:changeForm.nights')}</label>
            <select className="field__input field__select" value={values.nights} onChange={(e) => edit({ nights: Number(e.target.value) })} {...field('nights')}>
              {Array.from({ length: MAX_NIGHTS }, (_, i) => i + 1).map((n) => (
                <option key={n} value={n}>{nights(n)}</option>
              ))}
            </select>
            <FieldMessages id={`${id}-nights-error`} messages={errors.nights} />
          </div>
          {values.legs.handover === 'point' && (
            <div className="field change-form__wide">
              <label className="field__label" htmlFor={`${id}-locationId`}>{t('manage:changeForm.point')}</label>
              <select className="field__input field__select" value={values.locationId ?? ''} onChange={(e) => edit({ locationId: e.target.value ? Number(e.target.value) : null })} {...field('locationId')}>
                <option value="">{t('manage:changeForm.selectPoint')}</option>
                {catalog.collection_cities.map((city) => (
                  <optgroup key={city.id} label={city.city}>
                    {city.get_locations.map((location) => (
                      <option key={location.id} value={location.id}>
                        {t('manage:changeForm.pointAt', { point: named(location.Location, location.nameTranslations), times: handoverTimesIn(pointScheduleOf(location), t) })}
                      </option>
                    ))}
                  </optgroup>
                ))}
              </select>
              <FieldMessages id={`${id}-locationId-error`} messages={errors.locationId} />
            </div>
          )}
        </div>
      </fieldset>
      <ChangeLegsFields catalog={catalog} legs={values.legs} booked={booking.legs} locked={locked} date={values.date} returnDate={returnDate} errors={errors}
        disabled={busy !== null} onChange={(legs) => edit({ legs })} />
      <fieldset className="change-form__group" disabled={busy !== null} aria-describedby={errors.items ? `${id}-items-error` : undefined}>
        <legend className="change-form__legend">{t('manage:changeForm.items', { max: MAX_ITEM_QUANTITY })}</legend>
        <ul className="change-form__items">
          {items.map((item) => (
            <li key={item.code}>
              <label htmlFor={`${id}-item-${item.code}`}>
                <span className="change-form__item-name">{named(item.title, catalogItem(item.code)?.nameTranslations)}</span>
                <span className="change-form__item-price">{item.price === null ? t('manage:changeForm.noLongerOffered') : t('manage:changeForm.perNight', { price: money(item.price) })}</span>
              </label>
              <input id={`${id}-item-${item.code}`} type="number" inputMode="numeric" className="field__input change-form__amount" min={0} max={MAX_ITEM_QUANTITY} step={1}
                value={values.quantities[item.code] ?? 0} aria-invalid={(errors.items?.length ?? 0) > 0}
                onChange={(e) => edit({ quantities: { ...values.quantities, [item.code]: Math.trunc(Number(e.target.value || 0)) } })} />
            </li>
          ))}
        </ul>
        <FieldMessages id={`${id}-items-error`} messages={errors.items} />
      </fieldset>
      <ChangePromoField booked={booking.promo ?? null} value={values.promoCode} errors={errors.promoCode} disabled={busy !== null}
        onApply={withCode} onRemove={() => withCode(null)} />
      {extraFields?.(errors)}
      <div role="status" className="change-form__quote">
        {quoted && <ChangeQuoteSummary quote={quoted.quote} reader={reader} legs={values.legs} catalog={catalog} />}
      </div>
      <div role="alert" className="change-form__message">
        {message && <p className="problem">{message}</p>}
      </div>
      <div className="change-form__actions">
        <Button type="submit" variant={quoted ? 'secondary' : 'primary'} disabled={busy !== null}>
          {busy === 'quote' ? t('manage:changeForm.working') : t('manage:changeForm.seePrice')}
        </Button>
        {quoted && (
          <Button onClick={confirmChange} disabled={busy !== null}>
            {busy === 'confirm' ? t('manage:changeForm.changing') : t('manage:changeForm.confirm')}
          </Button>
        )}
        <Button variant="ghost" onClick={onClose} disabled={busy === 'confirm'}>
          {t('manage:changeForm.keep')}
        </Button>
      </div>
    </form>
  );
}
