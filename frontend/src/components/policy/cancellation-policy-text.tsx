import { useTranslation } from 'react-i18next';
import { cancellationPolicyTerms, joinSentences } from '@luggage/contracts';
import { useCancellationPolicy } from '../../lib/cancellation-policy';
import { activeLanguage } from '../../lib/i18n/active-language';
import { useSay } from '../../lib/i18n/say';

/**
 * The cancellation policy in force, in the words every place shows (the summary, the Terms, the emails), from the
 * shared terms. While it loads the line keeps its place; if it cannot be loaded, it says where else the policy is written.
 */
export function CancellationPolicyText({ className }: { className?: string }) {
  const { t } = useTranslation('checkout');
  const say = useSay();
  const state = useCancellationPolicy();
  if (state.status === 'ready') return <p className={className}>{joinSentences(cancellationPolicyTerms(state.policy).map(say), activeLanguage())}</p>;
  if (state.status === 'failed') return <p className={className}>{t('policy.failed')}</p>;
  return (
    <p className={className} aria-busy="true">
      <span className="visually-hidden">{t('policy.loading')}</span>
    </p>
  );
}
