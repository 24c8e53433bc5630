import { telHref, whatsappHref } from '@luggage/contracts';
import type { SVGProps } from 'react';
import { useTranslation } from 'react-i18next';

interface PhoneLinksProps {
  /** CONTACT_PHONE as written for people. */
  phone: string;
  /** CONTACT_WHATSAPP's international digits, or null. */
  whatsapp: string | null;
  className?: string;
}

/** The business's phone as a tap-to-call link, and a WhatsApp chat link when one is offered. */
export function PhoneLinks({ phone, whatsapp, className }: PhoneLinksProps) {
  const { t } = useTranslation();
  return (
    <span className={className ? `phone-links ${className}` : 'phone-links'}>
      <a href={telHref(phone)}>
        <PhoneIcon width={18} height={18} />
        <span>
          <span className="visually-hidden">{t('phone.call')} </span>
          {phone}
        </span>
      </a>
      {whatsapp && (
        <a href={whatsappHref(whatsapp)} rel="noopener noreferrer">
          {t('phone.whatsapp')}
        </a>
      )}
    </span>
  );
}

const PhoneIcon = (props: SVGProps<SVGSVGElement>) => (
  <svg width={24} height={24} viewBox="0 0 24 24" aria-hidden focusable={false} fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" {...props}>
    <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2" />
  </svg>
);
