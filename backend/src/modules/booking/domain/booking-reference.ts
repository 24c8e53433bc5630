import { randomInt } from 'node:crypto';

/** No 0/O, 1/I/L or U: what remains cannot be misread on a phone screen or over the phone. */
export const REFERENCE_ALPHABET = 'ABCDEFGHJKMNPQRSTVWXYZ23456789';
export const REFERENCE_LENGTH = 8;
const REFERENCE_PATTERN = new RegExp(`^[${REFERENCE_ALPHABET}]{${REFERENCE_LENGTH}}$`);

/** 8 characters drawn uniformly with the OS's CSPRNG: 30^8 ≈ 6.6e11 values, none guessable from another. */
export function generateReference(): string {
  let reference = '';
  for (let i = 0; i < REFERENCE_LENGTH; i += 1) reference += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return reference;
}

/** What a person typed ('k7mx-3qpa ') as a stored reference ('K7MX3QPA'), or null when it cannot be one. */
export function normaliseReference(input: string): string | null {
  const candidate = input.toUpperCase().replace(/[\s-]/g, '');
  return REFERENCE_PATTERN.test(candidate) ? candidate : null;
}
