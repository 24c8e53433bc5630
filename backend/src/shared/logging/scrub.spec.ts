import { describe, expect, it } from '@jest/globals';
import { scrub } from './scrub.js';

describe('scrub', () => {
  it('keeps only the first letter and the domain of an email address', () => {
    expect(scrub('Could not send to ada.lovelace@example.com: 550')).toBe('Could not send to a***@example.com: 550');
  });

  it('replaces the secret of manage, reset and verification links', () => {
    expect(scrub('GET /manage/arw2usmDhMjud-cOCK3a7OwCnMkWnK9U')).toBe('GET /manage/[redacted]');
    expect(scrub('/api/manage/arw2usmDhMjud-cOCK3a7OwCnMkWnK9U/cancel')).toBe('/api/manage/[redacted]/cancel');
    expect(scrub('http://x/password-reset/0123456789abcdef0123?email=a')).toBe('http://x/password-reset/[redacted]?email=a');
    expect(scrub('/verify-email/0123456789abcdef0123456789')).toBe('/verify-email/[redacted]');
  });

  it('leaves ordinary text alone', () => {
    expect(scrub('Booking K7MX3QPA confirmed')).toBe('Booking K7MX3QPA confirmed');
  });
});
