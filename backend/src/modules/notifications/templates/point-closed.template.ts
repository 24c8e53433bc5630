import { defineTemplate } from '../mail.service.js';
import { buttonLink, contactPhoneText, emailLayout, questionsText } from './email-layout.js';

export interface PointClosedContext {
  name: string;
  reference: string;
  /** The closed day in the email's language. */
  date: string;
  point: string;
  note: string;
  /** The booking's side of the closure: the drop-off (collection) or the pick-up (return). */
  collection: boolean;
  move: { point: string; address: string; km: string } | null;
  /** A driver's free delivery (pick-up side) or collection (drop-off side) is offered. */
  delivery: boolean;
  /** The later pick-up offered (pick-up side): the day the point opens again and its time, in the email's language. */
  later: { date: string; time: string } | null;
  /** A second choice follows the first: the collection (drop-off side) or the later pick-up (pick-up side). */
  secondLine: boolean;
  /** '£24.00', or null when the booking cannot be cancelled. */
  refund: string | null;
  manageLink: string | null;
  contactEmail: string;
}

const sideText = '{{#if collection}}{{t "emails:pointClosed.collection"}}{{else}}{{t "emails:pointClosed.return"}}{{/if}}';
/**
 * A drop-off: the move, or none to be had, then a driver's collection from an address; a pick-up: a delivery to an
 * address, then the later pick-up (or, without one, kept safe) (docs/decisions.md, "Closed-point rescue").
 */
const moveText =
  '{{#if collection}}{{#if move}}{{t "emails:pointClosed.move" point=move.point address=move.address km=move.km}}{{else}}{{t "emails:pointClosed.noMove"}}{{/if}}{{else}}{{#if delivery}}{{t "emails:pointClosed.deliver"}}{{else}}{{t "emails:pointClosed.keptSafe"}}{{/if}}{{/if}}';
const secondText =
  '{{#if collection}}{{#if delivery}}{{t "emails:pointClosed.collect"}}{{/if}}{{else}}{{#if later}}{{t "emails:pointClosed.later" date=later.date time=later.time}}{{/if}}{{/if}}';

/** A point closed at short notice on a day of the booking: what happened and the rescue offered, each taken once. */
export const pointClosedTemplate = defineTemplate<PointClosedContext>({
  subject: ({ reference, date }, words) => words('emails:pointClosed.subject', { reference, date }),
  html: emailLayout(
    '{{t "emails:pointClosed.title"}}',
    '{{t "emails:pointClosed.heading"}}',
    `<p style="margin:0 0 12px">{{t "emails:pointClosed.intro" name=name point=(b point) date=(b date) note=note reference=(b reference)}}</p>
<p style="margin:0 0 12px">${sideText}</p>
<ul style="margin:0 0 12px;padding-left:20px">
  <li>${moveText}</li>
  {{#if secondLine}}<li>${secondText}</li>{{/if}}
  {{#if refund}}<li>{{t "emails:pointClosed.refund" amount=refund}}</li>{{/if}}
</ul>
<p style="margin:0 0 12px">{{t "emails:pointClosed.choose"}}</p>
{{#if manageLink}}${buttonLink('{{manageLink}}', '{{t "emails:manageButton"}}')}{{/if}}`,
  ),
  text: `{{t "emails:pointClosed.intro" name=name point=point date=date note=note reference=reference}}

${sideText}

- ${moveText}
{{#if secondLine}}- ${secondText}
{{/if}}{{#if refund}}- {{t "emails:pointClosed.refund" amount=refund}}
{{/if}}
{{t "emails:pointClosed.choose"}}
{{#if manageLink}}{{t "emails:manageLine" link=manageLink}}{{/if}}

${questionsText}
${contactPhoneText}
Bristol & Bath Luggage
`,
});
