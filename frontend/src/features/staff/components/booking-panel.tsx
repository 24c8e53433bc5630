import { CHECK_IN_STATUS_LABELS, CHECK_IN_TEXTS, type CheckInBookingView, formatReadableDate } from '@luggage/contracts';
import { useState } from 'react';
import { FieldMessages } from '../../../components/ui/field-messages';
import { Button } from '../../../components/ui/button';
import { useUndoOpen } from '../../../lib/use-undo-open';

interface BookingPanelProps {
  booking: CheckInBookingView;
  busy: boolean;
  onStep: (reason?: string) => void;
  onUndo: () => void;
  reasonError: string[] | undefined;
}

/** The booking at the counter: who, which bags, when, its status, and the one step to take now (with its undo). */
export function BookingPanel({ booking, busy, onStep, onUndo, reasonError }: BookingPanelProps) {
  const [reason, setReason] = useState('');
  const undoOpen = useUndoOpen(booking.undo?.until ?? null);
  const label = booking.action === 'collected' ? CHECK_IN_TEXTS.markCollected : CHECK_IN_TEXTS.markReturned;

  return (
    <article className="staff-booking card" aria-labelledby="staff-booking-name">
      <p className="eyebrow">{booking.reference}</p>
      <h2 id="staff-booking-name" className="staff-booking__name">
        {booking.fullName}
      </h2>
      <p className="staff-booking__status" role="status">
        Status: <strong>{CHECK_IN_STATUS_LABELS[booking.status]}</strong>
      </p>
      <dl className="staff-booking__facts">
        <div>
          <dt>Bags</dt>
          <dd>
            <ul className="staff-booking__bags">
              {booking.bags.map((bag) => (
                <li key={bag.code}>
                  {bag.amount} × {bag.title}
                </li>
              ))}
            </ul>
          </dd>
        </div>
        <div>
          <dt>Collection</dt>
          <dd>
            {formatReadableDate(booking.collectionDate)}, {booking.location.time}
          </dd>
        </div>
        <div>
          <dt>Return</dt>
          <dd>
            {formatReadableDate(booking.returnDate)} ({booking.nights} night{booking.nights === 1 ? '' : 's'})
          </dd>
        </div>
        <div>
          <dt>Point</dt>
          <dd>{booking.location.name}</dd>
        </div>
      </dl>
      {booking.action ? (
        <div className="staff-booking__action">
          {booking.overrideNeeded && (
            <div className="field">
              <label className="field__label" htmlFor="staff-reason">
                Reason (before the collection day)
              </label>
              <input id="staff-reason" className="field__input" maxLength={250} value={reason} onChange={(e) => setReason(e.target.value)}
                aria-invalid={(reasonError?.length ?? 0) > 0} aria-describedby={reasonError?.length ? 'staff-reason-error' : undefined} />
              <FieldMessages id="staff-reason-error" messages={reasonError} />
            </div>
          )}
          <Button size="lg" className="staff-booking__step" disabled={busy} onClick={() => onStep(booking.overrideNeeded ? reason.trim() : undefined)}>
            {label}
          </Button>
        </div>
      ) : (
        booking.waiting && <p className="staff-booking__waiting">{booking.waiting}</p>
      )}
      {booking.undo && undoOpen && (
        <Button variant="secondary" className="staff-booking__undo" disabled={busy} onClick={onUndo}>
          {CHECK_IN_TEXTS.undo} “{booking.undo.step === 'collected' ? CHECK_IN_TEXTS.markCollected : CHECK_IN_TEXTS.markReturned}”
        </Button>
      )}
    </article>
  );
}
