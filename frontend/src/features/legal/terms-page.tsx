import { useCatalog } from '../../lib/catalog-context';
import { SITE } from '../../config/site';
import { lateBookingWarning, policyHours } from '@luggage/contracts';
import { useBagProtection } from '../../lib/bag-protection';
import { policyWords, useCancellationPolicy } from '../../lib/cancellation-policy';
import { usePageTitle } from '../../lib/use-page-title';
import { termsSections } from './terms-sections';

export function TermsPage() {
  usePageTitle('Terms and Conditions');
  const { data } = useCatalog();
  const email = data?.contact_email;
  const contact = email ? <a href={`mailto:${email}`}>{email}</a> : 'the email address in the footer';
  const policy = useCancellationPolicy();
  const policyText = policyWords(policy) ?? 'Loading our cancellation policy…';
  // The same words the wizard shows before the card form of a booking already inside the free window.
  const lateBooking =
    policy.status === 'ready' && policy.policy.freeCancellationHours > 0
      ? `${lateBookingWarning(policy.policy, `A booking made less than ${policyHours(policy.policy)} before its collection time`)}.`
      : null;
  const sections = termsSections(SITE.name, contact, { policy: policyText, lateBooking, bagProtection: useBagProtection() });

  return (
    <article className="container page prose">
      <h1>Terms and Conditions</h1>
      <p className="prose__lead">The short version: book, hand over your bags, collect them on time, and keep valuables and anything dangerous with you.</p>
      <nav aria-label="On this page" className="prose__toc">
        <ol>
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.title}</a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section, index) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
          <h2 id={`${section.id}-title`}>
            {index + 1}. {section.title}
          </h2>
          {section.body}
        </section>
      ))}
    </article>
  );
}
