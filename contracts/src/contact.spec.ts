import { describe, expect, it } from '@jest/globals';
import { telHref, whatsappHref } from './contact.js';

describe('telHref', () => {
  it('keeps the digits of a number written for people', () => {
    expect(telHref('0117 496 0123')).toBe('tel:01174960123');
    expect(telHref('0117-496-0123')).toBe('tel:01174960123');
  });

  it('keeps a leading + and drops the trunk (0) written after a country code', () => {
    expect(telHref('+44 117 496 0123')).toBe('tel:+441174960123');
    expect(telHref('+44 (0)117 496 0123')).toBe('tel:+441174960123');
    expect(telHref(' +44(0) 117 496 0123')).toBe('tel:+441174960123');
  });
});

describe('whatsappHref', () => {
  it('links the international number as digits only', () => {
    expect(whatsappHref('+44 7700 900123')).toBe('https://wa.me/447700900123');
  });
});
