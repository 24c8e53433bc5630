import { FAILURE_REASON_KEYS, LEG_CHOICE_KEYS, legLineTerm, legStateKey, type LegView, type ManageBookingView } from '@luggage/contracts';
import { Button } from '../../../components/ui/button';
import { type ManageWords, useManageWords } from '../lib/use-manage-words';

/** The booking's address legs with where each stands ("Driver on the way", "We could not deliver: Nobody there"); nothing without one. */
export function AddressLegs({ booking, onRebook }: { booking: ManageBookingView; onRebook: () => void }) {
  const words = useManageWords();
  const { t, say, format } = words;
  const legs = booking.legs.filter((leg) => leg.kind === 'address' && leg.address && leg.window);
  if (legs.length === 0) return null;
  return (
    <section className="panel manage-panel" aria-labelledby="manage-legs">
      <h2 id="manage-legs" className="panel__title">
        {t('addressLegs.title')}
      </h2>
      <ul className="manage-lines">
        {legs.map((leg) => (
          <li key={leg.direction}>
            <span>{say(legLineTerm(leg, format.date(leg.date)))}</span>
            <strong className="manage-leg-state">{legState(leg, words)}</strong>
            {leg.direction === 'return' && leg.state === 'failed' && booking.status === 'collected' && (
              <Button variant="secondary" size="sm" onClick={onRebook}>
                {t(LEG_CHOICE_KEYS.chooseAnotherWindow)}
              </Button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** "Driver on the way", or a failed leg with its reason: "We could not deliver: Nobody there". */
function legState(leg: LegView, { t }: ManageWords): string {
  const state = t(legStateKey(leg.direction, leg.state));
  if (leg.failure) return t('addressLegs.stateWithReason', { state, reason: t(FAILURE_REASON_KEYS[leg.failure]) });
  return leg.failureReason ? t('addressLegs.stateWithReason', { state, reason: leg.failureReason }) : state;
}
