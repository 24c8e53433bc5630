import type { AdminBookingDetail, ChangeBookingRequest, ChangeQuote } from '@luggage/contracts';
import { useState } from 'react';
import { useCatalog } from '../../../lib/catalog-context';
import { ChangeBookingForm } from '../../../components/booking-change/change-booking-form';
import { PageSpinner } from '../../../components/ui/spinner';
import { changeBooking, quoteBookingChange } from '../api/bookings';
import { pounds } from '../lib/format';
import { TextAreaField } from '../../../components/ui/form-field';

interface AdminChangePanelProps {
  booking: AdminBookingDetail;
  onDone: (booking: AdminBookingDetail, notice: string) => void;
  onClose: () => void;
}

const EXTRA_FIELDS = ['reason', 'waiveDifference'] as const;

function changedNotice(quote: ChangeQuote, waived: boolean): string {
  if (quote.payNow > 0) return waived ? `Booking changed; the difference of ${pounds(quote.payNow)} was waived.` : 'Booking changed.';
  if (quote.refundNow > 0) return `Booking changed with a refund of ${pounds(quote.refundNow)}.`;
  return 'Booking changed.';
}

/** The customer's change form, on their behalf: with a reason, and a dearer change only with the difference waived. */
export function AdminChangePanel({ booking, onDone, onClose }: AdminChangePanelProps) {
  const catalog = useCatalog();
  const [reason, setReason] = useState('');
  const [waive, setWaive] = useState(false);

  if (!catalog.data) return catalog.error ? <p className="admin-message admin-message--error">{catalog.error.message}</p> : <PageSpinner label="Loading prices and points…" />;

  const confirm = async (request: ChangeBookingRequest, quote: ChangeQuote) => {
    const changed = await changeBooking(booking.reference, { ...request, reason, waiveDifference: waive });
    onDone(changed, changedNotice(quote, waive));
  };

  return (
    <section className="admin-move" aria-labelledby="admin-change-title">
      <h3 id="admin-change-title">Change this booking</h3>
      <ChangeBookingForm
        catalog={catalog.data}
        booking={booking}
        requestQuote={(request) => quoteBookingChange(booking.reference, request)}
        confirm={confirm}
        onClose={onClose}
        reader="operator"
        extraFieldNames={EXTRA_FIELDS}
        extraFields={(errors) => (
          <div className="admin-form">
            <TextAreaField name="reason" idPrefix="admin-change" label="Reason" maxLength={250} value={reason} onChange={(e) => setReason(e.target.value)} errors={errors.reason} />
            <div className="admin-field">
              <label className="admin-choice">
                <input type="checkbox" checked={waive} onChange={(e) => setWaive(e.target.checked)} aria-describedby="admin-waive-hint" />
                Waive the difference
              </label>
              <p id="admin-waive-hint" className="admin-field__hint">
                A dearer change cannot take a card payment here: tick this to make it without charging the customer.
              </p>
              {errors.waiveDifference && <p className="admin-field__errors">{errors.waiveDifference.join(' ')}</p>}
            </div>
          </div>
        )}
      />
    </section>
  );
}
