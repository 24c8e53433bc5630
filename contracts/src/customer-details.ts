import { VALIDATION_KEYS } from './i18n/message-keys.js';
import type { Message } from './i18n/message.js';
import type { CustomerDetails } from './booking.js';

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Digits with an optional leading +, spaces allowed between digit groups (the spec's intended rule). */
export const PHONE_PATTERN = /^\+?\d+( \d+)*$/;

export type CustomerField = keyof CustomerDetails;

const refusal = (field: CustomerField, key: string) => ({ field, message: { key } });

/**
 * The wizard's check of 'Your Details', in the spec's order: the first failure only, or null when all is well. The
 * message is the server's key for the same rule (validation.json), so the wizard says it in the visitor's language.
 */
export function firstCustomerDetailsError(details: CustomerDetails): { field: CustomerField; message: Message } | null {
  if (!details.fullName.trim()) return refusal('fullName', VALIDATION_KEYS.fullNameEmpty);
  const phone = details.contactNumber.trim();
  if (!phone) return refusal('contactNumber', VALIDATION_KEYS.contactNumberEmpty);
  if (!PHONE_PATTERN.test(phone) || phone.replace(/\D/g, '').length < 7 || phone.replace(/\D/g, '').length > 15) {
    return refusal('contactNumber', VALIDATION_KEYS.phoneInvalid);
  }
  const email = details.email.trim();
  if (!email) return refusal('email', VALIDATION_KEYS.emailEmpty);
  if (!EMAIL_PATTERN.test(email)) return refusal('email', VALIDATION_KEYS.emailInvalid);
  if (!details.agreedToTerms) return refusal('agreedToTerms', VALIDATION_KEYS.termsRequired);
  return null;
}
