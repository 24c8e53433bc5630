import { emptyFieldMessage, TEXTS } from './texts.js';
import type { CustomerDetails } from './booking.js';

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Digits with an optional leading +, spaces allowed between digit groups (the spec's intended rule). */
export const PHONE_PATTERN = /^\+?\d+( \d+)*$/;

export type CustomerField = keyof CustomerDetails;

/**
 * The wizard's check of 'Your Details', in the spec's order: the first failure only, or null when all is well.
 * The server applies the same rules per field.
 */
export function firstCustomerDetailsError(details: CustomerDetails): { field: CustomerField; message: string } | null {
  if (!details.fullName.trim()) return { field: 'fullName', message: emptyFieldMessage('Full Name') };
  const phone = details.contactNumber.trim();
  if (!phone) return { field: 'contactNumber', message: emptyFieldMessage('Contact Number') };
  if (!PHONE_PATTERN.test(phone) || phone.replace(/\D/g, '').length < 7 || phone.replace(/\D/g, '').length > 15) {
    return { field: 'contactNumber', message: TEXTS.phoneInvalid };
  }
  const email = details.email.trim();
  if (!email) return { field: 'email', message: TEXTS.emailEmpty };
  if (!EMAIL_PATTERN.test(email)) return { field: 'email', message: TEXTS.emailInvalid };
  if (!details.agreedToTerms) return { field: 'agreedToTerms', message: TEXTS.termsRequired };
  return null;
}
