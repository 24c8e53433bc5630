import { defineTemplate } from '../mail.service.js';
import { buttonLink, contactPhoneText, emailLayout } from './email-layout.js';
import { instructionsBlockHtml, instructionsBlockText } from './instructions-block.js';
import { passBlockHtml, passBlockText, type PassContext } from './pass-block.js';

export interface BookingReminderContext {
  name: string;
  reference: string;
  /** 'Friday 4 December 2026': the handover day, or the return day. */
  date: string;
  pointName: string;
  pointAddress: string;
  pointTime: string;
  /** An address leg: "Your driver will come between 08:00 and 10:00 at {address}" instead of the point. */
  driverVisit: string | null;
  /** The point's meeting instructions; null when it has none. */
  instructions: string | null;
  pass: PassContext | null;
  manageLink: string | null;
  contactEmail: string;
}

const details = `{{#if driverVisit}}<p style="margin:0 0 12px"><strong>{{date}}</strong><br>{{driverVisit}}</p>{{else}}<p style="margin:0 0 12px"><strong>{{date}}</strong> at <strong>{{pointTime}}</strong><br>{{pointName}}<br><span style="color:#4a5461">{{pointAddress}}</span></p>{{/if}}
${instructionsBlockHtml}
${passBlockHtml}
{{#if manageLink}}${buttonLink('{{manageLink}}', 'Manage your booking')}{{/if}}`;

const detailsText = `{{#if driverVisit}}{{date}}
{{driverVisit}}{{else}}{{date}} at {{pointTime}}
{{pointName}}, {{pointAddress}}{{/if}}

${instructionsBlockText}${passBlockText}{{#if manageLink}}Manage your booking: {{manageLink}}
{{/if}}
Questions? Write to us at {{contactEmail}} and quote your reference.
${contactPhoneText}
Bristol & Bath Luggage
`;

/** The evening before the handover (18:00 London). */
export const collectionReminderTemplate = defineTemplate<BookingReminderContext>({
  subject: ({ reference }) => `Reminder: you hand over your luggage tomorrow (${reference})`,
  html: emailLayout(
    'Your luggage handover is tomorrow',
    'See you tomorrow',
    `<p style="margin:0 0 12px">Hello {{name}}, a reminder that you hand over your luggage tomorrow (booking <strong>{{reference}}</strong>):</p>
${details}`,
  ),
  text: `Hello {{name}}, a reminder that you hand over your luggage tomorrow (booking {{reference}}):

${detailsText}`,
});

/** The morning of the return (08:00 London). */
export const returnReminderTemplate = defineTemplate<BookingReminderContext>({
  subject: ({ reference }) => `Reminder: your luggage is ready for you today (${reference})`,
  html: emailLayout(
    'Your luggage is ready today',
    'Your luggage is ready today',
    `<p style="margin:0 0 12px">Hello {{name}}, your luggage is ready for you today (booking <strong>{{reference}}</strong>):</p>
${details}`,
  ),
  text: `Hello {{name}}, your luggage is ready for you today (booking {{reference}}):

${detailsText}`,
});

/** Before a collection from an address (see operations' reminder-times: timed from the window's start). */
export const addressCollectionReminderTemplate = defineTemplate<BookingReminderContext>({
  subject: ({ reference }) => `Reminder: your driver collects your luggage (${reference})`,
  html: emailLayout(
    'Your luggage collection',
    'Your driver is coming',
    `<p style="margin:0 0 12px">Hello {{name}}, a reminder that we collect your luggage (booking <strong>{{reference}}</strong>):</p>
${details}`,
  ),
  text: `Hello {{name}}, a reminder that we collect your luggage (booking {{reference}}):

${detailsText}`,
});

/** Before a delivery to an address. */
export const deliveryReminderTemplate = defineTemplate<BookingReminderContext>({
  subject: ({ reference }) => `Reminder: your driver delivers your luggage (${reference})`,
  html: emailLayout(
    'Your luggage delivery',
    'Your driver is coming',
    `<p style="margin:0 0 12px">Hello {{name}}, a reminder that we deliver your luggage (booking <strong>{{reference}}</strong>):</p>
${details}`,
  ),
  text: `Hello {{name}}, a reminder that we deliver your luggage (booking {{reference}}):

${detailsText}`,
});
