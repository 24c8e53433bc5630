import { useTranslation } from 'react-i18next';
import { freeCancellationUntil, lateBookingWarningTerm, pastFreeChanges } from '@luggage/contracts';
import { useCancellationPolicy } from '../../lib/cancellation-policy';
import { useSay } from '../../lib/i18n/say';
import { useFormatter } from '../../lib/i18n/use-language';

/**
 * The policy for this booking in particular, said before the card form: a collection already inside the policy's
 * window can't be changed (and is refunded only the late share); any other can be until the date and time given.
 * `handover` is contracts' bookingHandoverAt (the collection window's start for a collection from an address), and the
 * rule contracts' pastFreeChanges: both the server's.
 */
export function BookingPolicyNote({ handover }: { handover: Date }) {
  const { t } = useTranslation('checkout');
  const say = useSay();
  const { dateTime } = useFormatter();
  const state = useCancellationPolicy();
  if (state.status !== 'ready') return null;
  const { policy } = state;
  if (pastFreeChanges(policy, handover, new Date())) {
    return (
      <p className="policy-note policy-note--late">
        <strong>{say(lateBookingWarningTerm(policy))}.</strong> {t('policy.lateReason', { count: policy.freeCancellationHours })}
      </p>
    );
  }
  return <p className="policy-note">{t('policy.freeUntil', { when: dateTime(freeCancellationUntil(handover, policy)) })}</p>;
}
