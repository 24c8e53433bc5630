import type { ManageBookingView } from '@luggage/contracts';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { Button } from '../../../components/ui/button';
import { cancelBooking } from '../api/cancel-booking';
import { getManagedBooking } from '../api/get-managed-booking';
import { useManageWords } from '../lib/use-manage-words';

interface CancelPanelProps {
  token: string;
  booking: ManageBookingView;
  onCancelled: (booking: ManageBookingView, refund: number) => void;
  /** The booking as the server has it now, after a 409 (the refund changed meanwhile). */
  onRefreshed: (booking: ManageBookingView) => void;
  onClose: () => void;
}

/** The confirmation step: the refund this cancellation gives, stated before "Confirm cancellation" commits it. */
export function CancelPanel({ token, booking, onCancelled, onRefreshed, onClose }: CancelPanelProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const { refundAmount, allowed, reason } = booking.actions.cancel;
  const { t, money } = useManageWords();

  useEffect(() => heading.current?.focus(), []);

  const confirm = async () => {
    setBusy(true);
    setProblem(null);
    try {
      onCancelled(await cancelBooking(token, { expectedRefund: refundAmount }), refundAmount);
    } catch (error) {
      console.warn('The cancellation was refused', error);
      if (error instanceof ApiError && error.status === 409) {
        // The refund moved (the free period ended, say): show the server's words and the amount that holds now.
        const fresh = await getManagedBooking(token).catch(() => null);
        if (fresh) onRefreshed(fresh);
        const now = fresh?.actions.cancel;
        const amount = now?.allowed ? ` ${t('cancel.refundNow', { amount: money(now.refundAmount) })}` : now?.reason ? ` ${now.reason}` : '';
        setProblem(`${error.message}${amount}`);
      } else {
        setProblem(error instanceof ApiError && error.status > 0 && error.status < 500 ? error.message : t('somethingWrong'));
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="manage-step" aria-labelledby="cancel-title">
      <h2 id="cancel-title" className="manage-step__title" tabIndex={-1} ref={heading}>
        {t('cancel.title')}
      </h2>
      {allowed ? (
        <p id="cancel-refund" className="manage-step__lead">
          {refundAmount > 0 ? t('cancel.refund', { amount: money(refundAmount) }) : t('cancel.noRefund')}
        </p>
      ) : (
        <p className="manage-step__lead">{reason}</p>
      )}
      <div role="alert" className="manage-alert-slot">
        {problem && <p className="problem">{problem}</p>}
      </div>
      <div className="manage-step__actions">
        {allowed && (
          <Button onClick={confirm} disabled={busy} aria-describedby="cancel-refund" className="btn--danger">
            {busy ? t('cancel.cancelling') : t('cancel.confirm')}
          </Button>
        )}
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          {t('cancel.keep')}
        </Button>
      </div>
    </section>
  );
}
