/**
 * The point's meeting instructions in every booking email. Needs `instructions` (string or null) in the context;
 * nothing is shown when the point has none. The operator's line breaks are kept.
 */
export const instructionsBlockHtml = `{{#if instructions}}<div style="margin:12px 0;padding:12px 16px;background:#f6f3ec;border-radius:8px;font-size:15px">
  <div style="font-weight:700;margin-bottom:4px">{{t "emails:instructions.title"}}</div>
  <div style="white-space:pre-line">{{instructions}}</div>
</div>{{/if}}`;

export const instructionsBlockText = `{{#if instructions}}{{t "emails:instructions.titleText"}}
{{instructions}}

{{/if}}`;
