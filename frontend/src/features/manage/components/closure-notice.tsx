import type { ClosureChoice, ClosureOfferView, ManageBookingView } from '@luggage/contracts';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { Button } from '../../../components/ui/button';
import { getManagedBooking } from '../api/get-managed-booking';
import { takeClosureOffer } from '../api/take-closure-offer';
import { useManageWords } from '../lib/use-manage-words';

interface ClosureNoticeProps {
  token: string;
  closure: ClosureOfferView;
  onTaken: (booking: ManageBookingView, choice: ClosureChoice) => void;
  /** The booking as the server has it now, after a 409 (taken meanwhile, or the other point filled). */
  onRefreshed: (booking: ManageBookingView) => void;
}

/** The point closed on a day of this booking: why, and the free move or the full refund, each taken once. */
export function ClosureNotice({ token, closure, onTaken, onRefreshed }: ClosureNoticeProps) {
  const { t, money, format, pointName } = useManageWords();
  const [busy, setBusy] = useState<ClosureChoice | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const take = async (choice: ClosureChoice) => {
    setBusy(choice);
    setProblem(null);
    try {
      onTaken(await takeClosureOffer(token, { choice }), choice);
    } catch (error) {
      console.warn('The closed point offer was refused', error);
      setProblem(error instanceof ApiError && error.status > 0 && error.status < 500 ? error.message : t('somethingWrong'));
      if (error instanceof ApiError && error.status === 409) {
        const fresh = await getManagedBooking(token).catch(() => null);
        if (fresh) onRefreshed(fresh);
      }
    } finally {
      setBusy(null);
    }
  };

  const closedPoint = closure.pointName;
  return (
    <section className="manage-closure" aria-labelledby="closure-title">
      <h2 id="closure-title" className="manage-closure__title">
        {t('closure.title', { point: closedPoint, date: format.date(closure.date) })}
      </h2>
      <p>{t('closure.note', { note: closure.note })}</p>
      {closure.taken ? (
        <p>{t(`closure.${closure.taken === 'move' ? 'moved' : closure.taken === 'refund' ? 'refunded' : 'delivered'}`)}</p>
      ) : (
        <>
          <p>{t(`closure.${closure.side}`)}</p>
          {!closure.move && <p>{t(closure.side === 'collection' ? 'closure.noMove' : 'closure.keptSafe')}</p>}
          <div role="alert" className="manage-alert-slot">
            {problem && <p className="problem">{problem}</p>}
          </div>
          <div className="manage-closure__choices">
            {closure.move && (
              <div className="manage-closure__choice">
                <Button onClick={() => void take('move')} disabled={busy !== null} aria-describedby="closure-move-detail">
                  {busy === 'move' ? t('closure.moving') : t('closure.move', { point: pointName(closure.move.id, closure.move.name) })}
                </Button>
                <p id="closure-move-detail" className="manage-closure__detail">
                  {t('closure.moveDetail', { address: closure.move.address, km: format.number(closure.move.km) })}
                </p>
              </div>
            )}
            {closure.refund !== null && (
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
