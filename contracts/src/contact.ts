/** How customers reach the business by phone: CONTACT_PHONE (and CONTACT_WHATSAPP) as tap-to-call and chat links. */

/** 'tel:01174960123' from '0117 496 0123' (digits and a leading + only). */
export const telHref = (phone: string): string => `tel:${phone.replace(/(?!^\+)[^\d]/g, '')}`;

/** 'https://wa.me/447700900123': WhatsApp's chat link takes the international number as digits only. */
export const whatsappHref = (number: string): string => `https://wa.me/${number.replace(/\D/g, '')}`;

/** The business's phone numbers as the footer, the thank-you and manage pages and the emails show them. */
export interface ContactPhones {
  /** As written for people, e.g. '0117 496 0123'. */
  phone: string;
  /** International number for WhatsApp chat, digits only (e.g. '447700900123'), or null when not offered. */
  whatsapp: string | null;
}
