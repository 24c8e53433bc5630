import { useTranslation } from 'react-i18next';
import {
  type CalendarDate,
  freeCancellationUntil,
  handoverInstant,
  lateBookingWarningTerm,
  pastFreeChanges,
  type PointSchedule,
} from '@luggage/contracts';
import { useCancellationPolicy } from '../../lib/cancellation-policy';
import { useSay } from '../../lib/i18n/say';
import { useFormatter } from '../../lib/i18n/use-language';

/**
 * The policy for this booking in particular, said before the card form: a collection already inside the policy's
 * window can't be changed (and is refunded only the late share); any other can be until the date and time given.
 * The rule is the server's (contracts' pastFreeChanges).
 */
export function BookingPolicyNote({ date, point }: { date: CalendarDate; point: PointSchedule }) {
  const { t } = useTranslation('checkout');
  const say = useSay();
  const { dateTime } = useFormatter();
  const state = useCancellationPolicy();
  if (state.status !== 'ready') return null;
  const { policy } = state;
  const handover = handoverInstant(point, date);
  if (pastFreeChanges(policy, handover, new Date())) {
    return (
      <p className="policy-note policy-note--late">
        <strong>{say(lateBookingWarningTerm(policy))}.</strong> {t('policy.lateReason', { count: policy.freeCancellationHours })}
      </p>
    );
  }
  return <p className="policy-note">{t('policy.freeUntil', { when: dateTime(freeCancellationUntil(handover, policy)) })}</p>;
}
