import { defineTemplate } from '../mail.service.js';
import { buttonLink, contactPhoneText, emailLayout, questionsText } from './email-layout.js';

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
  /** A collection from the address, or a delivery to it (the return): the catalogue keys of its sentences. */
  direction: 'collection' | 'delivery';
  contactEmail: string;
}

const signature = `${questionsText}
${contactPhoneText}
Bristol & Bath Luggage
`;

/** The catalogue key of a step's sentence by the leg's direction, e.g. `emails:onTheWay.delivery`: Handlebars source of `t`'s key. */
const byDirection = (key: string, part = '') => `"emails:${key}." direction${part ? ` ".${part}"` : ''}`;

export interface DriverOnTheWayContext extends LegContext {
  driverFirstName: string;
}

export const driverOnTheWayTemplate = defineTemplate<DriverOnTheWayContext>({
  subject: (_, words) => words('emails:onTheWay.title'),
  html: emailLayout(
    '{{t "emails:onTheWay.title"}}',
    '{{t "emails:onTheWay.title"}}',
    `<p style="margin:0 0 12px">{{t ${byDirection('onTheWay', 'intro')} name=name driver=driverFirstName address=(b address) date=date window=(b window) reference=(b reference)}}</p>
<p style="margin:0;color:#4a5461;font-size:14px">{{t "emails:onTheWay.haveYourPass"}}</p>`,
  ),
  text: `{{t ${byDirection('onTheWay', 'intro')} name=name driver=driverFirstName address=address date=date window=window reference=reference}}

{{t "emails:onTheWay.haveYourPass"}}

${signature}`,
});

export interface LegCollectedContext extends LegContext {
  /** '2 bags' */
  bags: string;
}

export const legCollectedTemplate = defineTemplate<LegCollectedContext>({
  subject: (_, words) => words('emails:collected.title'),
  html: emailLayout(
    '{{t "emails:collected.title"}}',
    '{{t "emails:collected.title"}}',
    `<p style="margin:0 0 12px">{{t "emails:collected.intro" name=name bags=bags address=(b address) date=date reference=(b reference)}}</p>`,
  ),
  text: `{{t "emails:collected.intro" name=name bags=bags address=address date=date reference=reference}}

${signature}`,
});

export interface LegDeliveredContext extends LegContext {
  /** 'you' or the receiver the customer named */
  receivedBy: string;
  /** 'Thu 3 Dec 2026, 09:12' */
  at: string;
}

export const legDeliveredTemplate = defineTemplate<LegDeliveredContext>({
  subject: (_, words) => words('emails:delivered.title'),
  html: emailLayout(
    '{{t "emails:delivered.title"}}',
    '{{t "emails:delivered.title"}}',
    `<p style="margin:0 0 12px">{{t "emails:delivered.intro" name=name reference=(b reference) address=(b address) receivedBy=(b receivedBy) at=at}}</p>
<p style="margin:0;color:#4a5461;font-size:14px">{{t "emails:delivered.thanks"}}</p>`,
  ),
  text: `{{t "emails:delivered.intro" name=name reference=reference address=address receivedBy=receivedBy at=at}}

{{t "emails:delivered.thanks"}}

${signature}`,
});

export interface LegFailedContext extends LegContext {
  reason: string;
  /** What happens now, in a sentence. */
  next: string;
  manageLink: string | null;
}

export const legFailedTemplate = defineTemplate<LegFailedContext>({
  subject: ({ direction }, words) => words(`emails:failed.${direction}.title`),
  html: emailLayout(
    `{{t ${byDirection('failed', 'title')}}}`,
    `{{t ${byDirection('failed', 'title')}}}`,
    `<p style="margin:0 0 12px">{{t ${byDirection('failed', 'intro')} name=name address=(b address) date=date window=window reference=(b reference) reason=reason}}</p>
<p style="margin:0 0 12px">{{next}}</p>
{{#if manageLink}}${buttonLink('{{manageLink}}', '{{t "emails:failed.chooseWindow"}}')}{{/if}}`,
  ),
  text: `{{t ${byDirection('failed', 'intro')} name=name address=address date=date window=window reference=reference reason=reason}}

{{next}}
{{#if manageLink}}{{t "emails:failed.chooseWindowLine" link=manageLink}}
{{/if}}
${signature}`,
});

/** An admin moved the stop to another window (the run sheet). */
export const legWindowChangedTemplate = defineTemplate<LegContext>({
  subject: ({ direction }, words) => words(`emails:windowChanged.${direction}.heading`),
  html: emailLayout(
    '{{t "emails:windowChanged.title"}}',
    `{{t ${byDirection('windowChanged', 'heading')}}}`,
    `<p style="margin:0 0 12px">{{t ${byDirection('windowChanged', 'intro')} name=name address=(b address) reference=(b reference) date=(b date) window=(b window)}}</p>
<p style="margin:0;color:#4a5461;font-size:14px">{{t "emails:windowChanged.writeToUs"}}</p>`,
  ),
  text: `{{t ${byDirection('windowChanged', 'intro')} name=name address=address reference=reference date=date window=window}}

{{t "emails:windowChanged.writeToUs"}}

${signature}`,
});
