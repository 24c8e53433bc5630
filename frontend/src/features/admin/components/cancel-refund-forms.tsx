import { type AdminBookingDetail, type AdminCancelRequest, LIFECYCLE_TEXTS } from '@luggage/contracts';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { cancelBooking, refundBooking } from '../api/bookings';
import { useBookingMove } from '../hooks/use-booking-move';
import { pounds } from '../lib/format';
import { InputField, TextAreaField } from '../../../components/ui/form-field';

interface MoveFormProps {
  booking: AdminBookingDetail;
  onDone: (booking: AdminBookingDetail, notice: string) => void;
  onClose: () => void;
}

const CHOICES: { value: AdminCancelRequest['refund']; label: (refundable: number) => string }[] = [
  { value: 'full', label: (refundable) => `Full refund (${pounds(refundable)})` },
  { value: 'none', label: () => 'No refund' },
  { value: 'amount', label: () => 'Refund an amount' },
];

/** Cancels whatever the policy says, with a reason and the operator's refund choice: full, none or an amount. */
export function CancelBookingForm({ booking, onDone, onClose }: MoveFormProps) {
  const { busy, errors, error, run } = useBookingMove(onDone);
  const [reason, setReason] = useState('');
  const [refund, setRefund] = useState<AdminCancelRequest['refund']>(booking.refundable > 0 ? 'full' : 'none');
  const [amount, setAmount] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const request: AdminCancelRequest = { reason, refund, ...(refund === 'amount' ? { amount: amount === '' ? Number.NaN : Number(amount) } : {}) };
    const refunded = refund === 'full' ? booking.refundable : refund === 'amount' ? Number(amount) : 0;
    void run(() => cancelBooking(booking.reference, request), refunded > 0 ? `Booking cancelled with a refund of ${pounds(refunded)}.` : 'Booking cancelled without a refund.');
  };

  return (
    <form className="admin-form admin-move" onSubmit={submit} noValidate aria-labelledby="admin-cancel-title">
      <h3 id="admin-cancel-title">Cancel this booking</h3>
      <TextAreaField idPrefix="admin" name="reason" label="Reason" maxLength={250} value={reason} onChange={(e) => setReason(e.target.value)} errors={errors.reason} />
      <fieldset className="admin-choices">
        <legend className="admin-field__label">Refund</legend>
        {CHOICES.map((choice) => (
          <label key={choice.value} className="admin-choice">
            <input type="radio" name="refund" value={choice.value} checked={refund === choice.value} onChange={() => setRefund(choice.value)}
              disabled={choice.value !== 'none' && booking.refundable <= 0} />
            {choice.label(booking.refundable)}
          </label>
        ))}
        {errors.refund && <p className="admin-field__errors">{errors.refund.join(' ')}</p>}
      </fieldset>
      {refund === 'amount' && (
        <InputField idPrefix="admin" name="amount" label="Refund amount (£)" type="number" min={0.01} max={booking.refundable} step={0.01}
          hint={`Up to ${pounds(booking.refundable)}.`} value={amount} onChange={(e) => setAmount(e.target.value)} errors={errors.amount} />
      )}
      <div role="alert" className="admin-message-slot">
        {error && <p className="admin-message admin-message--error">{error}</p>}
      </div>
      <div className="admin-form__actions">
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {busy ? 'Cancelling…' : LIFECYCLE_TEXTS.confirmCancellation}
        </Button>
        <Button variant="ghost" onClick={onClose} disabled={busy}>
          Close
        </Button>
      </div>
    </form>
  );
}

/** A partial refund of a live booking: an amount up to what is refundable, and why. */
export function RefundForm({ booking, onDone, onClose }: MoveFormProps) {
  const { busy, errors, error, run } = useBookingMove(onDone);
  const [reason, setReason] = useState('');
  const [amount, setAmount] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = amount === '' ? Number.NaN : Number(amount);
    void run(() => refundBooking(booking.reference, { amount: value, reason }), `Refund of ${pounds(value)} sent.`);
  };

  return (
    <form className="admin-form admin-move" onSubmit={submit} noValidate aria-labelledby="admin-refund-title">
      <h3 id="admin-refund-title">Refund part of the price</h3>
      <InputField idPrefix="admin" name="amount" label="Amount (£)" type="number" min={0.01} max={booking.refundable} step={0.01}
        hint={`Up to ${pounds(booking.refundable)}.`} value={amount} onChange={(e) => setAmount(e.target.value)} errors={errors.amount} />
      <TextAreaField idPrefix="admin" name="reason" label="Reason" maxLength={250} value={reason} onChange={(e) => setReason(e.target.value)} errors={errors.reason} />
      <div role="alert" className="admin-message-slot">
        {error && <p className="admin-message admin-message--error">{error}</p>}
      </div>
      <div className="admin-form__actions">
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {busy ? 'Refunding…' : 'Send refund'}
        </Button>
        <Button variant="ghost" onClick={onClose} disabled={busy}>
          Close
        </Button>
      </div>
    </form>
  );
}
