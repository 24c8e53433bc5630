import { type ClosureChoice, type ClosureDeliveryQuote, type ClosureOfferView, type LegAddress, type ManageBookingView, windowLabel } from '@luggage/contracts';
import { useState, type FormEvent } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useCatalog } from '../../../lib/catalog-context';
import { AddressForm } from '../../../components/legs/address-form';
import { Button } from '../../../components/ui/button';
import { emptyAddress, type AddressField, type AddressFields, type LegErrors } from '../../../lib/legs';
import { getManagedBooking } from '../api/get-managed-booking';
import { quoteClosureDelivery } from '../api/quote-closure-delivery';
import { takeClosureOffer } from '../api/take-closure-offer';
import { useManageWords } from '../lib/use-manage-words';

interface ClosureNoticeProps {
  token: string;
  closure: ClosureOfferView;
  onTaken: (booking: ManageBookingView, choice: ClosureChoice) => void;
  /** The booking as the server has it now, after a 409 (taken meanwhile, or the other point filled). */
  onRefreshed: (booking: ManageBookingView) => void;
}

/**
 * The point closed on a day of this booking: why, and the choices its offer holds (the free move, a free delivery or
 * collection at an address, a free later pick-up, the full refund), each taken once.
 */
export function ClosureNotice({ token, closure, onTaken, onRefreshed }: ClosureNoticeProps) {
  const { t, money, format, pointName } = useManageWords();
  const [busy, setBusy] = useState<ClosureChoice | 'quote' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [addressOpen, setAddressOpen] = useState(false);
  const [address, setAddress] = useState<AddressFields>(emptyAddress);
  const [fieldErrors, setFieldErrors] = useState<LegErrors>({});
  /** The window the address typed would get, shown before the customer confirms; cleared when the address changes. */
  const [preview, setPreview] = useState<ClosureDeliveryQuote | null>(null);
  const side = closure.side === 'collection' ? 'handover' : 'giveBack';

  /** Shows a refusal: a 422 on the address by field, else its message; a 409 reloads the booking (taken meanwhile). */
  const refused = async (error: unknown) => {
    console.warn('The closed point offer was refused', error);
    // The API names the address's fields `address.postcode`; the address form reads them by its side.
    const errors = error instanceof ApiError && error.status === 422 ? Object.entries(error.errors).filter(([field]) => field.startsWith('address')) : [];
    if (errors.length > 0) setFieldErrors(Object.fromEntries(errors.map(([field, texts]) => [field === 'address' ? `${side}.address.line1` : `${side}.${field}`, texts[0]])));
    else setProblem(error instanceof ApiError && error.status > 0 && error.status < 500 ? error.message : t('somethingWrong'));
    if (error instanceof ApiError && error.status === 409) {
      const fresh = await getManagedBooking(token).catch(() => null);
      if (fresh) onRefreshed(fresh);
    }
  };

  const attempt = async (what: ClosureChoice | 'quote', call: () => Promise<void>) => {
    setBusy(what);
    setProblem(null);
    setFieldErrors({});
    try {
      await call();
    } catch (error) {
      await refused(error);
    } finally {
      setBusy(null);
    }
  };

  const take = (choice: ClosureChoice, withAddress?: LegAddress) =>
    attempt(choice, async () => onTaken(await takeClosureOffer(token, { choice, ...(withAddress ? { address: withAddress } : {}) }), choice));

  const typedAddress = (): LegAddress => {
    const trimmed = Object.fromEntries(Object.entries(address).filter(([, value]) => value.trim() !== '')) as Partial<AddressFields>;
    return { line1: '', town: '', postcode: '', ...trimmed };
  };

  const seeWindow = (event: FormEvent) => {
    event.preventDefault();
    setPreview(null);
    void attempt('quote', async () => setPreview(await quoteClosureDelivery(token, { address: typedAddress() })));
  };

  const has = (choice: ClosureChoice) => closure.choices.includes(choice);
  return (
    <section className="manage-closure" aria-labelledby="closure-title">
      <h2 id="closure-title" className="manage-closure__title">
        {t('closure.title', { point: closure.pointName, date: format.date(closure.date) })}
      </h2>
      <p>{t('closure.note', { note: closure.note })}</p>
      {closure.taken ? (
        <p>{takenWords(closure, t, format.date)}</p>
      ) : (
        <>
          <p>{t(`closure.${closure.side}`)}</p>
          {closure.side === 'collection' && !has('move') && <p>{t('closure.noMove')}</p>}
          {closure.side === 'return' && closure.choices.length === 0 && <p>{t('closure.keptSafe')}</p>}
          <div role="alert" className="manage-alert-slot">
            {problem && <p className="problem">{problem}</p>}
          </div>
          <div className="manage-closure__choices">
            {has('move') && closure.move && (
              <div className="manage-closure__choice">
                <Button onClick={() => void take('move')} disabled={busy !== null} aria-describedby="closure-move-detail">
                  {busy === 'move' ? t('closure.moving') : t('closure.move', { point: pointName(closure.move.id, closure.move.name) })}
                </Button>
                <p id="closure-move-detail" className="manage-closure__detail">
                  {t('closure.moveDetail', { address: closure.move.address, km: format.number(closure.move.km) })}
                </p>
              </div>
            )}
            {has('delivery') && (
              <div className="manage-closure__choice">
                <Button onClick={() => setAddressOpen((open) => !open)} disabled={busy !== null} aria-expanded={addressOpen} aria-controls="closure-delivery">
                  {t(closure.side === 'collection' ? 'closure.collect' : 'closure.deliver')}
                </Button>
                {addressOpen && (
                  <DeliveryForm
                    side={side}
                    intro={t(closure.side === 'collection' ? 'closure.collectIntro' : 'closure.deliverIntro', { date: format.date(closure.date) })}
                    address={address}
                    errors={fieldErrors}
                    busy={busy}
                    preview={preview && previewWords(preview, t, format.date)}
                    onEdit={(field, value) => {
                      setPreview(null);
                      setAddress((before) => ({ ...before, [field]: value }));
                    }}
                    onSubmit={seeWindow}
                    onConfirm={() => void take('delivery', typedAddress())}
                  />
                )}
              </div>
            )}
            {has('later') && closure.later && (
              <div className="manage-closure__choice">
                <Button onClick={() => void take('later')} disabled={busy !== null}>
                  {busy === 'later' ? t('closure.postponing') : t('closure.later', { date: format.date(closure.later.date), time: closure.later.time })}
                </Button>
              </div>
            )}
            {has('refund') && closure.refund !== null && (
              <div className="manage-closure__choice">
                <Button className="btn--danger" onClick={() => void take('refund')} disabled={busy !== null}>
                  {busy === 'refund' ? t('closure.cancelling') : t('closure.refund', { amount: money(closure.refund) })}
                </Button>
              </div>
            )}
          </div>
        </>
      )}
    </section>
  );
}

interface DeliveryFormProps {
  side: 'handover' | 'giveBack';
  intro: string;
  address: AddressFields;
  errors: LegErrors;
  busy: ClosureChoice | 'quote' | null;
  /** The window the address would get, in words, once asked for; null until then. */
  preview: string | null;
  onEdit: (field: AddressField, value: string) => void;
  onSubmit: (event: FormEvent) => void;
  onConfirm: () => void;
}

/**
 * The address a driver delivers to (or collects from), in the legs' own form. The server finds the window: asked first
 * (nothing booked), it is shown with a confirm button; confirming takes the offer, which finds the window again.
 */
function DeliveryForm({ side, intro, address, errors, busy, preview, onEdit, onSubmit, onConfirm }: DeliveryFormProps) {
  const { t } = useManageWords();
  const delivery = useCatalog().data?.delivery;
  if (!delivery) return null;
  return (
    <form id="closure-delivery" className="manage-closure__delivery" onSubmit={onSubmit} noValidate>
      <p className="manage-closure__detail">{intro}</p>
      <AddressForm side={side} address={address} delivery={delivery} errors={errors} onEdit={(_, field, value) => onEdit(field, value)} />
      <Button type="submit" disabled={busy !== null}>
        {busy === 'quote' ? t('closure.quoting') : t('closure.quote')}
      </Button>
      <div aria-live="polite" className="manage-closure__preview">
        {preview && (
          <>
            <p>{preview}</p>
            <p className="manage-closure__detail">{t('closure.previewNote')}</p>
            <Button type="button" onClick={onConfirm} disabled={busy !== null}>
              {busy === 'delivery' ? t('closure.booking') : t('closure.confirm')}
            </Button>
          </>
        )}
      </div>
    </form>
  );
}

/** The window a delivery (or collection) would get, in the customer's words, before they confirm. */
function previewWords(quote: ClosureDeliveryQuote, t: ReturnType<typeof useManageWords>['t'], date: (dashed: string) => string): string {
  const words = { date: date(quote.date), window: windowLabel(quote.window), address: `${quote.line1}, ${quote.postcode}` };
  return t(quote.side === 'collection' ? 'closure.previewCollect' : 'closure.previewDeliver', words);
}

/** What the customer took, in their words: the free leg's day, window and address once a delivery was booked. */
function takenWords(closure: ClosureOfferView, t: ReturnType<typeof useManageWords>['t'], date: (dashed: string) => string): string {
  if (closure.taken === 'move') return t('closure.moved');
  if (closure.taken === 'refund') return t('closure.refunded');
  if (closure.taken === 'later') return t('closure.postponed');
  const leg = closure.delivery;
  if (!leg) return t(closure.side === 'collection' ? 'closure.collect' : 'closure.deliver');
  const words = { date: date(leg.date), window: windowLabel(leg.window), address: `${leg.line1}, ${leg.postcode}` };
  return t(closure.side === 'collection' ? 'closure.collected' : 'closure.delivered', words);
}
