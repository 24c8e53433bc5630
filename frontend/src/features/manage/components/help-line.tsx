import type { CompanyDetails } from '@luggage/contracts';
import { useTranslation } from 'react-i18next';
import { PhoneLinks } from '../../../components/contact/phone-links';
import { richText } from '../../../lib/i18n/rich-text';

/** How to reach us about this booking: a tap-to-call (and chat) link and the email address. */
export function HelpLine({ company, reference }: { company: CompanyDetails; reference: string }) {
  const { t } = useTranslation('manage');
  return (
    <section className="panel manage-panel help-line" aria-labelledby="manage-help">
      <h2 id="manage-help" className="panel__title">
        {t('help.title')}
      </h2>
      <p>
        <PhoneLinks phone={company.phone} whatsapp={company.whatsapp} />
      </p>
      <p className="manage-muted">
        {richText(t('help.writeTo', { email: company.email, reference }), { email: (email) => <a href={`mailto:${company.email}`}>{email}</a> })}
      </p>
    </section>
  );
}
