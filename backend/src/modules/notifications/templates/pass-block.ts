/** The Content-ID of the pass's QR code image in an email. */
export const PASS_QR_CID = 'pass-qr@luggage.booking';

/** The pass in an email's context (the reference is the email's own `reference`); null when the booking has none. */
export interface PassContext {
  pin: string;
  /** The attached .ics file's name, when the email carries one. */
  calendarFile: string | null;
  /** Each leg as the manage page says it, and how the pass is used there (legViewLine, passUseLine). */
  legs: { line: string; use: string }[];
  /** '2 bags tagged … at Bristol Bus Station: T-0412, T-0413', once the bags are tagged at the hand-over (issue 42). */
  tagged: string | null;
}

/** Handlebars source: the pass (QR code, reference, PIN) for the HTML part. Needs `reference` and `pass` in the context. */
export const passBlockHtml = `{{#if pass}}
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:16px 0;border:2px dashed #0f5c56;border-radius:12px">
  <tr>
    <td width="196" style="padding:12px;vertical-align:middle"><img src="cid:${PASS_QR_CID}" width="180" height="180" alt="{{t "emails:pass.qrAlt"}}" style="display:block;border:0"></td>
    <td style="padding:12px 16px 12px 4px;font-size:15px;line-height:1.5;vertical-align:middle">
      <div style="font-weight:700;font-size:17px">{{t "emails:pass.title"}}</div>
      <div>{{t "emails:pass.reference"}} <strong style="font-family:ui-monospace,Menlo,Consolas,monospace;letter-spacing:.08em">{{reference}}</strong></div>
      <div>{{t "emails:pass.pin"}} <strong style="font-family:ui-monospace,Menlo,Consolas,monospace;font-size:22px;letter-spacing:.2em">{{pass.pin}}</strong></div>
      {{#each pass.legs}}<div style="font-size:14px;margin-top:6px">{{line}}<br><span style="color:#4a5461">{{use}}</span></div>{{/each}}
      {{#if pass.tagged}}<div style="font-size:14px;margin-top:6px;font-weight:600">{{pass.tagged}}</div>{{/if}}
    </td>
  </tr>
</table>
{{#if pass.calendarFile}}<p style="margin:0 0 12px;font-size:14px;color:#4a5461">{{t "emails:pass.calendarHtml" file=pass.calendarFile}}</p>{{/if}}
{{/if}}`;

/** Handlebars source: the pass for the text part. */
export const passBlockText = `{{#if pass}}{{t "emails:pass.titleText"}}
{{t "emails:pass.referenceLine" reference=reference}}
{{t "emails:pass.pinLine" pin=pass.pin}}
{{#each pass.legs}}{{t "emails:labelled" label=line value=use}}
{{/each}}{{#if pass.tagged}}{{pass.tagged}}
{{/if}}{{#if pass.calendarFile}}{{t "emails:pass.calendarText" file=pass.calendarFile}}
{{/if}}
{{/if}}`;
