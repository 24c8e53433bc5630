import { cancellationPolicyTerms, joinSentences, type ManageAction, type ManageBookingView } from '@luggage/contracts';
import { Button } from '../../../components/ui/button';
import { activeLanguage } from '../../../lib/i18n/active-language';
import { useManageWords } from '../lib/use-manage-words';

interface ManageActionsProps {
  booking: ManageBookingView;
  onChange: () => void;
  onExtend: () => void;
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
export function ManageActions({ booking, onChange, onExtend, onCancel, onPayPending }: ManageActionsProps) {
  const { cancel, change, extend } = booking.actions;
  const { t, say, money, dateTime } = useManageWords();
  const freeUntil = new Date(booking.freeCancellationUntil);
  const stillFree = freeUntil.getTime() > Date.now();
  if (booking.status === 'cancelled') {
    return (
      <section className="panel manage-panel manage-actions" aria-labelledby="manage-actions-title">
        <h2 id="manage-actions-title" className="panel__title">
          {t('actions.title')}
        </h2>
        <p>{t('actions.cancelled')}</p>
      </section>
    );
  }
  return (
    <section className="panel manage-panel manage-actions" aria-labelledby="manage-actions-title">
      <h2 id="manage-actions-title" className="panel__title">
        {t('actions.title')}
      </h2>
      {booking.pendingChange && (
        <div className="manage-pending">
          <p>{t('actions.pending', { amount: money(booking.pendingChange.amount) })}</p>
          <Button size="sm" onClick={onPayPending}>
            {t('actions.pay', { amount: money(booking.pendingChange.amount) })}
          </Button>
        </div>
      )}
      <div className="manage-actions__list">
        <Action id="manage-change" label={t('actions.change')} action={change} onClick={onChange} />
        {(extend.allowed || booking.status === 'confirmed' || booking.status === 'collected') && (
          <Action id="manage-extend" label={t('actions.extend')} action={extend} onClick={onExtend} />
        )}
        <Action
          id="manage-cancel"
          label={t('actions.cancel')}
          action={cancel}
          note={cancel.refundAmount > 0 ? t('actions.refundNote', { amount: money(cancel.refundAmount) }) : t('actions.noRefundNote')}
          onClick={onCancel}
        />
      </div>
      <div className="manage-policy">
        <h3 className="manage-policy__title">{t('actions.policy')}</h3>
        <p>{joinSentences(cancellationPolicyTerms(booking.policy).map(say), activeLanguage())}</p>
        {stillFree && <p>{t('actions.freeUntil', { date: dateTime(booking.freeCancellationUntil) })}</p>}
      </div>
    </section>
  );
}
