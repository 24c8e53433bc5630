import { defineTemplate } from '../mail.service.js';
import { type EmailLeg, type EmailPriceLine, type EmailSameDay, priceLinesText, priceRowsHtml, stayLinesText, stayRowsHtml } from './booking-blocks.js';
import { buttonLink, contactPhoneText, emailLayout, questionsText } from './email-layout.js';
import { instructionsBlockHtml, instructionsBlockText } from './instructions-block.js';
import { passBlockHtml, passBlockText, type PassContext } from './pass-block.js';

const cell = 'padding:8px 0;border-bottom:1px solid #ece8df;vertical-align:top';
const labelCell = `${cell};color:#4a5461;width:42%`;

/** A row of the booking as it now reads: `label` is the catalogue key of its label. */
const row = (label: string, value: string) => `<tr><td style="${labelCell}">{{t "${label}"}}</td><td style="${cell}">${value}</td></tr>`;

export interface BookingChangedContext {
  name: string;
  reference: string;
  items: { title: string; amount: number }[];
  nights: string;
  /** The collection then the return as they now are (booking-blocks.ts). */
  legs: EmailLeg[];
  /** A same-day stay's day, times and closing time, said instead of the legs; null for a stay of nights. */
  sameDay: EmailSameDay | null;
  instructions: string | null;
  /** The new price as every page lists it, each leg's fee included, its total 'New price'. */
  price: EmailPriceLine[];
  paid: string;
  refunded: string | null;
  /** What this change took from the card ('£12.00'), or refunded; null when it did not. */
  chargedNow: string | null;
  refundedNow: string | null;
  /** The change moved no money: the email says so. */
  noMoneyNow: boolean;
  manageLink: string | null;
  policy: string;
  /** The pass as it is now (a changed booking's QR code names its new version). */
  pass: PassContext | null;
  contactEmail: string;
}

/** Booking changed: the booking as it is now, and the money as it stands. */
export const bookingChangedTemplate = defineTemplate<BookingChangedContext>({
  subject: ({ reference }, words) => words('emails:changed.subject', { reference }),
  html: emailLayout(
    '{{t "emails:changed.title"}}',
    '{{t "emails:changed.heading"}}',
    `<p style="margin:0 0 12px">{{t "emails:changed.intro" name=name reference=(b reference)}}</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="font-size:15px">
  ${row('emails:changed.luggage', '{{#each items}}{{amount}} &times; {{title}}<br>{{/each}}')}
  ${row('emails:storage', '{{nights}}')}
  ${stayRowsHtml(labelCell, cell)}
</table>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="font-size:15px;margin-top:12px">
  ${priceRowsHtml(cell)}
  {{#if chargedNow}}${row('emails:changed.chargedNow', '{{chargedNow}}')}{{/if}}
  {{#if refundedNow}}${row('emails:changed.refundedNow', '{{refundedNow}}')}{{/if}}
  ${row('emails:changed.paid', '{{paid}}')}
  {{#if refunded}}${row('emails:changed.refunded', '{{refunded}}')}{{/if}}
</table>
{{#if noMoneyNow}}<p style="margin:12px 0 0;color:#4a5461;font-size:14px">{{t "emails:changed.noMoneyNow"}}</p>{{/if}}
${instructionsBlockHtml}
${passBlockHtml}
{{#if manageLink}}${buttonLink('{{manageLink}}', '{{t "emails:manageButton"}}')}{{/if}}
<p style="margin:12px 0 0;color:#4a5461;font-size:14px">{{policy}}</p>`,
  ),
  text: `{{t "emails:changed.introText" name=name reference=reference}}

{{#each items}}- {{amount}} x {{title}}
{{/each}}{{t "emails:labelled" label=(t "emails:storage") value=nights}}
${stayLinesText}
${priceLinesText}
{{#if chargedNow}}{{t "emails:labelled" label=(t "emails:changed.chargedNow") value=chargedNow}}
{{/if}}{{#if refundedNow}}{{t "emails:labelled" label=(t "emails:changed.refundedNow") value=refundedNow}}
{{/if}}{{#if noMoneyNow}}{{t "emails:changed.noMoneyNow"}}
{{/if}}{{t "emails:labelled" label=(t "emails:changed.paid") value=paid}}
{{#if refunded}}{{t "emails:labelled" label=(t "emails:changed.refunded") value=refunded}}
{{/if}}

${instructionsBlockText}${passBlockText}{{#if manageLink}}{{t "emails:manageLine" link=manageLink}}
{{/if}}
{{policy}}

${questionsText}
${contactPhoneText}
Bristol & Bath Luggage
`,
});

export interface BookingCancelledContext {
  name: string;
  reference: string;
  /** The collection's day, and its point or address. */
  collectionDate: string;
  place: string;
  /** A same-day stay's 'Drop off 11:00 · Pick up 17:00'; null for a stay of nights. */
  sameDayTimes: string | null;
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
  subject: ({ reference }, words) => words('emails:cancelled.subject', { reference }),
  html: emailLayout(
    '{{t "emails:cancelled.title"}}',
    '{{t "emails:cancelled.heading"}}',
    `<p style="margin:0 0 12px">{{t "emails:cancelled.intro" name=name reference=(b reference) date=collectionDate point=place}}</p>{{#if sameDayTimes}}<p style="margin:0 0 12px">{{sameDayTimes}}</p>{{/if}}
{{#if reason}}<p style="margin:0 0 12px">{{reason}}</p>{{/if}}
{{#if refund}}<p style="margin:0 0 12px">{{t "emails:cancelled.refund" amount=(b refund)}} {{refundWhen}}</p>
{{else}}<p style="margin:0 0 12px">{{t "emails:cancelled.noRefund"}}</p>{{/if}}
${instructionsBlockHtml}
{{#if manageLink}}${buttonLink('{{manageLink}}', '{{t "emails:manageButton"}}')}{{/if}}`,
  ),
  text: `{{t "emails:cancelled.intro" name=name reference=reference date=collectionDate point=place}}
{{#if sameDayTimes}}{{sameDayTimes}}
{{/if}}{{#if reason}}
{{reason}}
{{/if}}
{{#if refund}}{{t "emails:cancelled.refund" amount=refund}} {{refundWhen}}{{else}}{{t "emails:cancelled.noRefund"}}{{/if}}

${instructionsBlockText}{{#if manageLink}}
{{t "emails:manageLine" link=manageLink}}
{{/if}}
${questionsText}
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
  subject: ({ reference }, words) => words('emails:manageLink.subject', { reference }),
  html: emailLayout(
    '{{t "emails:manageButton"}}',
    '{{t "emails:manageButton"}}',
    `<p style="margin:0 0 12px">{{t "emails:manageLink.intro" name=name reference=(b reference)}}</p>
${buttonLink('{{manageLink}}', '{{t "emails:manageButton"}}')}
<p style="margin:0;color:#4a5461;font-size:14px">{{t "emails:manageLink.ignore"}}</p>`,
  ),
  text: `{{t "emails:manageLink.intro" name=name reference=reference}}

{{t "emails:manageLine" link=manageLink}}

{{t "emails:manageLink.ignore"}}
${questionsText}
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
