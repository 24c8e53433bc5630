import { defineTemplate } from '../mail.service.js';
import { buttonLink, contactPhoneText, emailLayout } from './email-layout.js';
import { instructionsBlockHtml, instructionsBlockText } from './instructions-block.js';
import { passBlockHtml, passBlockText, type PassContext } from './pass-block.js';

const row = (label: string, value: string) =>
  `<tr><td style="padding:8px 0;border-bottom:1px solid #ece8df;color:#4a5461;width:42%">${label}</td><td style="padding:8px 0;border-bottom:1px solid #ece8df">${value}</td></tr>`;

export interface BookingChangedContext {
  name: string;
  reference: string;
  items: { title: string; amount: number }[];
  nights: string;
  collectionDate: string;
  returnDate: string;
  pointName: string;
  pointAddress: string;
  pointTime: string;
  returnTime: string;
  /** The point's meeting instructions; null when it has none. */
  instructions: string | null;
  total: string;
  paid: string;
  refunded: string | null;
  manageLink: string | null;
  policy: string;
  /** The pass as it is now (a changed booking's QR code names its new version). */
  pass: PassContext | null;
  contactEmail: string;
}

/** Booking changed: the booking as it is now, and the money as it stands. */
export const bookingChangedTemplate = defineTemplate<BookingChangedContext>({
  subject: ({ reference }) => `Booking changed: ${reference}`,
  html: emailLayout(
    'Booking changed',
    'Your booking has been changed',
    `<p style="margin:0 0 12px">Hello {{name}}, your booking <strong>{{reference}}</strong> now reads as follows.</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="font-size:15px">
  ${row('Luggage', '{{#each items}}{{amount}} &times; {{title}}<br>{{/each}}')}
  ${row('Storage', '{{nights}}')}
  ${row('Collection', '<strong>{{collectionDate}}</strong> at {{pointTime}}')}
  ${row('Return', '<strong>{{returnDate}}</strong> at {{returnTime}}')}
  ${row('Collection point', '{{pointName}}<br><span style="color:#4a5461">{{pointAddress}}</span>')}
  ${row('New price', '{{total}}')}
  ${row('Paid in all', '{{paid}}')}
  {{#if refunded}}${row('Refunded in all', '{{refunded}}')}{{/if}}
</table>
${instructionsBlockHtml}
${passBlockHtml}
{{#if manageLink}}${buttonLink('{{manageLink}}', 'Manage your booking')}{{/if}}
<p style="margin:12px 0 0;color:#4a5461;font-size:14px">{{policy}}</p>`,
  ),
  text: `Hello {{name}}, your booking {{reference}} has been changed. It now reads:

{{#each items}}- {{amount}} x {{title}}
{{/each}}Storage: {{nights}}
Collection: {{collectionDate}} at {{pointTime}}
Return: {{returnDate}} at {{returnTime}}
Collection point: {{pointName}}, {{pointAddress}}
New price: {{total}}
Paid in all: {{paid}}
{{#if refunded}}Refunded in all: {{refunded}}
{{/if}}

${instructionsBlockText}${passBlockText}{{#if manageLink}}Manage your booking: {{manageLink}}
{{/if}}
{{policy}}

Questions? Write to us at {{contactEmail}} and quote your reference.
${contactPhoneText}
Bristol & Bath Luggage
`,
});

export interface BookingCancelledContext {
  name: string;
  reference: string;
  collectionDate: string;
  pointName: string;
  /** The point's meeting instructions; null when it has none. */
  instructions: string | null;
  /** '£36.45', or null when nothing is refunded. */
  refund: string | null;
  /** When the refund reaches the card, in words. */
  refundWhen: string;
  /** Why we cancelled it ourselves (a payment after the hold ended, for a point now full); null when the customer or an operator did. */
  reason: string | null;
  manageLink: string | null;
  contactEmail: string;
}

export const bookingCancelledTemplate = defineTemplate<BookingCancelledContext>({
  subject: ({ reference }) => `Booking cancelled: ${reference}`,
  html: emailLayout(
    'Booking cancelled',
    'Your booking has been cancelled',
    `<p style="margin:0 0 12px">Hello {{name}}, your booking <strong>{{reference}}</strong> for {{collectionDate}} at {{pointName}} has been cancelled.</p>
{{#if reason}}<p style="margin:0 0 12px">{{reason}}</p>{{/if}}
{{#if refund}}<p style="margin:0 0 12px">We are refunding <strong>{{refund}}</strong> to the card you paid with. {{refundWhen}}</p>
{{else}}<p style="margin:0 0 12px">Under our cancellation policy, this cancellation is not refunded.</p>{{/if}}
${instructionsBlockHtml}
{{#if manageLink}}${buttonLink('{{manageLink}}', 'Manage your booking')}{{/if}}`,
  ),
  text: `Hello {{name}}, your booking {{reference}} for {{collectionDate}} at {{pointName}} has been cancelled.
{{#if reason}}
{{reason}}
{{/if}}
{{#if refund}}We are refunding {{refund}} to the card you paid with. {{refundWhen}}{{else}}Under our cancellation policy, this cancellation is not refunded.{{/if}}

${instructionsBlockText}{{#if manageLink}}
Manage your booking: {{manageLink}}
{{/if}}
Questions? Write to us at {{contactEmail}} and quote your reference.
${contactPhoneText}
Bristol & Bath Luggage
`,
});

export interface ManageLinkContext {
  name: string;
  reference: string;
  manageLink: string;
  contactEmail: string;
}

/** "Find my booking" matched: the link, and nothing else the request did not already know. */
export const manageLinkTemplate = defineTemplate<ManageLinkContext>({
  subject: ({ reference }) => `Manage your booking ${reference}`,
  html: emailLayout(
    'Manage your booking',
    'Manage your booking',
    `<p style="margin:0 0 12px">Hello {{name}}, here is the link to your booking <strong>{{reference}}</strong>. Keep it to yourself: anyone with it can change or cancel the booking.</p>
${buttonLink('{{manageLink}}', 'Manage your booking')}
<p style="margin:0;color:#4a5461;font-size:14px">If you did not ask for this link, you can ignore this email.</p>`,
  ),
  text: `Hello {{name}}, here is the link to your booking {{reference}}. Keep it to yourself: anyone with it can change or cancel the booking.

Manage your booking: {{manageLink}}

If you did not ask for this link, you can ignore this email.
Questions? Write to us at {{contactEmail}} and quote your reference.
${contactPhoneText}
Bristol & Bath Luggage
`,
});

export interface RefundFailedContext {
  reference: string;
  amount: string;
  reason: string;
  failure: string;
  adminLink: string;
  contactEmail: string;
}

/** To the operators: a refund did not go through and someone has to act. */
export const refundFailedTemplate = defineTemplate<RefundFailedContext>({
  subject: ({ reference, amount }) => `Refund failed: ${amount} for ${reference}`,
  html: emailLayout(
    'Refund failed',
    'A refund failed',
    `<p style="margin:0 0 12px">The refund of <strong>{{amount}}</strong> for booking <strong>{{reference}}</strong> ({{reason}}) failed: {{failure}}</p>
<p style="margin:0 0 12px">The amount is refundable again from the booking's page. The booking is marked "Refund failed" in the bookings list until another refund is made.</p>
${buttonLink('{{adminLink}}', 'Open the booking')}`,
  ),
  text: `The refund of {{amount}} for booking {{reference}} ({{reason}}) failed: {{failure}}

The amount is refundable again from the booking's page: {{adminLink}}
`,
});
