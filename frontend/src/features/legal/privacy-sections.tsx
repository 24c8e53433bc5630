import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { Link } from 'react-router-dom';
import { richText } from '../../lib/i18n/rich-text';
import { type LegalSection, sentenceList } from './legal-section';

/** What the notice needs from the operator's settings (GET /api/get-data). */
export interface PrivacyFacts {
  company: { name: string; address: string };
  email: string;
  retentionMonths: number;
  /** Whether the booking page shows a Google map (the operator has set a Maps key). */
  usesGoogleMaps: boolean;
}

/** The privacy notice in plain words (the legal catalogue), kept apart from the page like the terms. */
export function privacySections(t: TFunction, { company, email, retentionMonths, usesGoogleMaps }: PrivacyFacts): LegalSection[] {
  const section = (id: string, body: ReactNode): LegalSection => ({ id, title: t(`privacy.${id}.title`), body });
  const contact = (words: string) => <a href={`mailto:${email}`}>{words}</a>;
  const external = (href: string) => (words: string) => <a href={href}>{words}</a>;
  return [
    section('who', <p>{richText(t('privacy.who.text', { company: company.name, address: company.address, email }), { contact })}</p>),
    section('what', sentenceList(t, 'privacy.what', ['details', 'bookings', 'payments', 'account', 'cookies', 'address'])),
    section('why', sentenceList(t, 'privacy.why', ['booking', 'accounts', 'abuse'])),
    section('who-receives', sentenceList(t, 'privacy.who-receives', ['stripe', 'email', usesGoogleMaps ? 'google' : null, 'staff'])),
    section(
      'how-long',
      sentenceList(t, 'privacy.how-long', [
        { key: 'erased', node: t('privacy.how-long.erased', { months: t('privacy.months', { count: retentionMonths }) }) },
        'documents',
        'account',
      ]),
    ),
    section(
      'rights',
      <>
        <p>{t('privacy.rights.intro')}</p>
        {sentenceList(t, 'privacy.rights', ['access', 'correction', 'erasure', 'objection', 'portability'])}
        <p>{richText(t('privacy.rights.ask', { email }), { contact, link: (words) => <Link to="/user-dashboard">{words}</Link> })}</p>
      </>,
    ),
    section(
      'complaints',
      <p>
        {richText(t('privacy.complaints.text'), {
          ico: external('https://ico.org.uk/make-a-complaint/'),
          phone: external('tel:+443031231113'),
        })}
      </p>,
    ),
  ];
}
