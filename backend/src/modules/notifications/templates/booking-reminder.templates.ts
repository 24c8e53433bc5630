import { defineTemplate } from '../mail.service.js';
import { buttonLink, contactPhoneText, emailLayout, questionsText } from './email-layout.js';
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

const details = `{{#if driverVisit}}<p style="margin:0 0 12px"><strong>{{date}}</strong><br>{{driverVisit}}</p>{{else}}<p style="margin:0 0 12px">{{t "emails:dateAtTime" date=(b date) time=(b pointTime)}}<br>{{pointName}}<br><span style="color:#4a5461">{{pointAddress}}</span></p>{{/if}}
${instructionsBlockHtml}
${passBlockHtml}
{{#if manageLink}}${buttonLink('{{manageLink}}', '{{t "emails:manageButton"}}')}{{/if}}`;

const detailsText = `{{#if driverVisit}}{{date}}
{{driverVisit}}{{else}}{{t "emails:dateAtTime" date=date time=pointTime}}
{{pointName}}, {{pointAddress}}{{/if}}

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

/** Before a collection from an address (see operations' reminder-times: timed from the window's start). */
export const addressCollectionReminderTemplate = reminderTemplate('addressCollection');

/** Before a delivery to an address. */
export const deliveryReminderTemplate = reminderTemplate('delivery');
