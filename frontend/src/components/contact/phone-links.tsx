import { telHref, whatsappHref } from '@luggage/contracts';
import { PhoneIcon } from '../ui/icons';

interface PhoneLinksProps {
  /** CONTACT_PHONE as written for people. */
  phone: string;
  /** CONTACT_WHATSAPP's international digits, or null. */
  whatsapp: string | null;
  className?: string;
}

/** The business's phone as a tap-to-call link, and a WhatsApp chat link when one is offered. */
export function PhoneLinks({ phone, whatsapp, className }: PhoneLinksProps) {
  return (
    <span className={className ? `phone-links ${className}` : 'phone-links'}>
      <a href={telHref(phone)}>
        <PhoneIcon width={18} height={18} />
        <span>
          <span className="visually-hidden">Call us on </span>
          {phone}
        </span>
      </a>
      {whatsapp && (
        <a href={whatsappHref(whatsapp)} rel="noopener noreferrer">
          Chat with us on WhatsApp
        </a>
      )}
    </span>
  );
}
