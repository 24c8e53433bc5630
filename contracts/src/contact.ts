/** How customers reach the business by phone: CONTACT_PHONE (and CONTACT_WHATSAPP) as tap-to-call and chat links. */

/**
 * 'tel:01174960123' from '0117 496 0123' (digits and a leading + only). The trunk '(0)' of '+44 (0)117 496 0123' is
 * for people dialling from home: dialled after +44 it reaches a wrong number, so it is dropped.
 */
export const telHref = (phone: string): string =>
  `tel:${phone
    .trim()
    .replace(/^(\+\s*\d+)\s*\(0\)/, '$1')
    .replace(/(?!^\+)[^\d]/g, '')}`;

/** 'https://wa.me/447700900123': WhatsApp's chat link takes the international number as digits only. */
export const whatsappHref = (number: string): string => `https://wa.me/${number.replace(/\D/g, '')}`;

/** The business's phone numbers as the footer, the thank-you and manage pages and the emails show them. */
export interface ContactPhones {
  /** As written for people, e.g. '0117 496 0123'. */
  phone: string;
  /** International number for WhatsApp chat, digits only (e.g. '447700900123'), or null when not offered. */
  whatsapp: string | null;
}
