import { defineTemplate } from '../mail.service.js';
import { buttonLink, contactPhoneText, emailLayout } from './email-layout.js';

/** What every driver's-step email names: who, which booking, the address and the window of the leg. */
interface LegContext {
  name: string;
  reference: string;
  /** '12 Royal York Crescent, BS8 4JZ' */
  address: string;
  /** 'Thursday 3 December 2026' */
  date: string;
  /** '08:00–10:00' */
  window: string;
  contactEmail: string;
}

const signature = `Questions? Write to us at {{contactEmail}} and quote your reference.
${contactPhoneText}
Bristol & Bath Luggage
`;

export interface DriverOnTheWayContext extends LegContext {
  driverFirstName: string;
  /** 'collect your bags from' or 'bring your bags to' */
  errand: string;
}

export const driverOnTheWayTemplate = defineTemplate<DriverOnTheWayContext>({
  subject: () => 'Your driver is on the way',
  html: emailLayout(
    'Your driver is on the way',
    'Your driver is on the way',
    `<p style="margin:0 0 12px">Hello {{name}}, {{driverFirstName}} is on the way to {{errand}} <strong>{{address}}</strong> today, {{date}}, between <strong>{{window}}</strong> (booking <strong>{{reference}}</strong>).</p>
<p style="margin:0;color:#4a5461;font-size:14px">Please have your pass (or its PIN) ready.</p>`,
  ),
  text: `Hello {{name}}, {{driverFirstName}} is on the way to {{errand}} {{address}} today, {{date}}, between {{window}} (booking {{reference}}).

Please have your pass (or its PIN) ready.

${signature}`,
});

export interface LegCollectedContext extends LegContext {
  bags: string;
}

export const legCollectedTemplate = defineTemplate<LegCollectedContext>({
  subject: () => 'Your bags have been collected',
  html: emailLayout(
    'Your bags have been collected',
    'Your bags have been collected',
    `<p style="margin:0 0 12px">Hello {{name}}, our driver collected {{bags}} from <strong>{{address}}</strong> on {{date}} (booking <strong>{{reference}}</strong>). They are on their way to storage.</p>`,
  ),
  text: `Hello {{name}}, our driver collected {{bags}} from {{address}} on {{date}} (booking {{reference}}). They are on their way to storage.

${signature}`,
});

export interface LegDeliveredContext extends LegContext {
  /** 'you' or the receiver the customer named */
  receivedBy: string;
  /** 'Thu 3 Dec 2026, 09:12' */
  at: string;
}

export const legDeliveredTemplate = defineTemplate<LegDeliveredContext>({
  subject: () => 'Your bags have been delivered',
  html: emailLayout(
    'Your bags have been delivered',
    'Your bags have been delivered',
    `<p style="margin:0 0 12px">Hello {{name}}, your bags (booking <strong>{{reference}}</strong>) were delivered to <strong>{{address}}</strong> and received by <strong>{{receivedBy}}</strong> on {{at}}.</p>
<p style="margin:0;color:#4a5461;font-size:14px">Thank you for storing with us.</p>`,
  ),
  text: `Hello {{name}}, your bags (booking {{reference}}) were delivered to {{address}} and received by {{receivedBy}} on {{at}}.

Thank you for storing with us.

${signature}`,
});

export interface LegFailedContext extends LegContext {
  /** 'deliver' or 'collect' */
  verb: string;
  reason: string;
  /** What happens now, in a sentence. */
  next: string;
  manageLink: string | null;
}

export const legFailedTemplate = defineTemplate<LegFailedContext>({
  subject: ({ verb }) => `We could not ${verb} your bags`,
  html: emailLayout(
    'We could not {{verb}} your bags',
    'We could not {{verb}} your bags',
    `<p style="margin:0 0 12px">Hello {{name}}, our driver could not {{verb}} your bags at <strong>{{address}}</strong> on {{date}}, {{window}} (booking <strong>{{reference}}</strong>): {{reason}}.</p>
<p style="margin:0 0 12px">{{next}}</p>
{{#if manageLink}}${buttonLink('{{manageLink}}', 'Choose another window')}{{/if}}`,
  ),
  text: `Hello {{name}}, our driver could not {{verb}} your bags at {{address}} on {{date}}, {{window}} (booking {{reference}}): {{reason}}.

{{next}}
{{#if manageLink}}Choose another window: {{manageLink}}
{{/if}}
${signature}`,
});

export interface LegWindowChangedContext extends LegContext {
  /** 'collection' or 'delivery' */
  what: string;
}

/** An admin moved the stop to another window (the run sheet). */
export const legWindowChangedTemplate = defineTemplate<LegWindowChangedContext>({
  subject: ({ what }) => `Your ${what} window has changed`,
  html: emailLayout(
    'Your window has changed',
    'Your {{what}} window has changed',
    `<p style="margin:0 0 12px">Hello {{name}}, we have moved your {{what}} at <strong>{{address}}</strong> (booking <strong>{{reference}}</strong>) to <strong>{{date}}</strong>, between <strong>{{window}}</strong>.</p>
<p style="margin:0;color:#4a5461;font-size:14px">If that time does not suit you, write to us.</p>`,
  ),
  text: `Hello {{name}}, we have moved your {{what}} at {{address}} (booking {{reference}}) to {{date}}, between {{window}}.

If that time does not suit you, write to us.

${signature}`,
});
