import type { Words } from '../email-words.js';
import { defineTemplate } from '../mail.service.js';
import { type EmailLeg, type EmailPriceLine, type EmailSameDay, priceLinesText, priceRowsHtml, stayLinesText, stayRowsHtml } from './booking-blocks.js';
import { buttonLink, contactPhoneHtml, contactPhoneText, questionsHtml, questionsText } from './email-layout.js';
import { instructionsBlockHtml, instructionsBlockText } from './instructions-block.js';
import { passBlockHtml, passBlockText, type PassContext } from './pass-block.js';

export interface BookingConfirmationContext {
  name: string;
  reference: string;
  /** `unitPrice`: the night's price as booked; null for a same-day stay (a day is not priced per night). */
  items: { title: string; amount: number; unitPrice: string | null }[];
  /** '2 nights'; 'Same day' */
  nights: string;
  /** The collection then the return (booking-blocks.ts). */
  legs: EmailLeg[];
  /** A same-day stay's day, times and closing time, said instead of the legs; null for a stay of nights. */
  sameDay: EmailSameDay | null;
  /** "Please have it ready when you hand over your luggage" (at a point) or "... when your driver collects it". */
  haveItReady: string;
  instructions: string | null;
  /** The price as every page lists it (storage at full price, the discount, each leg's fee, 'Total paid'); the total alone without a discount or a fee. */
  price: EmailPriceLine[];
  /** The manage page's link (change, cancel, receipt); null only if it could not be opened. */
  manageLink: string | null;
  /** The booking's invoice (or receipt) as a PDF, opened by the manage link's secret; null when the link could not be opened. */
  invoiceLink: string | null;
  /** The document behind invoiceLink is a receipt (no VAT number set): the link says "receipt". */
  receipt: boolean;
  policy: string;
  /** The cover per bag in words; null when the business states none. */
  bagProtection: string | null;
  /** The pass (QR code, PIN); null when the booking has none (cancelled before the email went). */
  pass: PassContext | null;
  contactEmail: string;
}

const cell = 'padding:10px 0;border-bottom:1px solid #ece8df;vertical-align:top';
const label = `${cell};color:#4a5461;width:42%`;

/** The subject names only the reference, so the job knows it before it reads the pass and the terms (its claim records it). */
export const confirmationSubject = ({ reference }: Pick<BookingConfirmationContext, 'reference'>, words: Words) => words('emails:confirmation.subject', { reference });

/** 'Thank You {name} for your booking': everything the customer needs on the day, in HTML (inline CSS, tables) and text. */
export const bookingConfirmationTemplate = defineTemplate<BookingConfirmationContext>({
  subject: confirmationSubject,
  html: `<!doctype html>
<html lang="{{lang}}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>{{t "emails:confirmation.title"}}</title></head>
<body style="margin:0;padding:0;background:#f7f5f0">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f7f5f0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#1c2430">
  <tr><td align="center" style="padding:24px 12px">
    <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border:1px solid #dcd8cf;border-radius:14px">
      <tr><td style="padding:24px 32px;background:#0f5c56;border-radius:14px 14px 0 0;color:#ffffff">
        <div style="font-size:14px;letter-spacing:.04em;text-transform:uppercase;opacity:.85">Bristol &amp; Bath Luggage</div>
        <h1 style="margin:8px 0 0;font-size:24px;line-height:1.3;font-weight:700">{{t "emails:confirmation.heading" name=name}}</h1>
      </td></tr>
      <tr><td style="padding:28px 32px 8px">
        <p style="margin:0 0 6px;font-size:15px;color:#4a5461">{{t "emails:confirmation.referenceIs"}}</p>
        <p style="margin:0 0 20px;font-size:28px;font-weight:700;letter-spacing:.12em;font-family:ui-monospace,Menlo,Consolas,monospace">{{reference}}</p>
        <p style="margin:0 0 8px;font-size:15px;line-height:1.5">{{haveItReady}}</p>
        ${passBlockHtml}
      </td></tr>
      <tr><td style="padding:8px 32px">
        <h2 style="margin:16px 0 4px;font-size:17px">{{t "emails:confirmation.luggage"}}</h2>
        <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="font-size:15px">
          {{#each items}}
          <tr><td style="${cell}">{{amount}} &times; {{title}}</td><td align="right" style="${cell};color:#4a5461">{{#if unitPrice}}{{t "emails:confirmation.perItemPerNight" price=unitPrice}}{{/if}}</td></tr>
          {{/each}}
          <tr><td style="${cell}">{{t "emails:storage"}}</td><td align="right" style="${cell}">{{nights}}</td></tr>
        </table>
      </td></tr>
      <tr><td style="padding:8px 32px">
        <h2 style="margin:16px 0 4px;font-size:17px">{{t "emails:confirmation.collectionAndReturn"}}</h2>
        <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="font-size:15px">
          ${stayRowsHtml(label, cell)}
        </table>
        ${instructionsBlockHtml}
      </td></tr>
      <tr><td style="padding:8px 32px 24px">
        <h2 style="margin:16px 0 4px;font-size:17px">{{t "emails:confirmation.payment"}}</h2>
        <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="font-size:15px">
          ${priceRowsHtml(cell)}
        </table>
      </td></tr>
      <tr><td style="padding:0 32px 16px;font-size:15px;line-height:1.5">
        {{#if manageLink}}${buttonLink('{{manageLink}}', '{{t "emails:manageButton"}}')}{{/if}}
        {{#if invoiceLink}}<p style="margin:0 0 12px"><a href="{{invoiceLink}}" style="color:#0f5c56">{{#if receipt}}{{t "emails:confirmation.receiptLink"}}{{else}}{{t "emails:confirmation.invoiceLink"}}{{/if}}</a></p>{{/if}}
        <p style="margin:0;color:#4a5461;font-size:14px">{{policy}}</p>
        {{#if bagProtection}}<p style="margin:8px 0 0;color:#4a5461;font-size:14px">{{bagProtection}}</p>{{/if}}
      </td></tr>
      <tr><td style="padding:20px 32px 28px;border-top:1px solid #ece8df;font-size:14px;line-height:1.5;color:#4a5461">
        ${questionsHtml}
        <br>${contactPhoneHtml}
      </td></tr>
    </table>
  </td></tr>
</table>
</body>
</html>`,
  text: `{{t "emails:confirmation.heading" name=name}}

{{t "emails:confirmation.referenceIsText" reference=reference}}
{{haveItReady}}

${passBlockText}
{{t "emails:confirmation.luggageText"}}
{{#each items}}
- {{amount}} x {{title}}{{#if unitPrice}} ({{t "emails:confirmation.perItemPerNight" price=unitPrice}}){{/if}}
{{/each}}
{{t "emails:labelled" label=(t "emails:storage") value=nights}}

{{t "emails:confirmation.collectionAndReturnText"}}
${stayLinesText}
${instructionsBlockText}{{t "emails:confirmation.paymentText"}}
${priceLinesText}

{{#if manageLink}}{{t "emails:confirmation.manageText" link=manageLink}}
{{/if}}{{#if invoiceLink}}{{#if receipt}}{{t "emails:confirmation.receiptText" link=invoiceLink}}{{else}}{{t "emails:confirmation.invoiceText" link=invoiceLink}}{{/if}}
{{/if}}{{policy}}
{{#if bagProtection}}{{bagProtection}}
{{/if}}
${questionsText}
${contactPhoneText}

Bristol & Bath Luggage
`,
});
