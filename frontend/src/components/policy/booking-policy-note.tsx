import {
  type CalendarDate,
  formatLondonDateTime,
  freeCancellationUntil,
  handoverInstant,
  lateBookingWarning,
  pastFreeChanges,
  policyHours,
  type PointSchedule,
} from '@luggage/contracts';
import { useCancellationPolicy } from '../../lib/cancellation-policy';

/**
 * The policy for this booking in particular, said before the card form: a collection already inside the policy's
 * window can't be changed (and is refunded only the late share); any other can be until the date and time given.
 * The rule is the server's (contracts' pastFreeChanges).
 */
export function BookingPolicyNote({ date, point }: { date: CalendarDate; point: PointSchedule }) {
  const state = useCancellationPolicy();
  if (state.status !== 'ready') return null;
  const { policy } = state;
  const handover = handoverInstant(point, date);
  if (pastFreeChanges(policy, handover, new Date())) {
    return (
      <p className="policy-note policy-note--late">
        <strong>{lateBookingWarning(policy)}.</strong> Its collection is less than {policyHours(policy)} away.
      </p>
    );
  }
  return (
    <p className="policy-note">
      For this booking, free cancellation and changes end on {formatLondonDateTime(freeCancellationUntil(handover, policy))}.
    </p>
  );
}
