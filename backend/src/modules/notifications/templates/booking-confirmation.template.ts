import { defineTemplate } from '../mail.service.js';
import { buttonLink, contactPhoneHtml, contactPhoneText } from './email-layout.js';
import { instructionsBlockHtml, instructionsBlockText } from './instructions-block.js';
import { passBlockHtml, passBlockText, type PassContext } from './pass-block.js';

export interface BookingConfirmationContext {
  name: string;
  reference: string;
  items: { title: string; amount: number; unitPrice: string }[];
  /** '2 nights' */
  nights: string;
  /** The collection then the return: at a point (its date, time, name and address) or at an address (one line). */
  legs: ConfirmationLeg[];
  /** The point's meeting instructions; null when it has none. */
  instructions: string | null;
  fullPrice: string;
  /** null when the discount is below £1 (shown as no discount, as in the booking summary) */
  discount: string | null;
  /** "Collection from your address: £15.00", listed before the total. */
  fees: { label: string; amount: string }[];
  totalPaid: string;
  /** The manage page's link (change, cancel, receipt); null only if it could not be opened. */
  manageLink: string | null;
  /** The cancellation policy in words. */
  policy: string;
  /** The cover per bag in words; null when the business states none. */
  bagProtection: string | null;
  /** The pass (QR code, PIN); null when the booking has none (cancelled before the email went). */
  pass: PassContext | null;
  contactEmail: string;
}

export interface ConfirmationLeg {
  /** 'Collection', 'Return' (at a point); 'Collection', 'Delivery' (at an address). */
  label: string;
  /** A leg at a point: 'Friday 4 December 2026', 'HH:mm', 'Collection point' or 'Return point', the point. */
  point: { date: string; time: string; label: string; name: string; address: string } | null;
  /** A leg at an address: "Collection from 12 Royal York Crescent, BS8 4JZ, Friday 4 December 2026, 08:00–10:00". */
  line: string | null;
  /** The note for the driver, if any. */
  note: string | null;
}

const cell = 'padding:10px 0;border-bottom:1px solid #ece8df;vertical-align:top';
const label = `${cell};color:#4a5461;width:42%`;

/** 'Thank You {name} for your booking': everything the customer needs on the day, in HTML (inline CSS, tables) and text. */
export const bookingConfirmationTemplate = defineTemplate<BookingConfirmationContext>({
  subject: ({ reference }) => `Booking confirmed: ${reference}`,
  html: `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Booking confirmed</title></head>
<body style="margin:0;padding:0;background:#f7f5f0">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f7f5f0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#1c2430">
  <tr><td align="center" style="padding:24px 12px">
    <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border:1px solid #dcd8cf;border-radius:14px">
      <tr><td style="padding:24px 32px;background:#0f5c56;border-radius:14px 14px 0 0;color:#ffffff">
        <div style="font-size:14px;letter-spacing:.04em;text-transform:uppercase;opacity:.85">Bristol &amp; Bath Luggage</div>
        <h1 style="margin:8px 0 0;font-size:24px;line-height:1.3;font-weight:700">Thank You {{name}} for your booking</h1>
      </td></tr>
      <tr><td style="padding:28px 32px 8px">
        <p style="margin:0 0 6px;font-size:15px;color:#4a5461">Your booking reference is:</p>
        <p style="margin:0 0 20px;font-size:28px;font-weight:700;letter-spacing:.12em;font-family:ui-monospace,Menlo,Consolas,monospace">{{reference}}</p>
        <p style="margin:0 0 8px;font-size:15px;line-height:1.5">Please have it ready when you hand over your luggage.</p>
        ${passBlockHtml}
      </td></tr>
      <tr><td style="padding:8px 32px">
        <h2 style="margin:16px 0 4px;font-size:17px">Your luggage</h2>
        <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="font-size:15px">
          {{#each items}}
          <tr><td style="${cell}">{{amount}} &times; {{title}}</td><td align="right" style="${cell};color:#4a5461">{{unitPrice}} per item per night</td></tr>
          {{/each}}
          <tr><td style="${cell}">Storage</td><td align="right" style="${cell}">{{nights}}</td></tr>
        </table>
      </td></tr>
      <tr><td style="padding:8px 32px">
        <h2 style="margin:16px 0 4px;font-size:17px">Collection and return</h2>
        <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="font-size:15px">
          {{#each legs}}
          {{#if point}}
          <tr><td style="${label}">{{label}}</td><td style="${cell}"><strong>{{point.date}}</strong> at {{point.time}}</td></tr>
          <tr><td style="${label}">{{point.label}}</td><td style="${cell}">{{point.name}}<br><span style="color:#4a5461">{{point.address}}</span></td></tr>
          {{else}}
          <tr><td style="${label}">{{label}}</td><td style="${cell}">{{line}}{{#if note}}<br><span style="color:#4a5461">{{note}}</span>{{/if}}</td></tr>
          {{/if}}
          {{/each}}
        </table>
        ${instructionsBlockHtml}
      </td></tr>
      <tr><td style="padding:8px 32px 24px">
        <h2 style="margin:16px 0 4px;font-size:17px">Payment</h2>
        <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="font-size:15px">
          {{#if discount}}
          <tr><td style="${cell}">Full Price</td><td align="right" style="${cell}">{{fullPrice}}</td></tr>
          <tr><td style="${cell}">Discount</td><td align="right" style="${cell};color:#0f5c56">- {{discount}}</td></tr>
          {{/if}}
          {{#each fees}}
          <tr><td style="${cell}">{{label}}</td><td align="right" style="${cell}">{{amount}}</td></tr>
          {{/each}}
          <tr><td style="padding:12px 0;font-weight:700">Total paid</td><td align="right" style="padding:12px 0;font-weight:700;font-size:18px">{{totalPaid}}</td></tr>
        </table>
      </td></tr>
      <tr><td style="padding:0 32px 16px;font-size:15px;line-height:1.5">
        {{#if manageLink}}${buttonLink('{{manageLink}}', 'Manage your booking')}{{/if}}
        <p style="margin:0;color:#4a5461;font-size:14px">{{policy}}</p>
        {{#if bagProtection}}<p style="margin:8px 0 0;color:#4a5461;font-size:14px">{{bagProtection}}</p>{{/if}}
      </td></tr>
      <tr><td style="padding:20px 32px 28px;border-top:1px solid #ece8df;font-size:14px;line-height:1.5;color:#4a5461">
        Questions? Write to us at <a href="mailto:{{contactEmail}}" style="color:#0f5c56">{{contactEmail}}</a> and quote your reference.
        <br>${contactPhoneHtml}
      </td></tr>
    </table>
  </td></tr>
</table>
</body>
</html>`,
  text: `Thank You {{name}} for your booking

Your booking reference is: {{reference}}
Please have it ready when you hand over your luggage.

${passBlockText}
YOUR LUGGAGE
{{#each items}}
- {{amount}} x {{title}} ({{unitPrice}} per item per night)
{{/each}}
Storage: {{nights}}

COLLECTION AND RETURN
{{#each legs}}
{{#if point}}
{{label}}: {{point.date}} at {{point.time}}
{{point.label}}: {{point.name}}, {{point.address}}
{{else}}
{{line}}
{{#if note}}Note for the driver: {{note}}
{{/if}}
{{/if}}
{{/each}}

${instructionsBlockText}PAYMENT
{{#if discount}}
Full Price: {{fullPrice}}
Discount: - {{discount}}
{{/if}}
{{#each fees}}
{{label}}: {{amount}}
{{/each}}
Total paid: {{totalPaid}}

{{#if manageLink}}Manage your booking (change, cancel, receipt): {{manageLink}}
{{/if}}{{policy}}
{{#if bagProtection}}{{bagProtection}}
{{/if}}
Questions? Write to us at {{contactEmail}} and quote your reference.
${contactPhoneText}

Bristol & Bath Luggage
`,
});
