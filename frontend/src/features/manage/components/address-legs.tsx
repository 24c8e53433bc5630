import { addressLegLine, formatReadableDate, LEG_TEXTS, legStateLabel, type ManageBookingView } from '@luggage/contracts';
import { Button } from '../../../components/ui/button';

/** The booking's address legs with where each stands ("Driver on the way", "We could not deliver: Nobody there"); nothing without one. */
export function AddressLegs({ booking, onRebook }: { booking: ManageBookingView; onRebook: () => void }) {
  const legs = booking.legs.filter((leg) => leg.kind === 'address' && leg.address && leg.window);
  if (legs.length === 0) return null;
  return (
    <section className="panel manage-panel" aria-labelledby="manage-legs">
      <h2 id="manage-legs" className="panel__title">
        Collection and delivery
      </h2>
      <ul className="manage-lines">
        {legs.map((leg) => (
          <li key={leg.direction}>
            <span>{addressLegLine(leg.direction, leg.address!, formatReadableDate(leg.date), leg.window!)}</span>
            <strong className="manage-leg-state">
              {legStateLabel(leg.direction, leg.state)}
              {leg.failureReason && `: ${leg.failureReason}`}
            </strong>
            {leg.direction === 'return' && leg.state === 'failed' && booking.status === 'collected' && (
              <Button variant="secondary" size="sm" onClick={onRebook}>
                {LEG_TEXTS.chooseAnotherWindow}
              </Button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
