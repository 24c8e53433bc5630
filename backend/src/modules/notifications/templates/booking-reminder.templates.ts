import { defineTemplate } from '../mail.service.js';
import { type EmailLeg, type EmailSameDay, stayLinesText, stayRowsHtml } from './booking-blocks.js';
import { buttonLink, contactPhoneText, emailLayout, questionsText } from './email-layout.js';
import { instructionsBlockHtml, instructionsBlockText } from './instructions-block.js';
import { passBlockHtml, passBlockText, type PassContext } from './pass-block.js';

export interface BookingReminderContext {
  name: string;
  reference: string;
  /** The one leg reminded of (booking-blocks.ts): its day and time at its point, or its window at the address. */
  legs: EmailLeg[];
  /** A same-day stay's day, times and closing time, said instead of the leg; null for a stay of nights. */
  sameDay: EmailSameDay | null;
  instructions: string | null;
  pass: PassContext | null;
  manageLink: string | null;
  contactEmail: string;
}

const cell = 'padding:8px 0;border-bottom:1px solid #ece8df;vertical-align:top';

const details = `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="font-size:15px;margin:0 0 12px">
${stayRowsHtml(`${cell};color:#4a5461;width:42%`, cell)}
</table>
${instructionsBlockHtml}
${passBlockHtml}
{{#if manageLink}}${buttonLink('{{manageLink}}', '{{t "emails:manageButton"}}')}{{/if}}`;

const detailsText = `${stayLinesText}
${instructionsBlockText}${passBlockText}{{#if manageLink}}{{t "emails:manageLine" link=manageLink}}
{{/if}}
${questionsText}
${contactPhoneText}
Bristol & Bath Luggage
`;

/** A reminder's template: its words are the catalogue's `emails:reminders.<kind>` (subject, title, heading, intro). */
function reminderTemplate(kind: string) {
  const key = `emails:reminders.${kind}`;
  return defineTemplate<BookingReminderContext>({
    subject: ({ reference }, words) => words(`${key}.subject`, { reference }),
    html: emailLayout(
      `{{t "${key}.title"}}`,
      `{{t "${key}.heading"}}`,
      `<p style="margin:0 0 12px">{{t "${key}.intro" name=name reference=(b reference)}}</p>
${details}`,
    ),
    text: `{{t "${key}.intro" name=name reference=reference}}

${detailsText}`,
  });
}

/** The evening before the handover (18:00 London). */
export const collectionReminderTemplate = reminderTemplate('collection');

/** The morning of the return (08:00 London). */
export const returnReminderTemplate = reminderTemplate('return');

/** An hour before a same-day stay's pick-up at the point, with the point's closing time and the booking's page. */
export const pickUpReminderTemplate = reminderTemplate('pickUp');

/** Before a collection from an address (see operations' reminder-times: timed from the window's start). */
export const addressCollectionReminderTemplate = reminderTemplate('addressCollection');

/** Before a delivery to an address. */
export const deliveryReminderTemplate = reminderTemplate('delivery');
