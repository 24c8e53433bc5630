import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { Link } from 'react-router-dom';
import { richText } from '../../lib/i18n/rich-text';
import { type LegalSection, sentenceList } from './legal-section';

/** What the business has set, in words (loaded from the API by the page). */
export interface TermsSettings {
  brand: string;
  /** The contact email as a link, or words pointing at the footer while it loads. */
  contact: (email: string) => ReactNode;
  email: string;
  /** The cancellation policy in force. */
  policy: string;
  /** What a booking made inside the free window is told before it pays; null when the policy has no window. */
  lateBooking: string | null;
  /** The cover per bag; null when none is stated. */
  bagProtection: string | null;
}

/** The terms themselves (words in the legal catalogue), kept apart from the page so the layout stays small. */
export function termsSections(t: TFunction, settings: TermsSettings): LegalSection[] {
  const { brand, contact, email, policy, lateBooking, bagProtection } = settings;
  const section = (id: string, body: ReactNode): LegalSection => ({ id, title: t(`terms.${id}.title`), body });
  const link = (to: string) => (words: string) => <Link to={to}>{words}</Link>;
  return [
    section('about', <p>{t('terms.about.text', { brand })}</p>),
    section('booking', sentenceList(t, 'terms.booking', ['prices', 'fees', 'confirmed', 'check'])),
    section('collection', sentenceList(t, 'terms.collection', ['meet', 'return', 'id', 'late', 'uncollected'])),
    section(
      'prohibited',
      <>
        <p>{t('terms.prohibited.intro')}</p>
        {sentenceList(t, 'terms.prohibited', ['illegal', 'weapons', 'hazardous', 'perishable', 'valuables', 'bags'])}
        <p>{t('terms.prohibited.refuse')}</p>
      </>,
    ),
    section(
      'liability',
      sentenceList(t, 'terms.liability', ['care', 'loss', bagProtection && { key: 'cover', node: bagProtection }, 'exclusions', 'claims', 'law']),
    ),
    section(
      'cancellation',
      sentenceList(t, 'terms.cancellation', [
        { key: 'policy', node: policy },
        lateBooking && { key: 'late', node: lateBooking },
        { key: 'manage', node: richText(t('terms.cancellation.manage'), { link: link('/find-booking') }) },
        'refunds',
        'missed',
        'ours',
        'statutory',
      ]),
    ),
    section('privacy', <p>{richText(t('terms.privacy.text'), { link: link('/privacy') })}</p>),
    section('contact', <p>{richText(t('terms.contact.text', { email }), { contact })}</p>),
  ];
}
