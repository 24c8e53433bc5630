import { type AdminBookingDetail, LIFECYCLE_TEXTS } from '@luggage/contracts';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { resendConfirmation } from '../api/bookings';
import { useBookingMove } from '../hooks/use-booking-move';
import { AdminChangePanel } from './admin-change-panel';
import { CancelBookingForm, RefundForm } from './cancel-refund-forms';

type Open = 'cancel' | 'refund' | 'change' | null;

interface BookingMovesProps {
  booking: AdminBookingDetail;
  onBooking: (booking: AdminBookingDetail) => void;
}

/** Cancel, refund, change and resend: each offered only when the booking's `moves` allow it, each recorded in the audit. */
export function BookingMoves({ booking, onBooking }: BookingMovesProps) {
  const [open, setOpen] = useState<Open>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const panel = useRef<HTMLDivElement>(null);
  const done = (next: AdminBookingDetail, message: string) => {
    onBooking(next);
    setOpen(null);
    setNotice(message);
  };
  const resend = useBookingMove(done);
  const { moves } = booking;

  useEffect(() => {
    if (open) panel.current?.querySelector<HTMLElement>('input, textarea, select')?.focus();
  }, [open]);

  const show = (which: Open) => {
    setNotice(null);
    setOpen(which);
  };
  const anyMove = moves.cancel || moves.refund || moves.change || moves.resendConfirmation;

  return (
    <section className="admin-card admin-booking__moves" aria-labelledby="admin-booking-moves">
      <h2 id="admin-booking-moves">Changes, cancellation and refunds</h2>
      <div role="status" className="admin-message-slot">
        {notice && <p className="admin-message admin-message--ok">{notice}</p>}
      </div>
      {open === null ? (
        <>
          {!anyMove && <p className="admin-muted">Nothing can be changed, cancelled or refunded on this booking now.</p>}
          <div className="admin-form__actions">
            {moves.change && <Button variant="secondary" onClick={() => show('change')}>{LIFECYCLE_TEXTS.changeBooking}</Button>}
            {moves.refund && <Button variant="secondary" onClick={() => show('refund')}>Refund</Button>}
            {moves.cancel && <Button variant="secondary" onClick={() => show('cancel')}>{LIFECYCLE_TEXTS.cancelBooking}</Button>}
            {moves.resendConfirmation && (
              <Button variant="ghost" disabled={resend.busy} aria-busy={resend.busy}
                onClick={() => void resend.run(() => resendConfirmation(booking.reference), 'The confirmation email is on its way again.')}>
                Resend confirmation email
              </Button>
            )}
          </div>
          <div role="alert" className="admin-message-slot">
            {resend.error && <p className="admin-message admin-message--error">{resend.error}</p>}
          </div>
        </>
      ) : (
        <div ref={panel}>
          {open === 'cancel' && <CancelBookingForm booking={booking} onDone={done} onClose={() => setOpen(null)} />}
          {open === 'refund' && <RefundForm booking={booking} onDone={done} onClose={() => setOpen(null)} />}
          {open === 'change' && <AdminChangePanel booking={booking} onDone={done} onClose={() => setOpen(null)} />}
        </div>
      )}
    </section>
  );
}
