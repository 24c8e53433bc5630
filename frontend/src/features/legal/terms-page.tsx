import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { cancellationPolicyTerms, joinSentences, type CancellationPolicyView } from '@luggage/contracts';
import { useCatalog } from '../../lib/catalog-context';
import { SITE } from '../../config/site';
import { useBagProtection } from '../../lib/bag-protection';
import { useCancellationPolicy } from '../../lib/cancellation-policy';
import { useSay } from '../../lib/i18n/say';
import { activeLanguage } from '../../lib/i18n/active-language';
import { usePageTitle } from '../../lib/use-page-title';
import { LegalSections } from './legal-section';
import { termsSections } from './terms-sections';

export function TermsPage() {
  const { t } = useTranslation('legal');
  usePageTitle(t('terms.title'));
  const { data } = useCatalog();
  const email = data?.contact_email;
  const policy = useCancellationPolicy();
  const say = useSay();
  const policyText =
    policy.status === 'ready' ? joinSentences(cancellationPolicyTerms(policy.policy).map(say), activeLanguage()) : t(policy.status === 'failed' ? 'terms.policyFailed' : 'terms.policyLoading');
  const sections = termsSections(t, {
    brand: SITE.name,
    email: email ?? t('terms.contactFallback'),
    contact: (words) => (email ? <a href={`mailto:${email}`}>{words}</a> : words),
    policy: policyText,
    lateBooking: policy.status === 'ready' ? lateBookingWords(t, policy.policy) : null,
    bagProtection: useBagProtection(),
  });

  return (
    <article className="container page prose">
      <h1>{t('terms.title')}</h1>
      <p className="prose__lead">{t('terms.lead')}</p>
      <LegalSections sections={sections} tocLabel={t('toc')} />
    </article>
  );
}

/** The words the wizard shows before the card form of a booking already inside the free window; null without one. */
function lateBookingWords(t: TFunction, policy: CancellationPolicyView): string | null {
  const count = policy.freeCancellationHours;
  if (count <= 0) return null;
  if (policy.lateRefundPercent === 0) return t('terms.lateNoRefund', { count });
  if (policy.lateRefundPercent === 100) return t('terms.lateFullRefund', { count });
  return t('terms.latePartRefund', { count, percent: policy.lateRefundPercent });
}
