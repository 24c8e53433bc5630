/**
 * Takes secrets and personal data out of free text before it is logged: email addresses keep their first letter
 * and domain (a***@example.com), and the secret part of manage, reset and verification links is replaced.
 */
const EMAIL = /([A-Za-z0-9._%+-])[A-Za-z0-9._%+-]*@([A-Za-z0-9.-]+\.[A-Za-z]{2,})/g;
const LINK_SECRET = /\/(manage|password-reset|verify-email|api\/manage)\/[A-Za-z0-9_-]{16,}/g;

export function scrub(text: string): string {
  return text.replace(EMAIL, '$1***@$2').replace(LINK_SECRET, '/$1/[redacted]');
}
