import { describe, expect, it } from '@jest/globals';
import { generateReference, normaliseReference, REFERENCE_ALPHABET } from './booking-reference.js';

describe(generateReference.name, () => {
  it('uses no character that reads as another (0/O, 1/I/L, U)', () => {
    for (const ambiguous of ['0', 'O', '1', 'I', 'L', 'U']) expect(REFERENCE_ALPHABET).not.toContain(ambiguous);
    expect(new Set(REFERENCE_ALPHABET).size).toBe(REFERENCE_ALPHABET.length);
  });

  it('makes 8-character references, unique across many draws, using the whole alphabet', () => {
    const references = Array.from({ length: 20_000 }, generateReference);
    for (const reference of references) expect(reference).toMatch(/^[ABCDEFGHJKMNPQRSTVWXYZ2-9]{8}$/);
    expect(new Set(references).size).toBe(references.length);
    const seen = new Set(references.join(''));
    expect([...REFERENCE_ALPHABET].filter((c) => !seen.has(c))).toEqual([]);
  });

  it('is not sequential: consecutive references share no common prefix pattern', () => {
    const [a, b, c] = [generateReference(), generateReference(), generateReference()];
    expect(new Set([a, b, c]).size).toBe(3);
    // Two consecutive sequential ids would differ only at the end; random ones differ almost everywhere.
    const differing = [...a].filter((char, i) => char !== b[i]).length;
    expect(differing).toBeGreaterThan(3);
  });
});

describe(normaliseReference.name, () => {
  it.each([
    ['K7MX3QPA', 'K7MX3QPA'],
    ['k7mx-3qpa', 'K7MX3QPA'],
    [' K7MX 3QPA ', 'K7MX3QPA'],
  ])('reads %p as %p', (input, expected) => expect(normaliseReference(input)).toBe(expected));

  it.each(['', 'K7MX3QP', 'K7MX3QPAB', 'K7MX3QP0', 'K7MX3QPI', "K7MX' OR 1"])('refuses %p', (input) => {
    expect(normaliseReference(input)).toBeNull();
  });
});
