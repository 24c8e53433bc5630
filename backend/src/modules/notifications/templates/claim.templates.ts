import { defineTemplate } from '../mail.service.js';
import { buttonLink, contactPhoneText, emailLayout, questionsText } from './email-layout.js';

/** The step a claim email tells of: its words are emails.json's `claims.<step>`. */
export type ClaimEmailStep = 'filed' | 'info_requested' | 'replied' | 'answered' | 'accepted' | 'partly_accepted' | 'rejected';

export interface ClaimEmailContext {
  step: ClaimEmailStep;
  name: string;
  reference: string;
  /** The claim's kind, in the booking's language. */
  kind: string;
  /** The team's message (a reply, a request for information) or the decision's reason; null when none. */
  message: string | null;
  /** '£40.00', each null when nothing is paid that way. */
  payout: string | null;
  toCard: string | null;
  byTransfer: string | null;
  manageLink: string | null;
  contactEmail: string;
}

const quote = '<p style="margin:0 0 12px;padding:12px 16px;background:#f7f5f0;border-left:4px solid #0f5c56;white-space:pre-wrap">{{message}}</p>';

/** Every step of a claim: what happened, the team's words, what is paid and how, and the link to answer or follow it. */
export const claimStepTemplate = defineTemplate<ClaimEmailContext>({
  subject: ({ step, reference }, words) => words(`emails:claims.${step}.subject`, { reference }),
  html: emailLayout(
    '{{t (concat "emails:claims." step ".subject") reference=reference}}',
    '{{t "emails:claims.heading"}}',
    `<p style="margin:0 0 12px">{{t (concat "emails:claims." step ".intro") name=name reference=(b reference) kind=kind}}</p>
{{#if message}}${quote}{{/if}}
{{#if payout}}<p style="margin:0 0 12px">{{t "emails:claims.payout" amount=(b payout)}}</p>
{{#if toCard}}<p style="margin:0 0 12px">{{t "emails:claims.toCard" amount=toCard}}</p>{{/if}}
{{#if byTransfer}}<p style="margin:0 0 12px">{{t "emails:claims.byTransfer" amount=byTransfer}}</p>{{/if}}{{/if}}
{{#if manageLink}}${buttonLink('{{manageLink}}', '{{t "emails:manageButton"}}')}{{/if}}`,
  ),
  text: `{{t (concat "emails:claims." step ".intro") name=name reference=reference kind=kind}}
{{#if message}}
{{message}}
{{/if}}{{#if payout}}
{{t "emails:claims.payout" amount=payout}}
{{#if toCard}}{{t "emails:claims.toCard" amount=toCard}}
{{/if}}{{#if byTransfer}}{{t "emails:claims.byTransfer" amount=byTransfer}}
{{/if}}{{/if}}{{#if manageLink}}
{{t "emails:manageLine" link=manageLink}}
{{/if}}
${questionsText}
${contactPhoneText}
Bristol & Bath Luggage
`,
});
