import { describe, expect, it } from '@jest/globals';
import { htmlHandlebars, textHandlebars } from './email-words.js';

// The catalogue's sentences with the customer's values in them: escaped in the HTML part, as typed in the text part.
describe('email words', () => {
  const intro = '{{t "emails:cancelled.intro" name=name reference=(b reference) date=date point=point}}';
  const values = { name: '<img src=x onerror=alert(1)> & "Ann"', reference: 'K7MX3QPA', date: 'jeu. 3 déc. 2026', point: "O'Neil's <Bar>" };

  it('escapes every value in the HTML part, bolds what is asked, and keeps the sentence whole in the language', () => {
    const html = htmlHandlebars.compile(intro, { strict: true })({ ...values, language: 'fr' });
    expect(html).toBe(
      'Bonjour &lt;img src&#x3D;x onerror&#x3D;alert(1)&gt; &amp; &quot;Ann&quot;, votre réservation <strong>K7MX3QPA</strong> du jeu. 3 déc. 2026 à O&#x27;Neil&#x27;s &lt;Bar&gt; a été annulée.',
    );
  });

  it('writes the values as typed in the text part, in English when the email has no language', () => {
    expect(textHandlebars.compile(intro, { strict: true, noEscape: true })(values)).toBe(
      `Hello <img src=x onerror=alert(1)> & "Ann", your booking K7MX3QPA for jeu. 3 déc. 2026 at O'Neil's <Bar> has been cancelled.`,
    );
  });

  it("escapes the catalogue's own ampersand in HTML, and picks the plural form of the language", () => {
    const html = htmlHandlebars.compile('{{t "emails:passwordReset.request"}} {{t "emails:passwordReset.expires" count=minutes}}')({ minutes: 1, language: 'de' });
    expect(html).toBe('Wir haben eine Anfrage erhalten, das Passwort Ihres Kontos bei Bristol &amp; Bath Luggage zurückzusetzen. Dieser Link ist 1 Minute gültig und nur einmal verwendbar.');
  });

  it('says the shared terms (terms: keys) in both parts, a value escaped in HTML', () => {
    const source = '{{t "terms:nights" count=nights}}: {{t "terms:pass.usePoint" point=point}}';
    const context = { nights: 2, point: "O'Neil's <Bar>" };
    expect(htmlHandlebars.compile(source)({ ...context, language: 'es' })).toBe('2 noches: Muestre este código QR en O&#x27;Neil&#x27;s &lt;Bar&gt; o indique al personal su referencia y su PIN.');
    expect(textHandlebars.compile(source, { noEscape: true })(context)).toBe("2 nights: Show this QR code at O'Neil's <Bar>, or tell the staff your reference and PIN.");
  });

  it('says a sentence again with the next email\'s own values and plural form, in each part', () => {
    const source = '{{t "terms:nights" count=nights}}: {{t "terms:pass.usePoint" point=point}}';
    const html = htmlHandlebars.compile(source);
    const text = textHandlebars.compile(source, { noEscape: true });
    expect(html({ nights: 1, point: 'Temple Meads', language: 'es' })).toBe('1 noche: Muestre este código QR en Temple Meads o indique al personal su referencia y su PIN.');
    expect(html({ nights: 3, point: 'Bath Spa <b>', language: 'es' })).toBe('3 noches: Muestre este código QR en Bath Spa &lt;b&gt; o indique al personal su referencia y su PIN.');
    expect(text({ nights: 1, point: 'Temple Meads' })).toBe('1 night: Show this QR code at Temple Meads, or tell the staff your reference and PIN.');
    expect(text({ nights: 4, point: 'Bath Spa <b>' })).toBe('4 nights: Show this QR code at Bath Spa <b>, or tell the staff your reference and PIN.');
  });
});
