import type { CompanyDetails } from '@luggage/contracts';
import { PhoneLinks } from '../../../components/contact/phone-links';

/** How to reach us about this booking: a tap-to-call (and chat) link and the email address. */
export function HelpLine({ company, reference }: { company: CompanyDetails; reference: string }) {
  return (
    <section className="panel manage-panel help-line" aria-labelledby="manage-help">
      <h2 id="manage-help" className="panel__title">
        Questions?
      </h2>
      <p>
        <PhoneLinks phone={company.phone} whatsapp={company.whatsapp} />
      </p>
      <p className="manage-muted">
        Or write to <a href={`mailto:${company.email}`}>{company.email}</a> and quote your reference, {reference}.
      </p>
    </section>
  );
}
