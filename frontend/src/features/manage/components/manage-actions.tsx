import { LIFECYCLE_TEXTS, type ManageAction, type ManageBookingView } from '@luggage/contracts';
import { Button } from '../../../components/ui/button';
import { londonDateTime, pounds } from '../lib/format';

interface ManageActionsProps {
  booking: ManageBookingView;
  onChange: () => void;
  onCancel: () => void;
  onPayPending: () => void;
}

/** One action: its button, greyed with the reason beside it when the policy does not allow it now. */
function Action({ id, label, action, note, onClick }: { id: string; label: string; action: ManageAction; note?: string; onClick: () => void }) {
  const describedBy = action.allowed ? (note ? `${id}-note` : undefined) : `${id}-reason`;
  return (
    <div className="manage-action">
      <Button variant={action.allowed ? 'primary' : 'secondary'} onClick={onClick} disabled={!action.allowed} aria-describedby={describedBy}>
        {label}
      </Button>
      {action.allowed
        ? note && (
            <p id={`${id}-note`} className="manage-action__note">
              {note}
            </p>
          )
        : (
            <p id={`${id}-reason`} className="manage-action__reason">
              {action.reason}
            </p>
          )}
    </div>
  );
}

/** The actions the policy allows now, the policy in words, and a change still waiting for its payment. */
export function ManageActions({ booking, onChange, onCancel, onPayPending }: ManageActionsProps) {
  const { cancel, change } = booking.actions;
  const freeUntil = new Date(booking.freeCancellationUntil);
  const stillFree = freeUntil.getTime() > Date.now();
  if (booking.status === 'cancelled') {
    return (
      <section className="panel manage-panel manage-actions" aria-labelledby="manage-actions-title">
        <h2 id="manage-actions-title" className="panel__title">
          Change or cancel
        </h2>
        <p>This booking is cancelled: there is nothing left to change or cancel.</p>
      </section>
    );
  }
  return (
    <section className="panel manage-panel manage-actions" aria-labelledby="manage-actions-title">
      <h2 id="manage-actions-title" className="panel__title">
        Change or cancel
      </h2>
      {booking.pendingChange && (
        <div className="manage-pending">
          <p>A change to this booking is waiting for its payment of {pounds(booking.pendingChange.amount)}.</p>
          <Button size="sm" onClick={onPayPending}>
            Pay {pounds(booking.pendingChange.amount)}
          </Button>
        </div>
      )}
      <div className="manage-actions__list">
        <Action id="manage-change" label={LIFECYCLE_TEXTS.changeBooking} action={change} onClick={onChange} />
        <Action
          id="manage-cancel"
          label={LIFECYCLE_TEXTS.cancelBooking}
          action={cancel}
          note={cancel.refundAmount > 0 ? `Cancelling now refunds ${pounds(cancel.refundAmount)}.` : 'Cancelling now is not refunded.'}
          onClick={onCancel}
        />
      </div>
      <div className="manage-policy">
        <h3 className="manage-policy__title">Cancellation policy</h3>
        <p>{booking.policy.summary}</p>
        {stillFree && <p>For this booking, free cancellation and changes end on {londonDateTime(booking.freeCancellationUntil)}.</p>}
      </div>
    </section>
  );
}
