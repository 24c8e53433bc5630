/**
 * The phone lines every email carries: tap-to-call, and a WhatsApp chat link when one is offered. MailService gives
 * every template `contact` (CONTACT_PHONE and CONTACT_WHATSAPP), so no job passes it.
 */
export const contactPhoneHtml = `{{#if contact.whatsapp}}{{t "emails:contact.callOrChat" phone=(anchor contact.tel contact.phone) whatsapp=(anchor contact.whatsapp "WhatsApp")}}{{else}}{{t "emails:contact.call" phone=(anchor contact.tel contact.phone)}}{{/if}}`;
export const contactPhoneText = `{{#if contact.whatsapp}}{{t "emails:contact.callOrChatText" phone=contact.phone whatsapp=contact.whatsapp}}{{else}}{{t "emails:contact.call" phone=contact.phone}}{{/if}}`;

/** "Questions? Write to us at … and quote your reference." */
export const questionsHtml = `{{t "emails:contact.questions" email=(anchor (concat "mailto:" contactEmail) contactEmail)}}`;
export const questionsText = `{{t "emails:contact.questions" email=contactEmail}}`;

/**
 * The frame every booking email shares (inline CSS and tables, as mail clients need): a header band with the
 * heading, the body, and a footer with the contact address. Both arguments are Handlebars source.
 */
export function emailLayout(title: string, heading: string, body: string): string {
  return `<!doctype html>
<html lang="{{lang}}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title></head>
<body style="margin:0;padding:0;background:#f7f5f0">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f7f5f0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#1c2430">
  <tr><td align="center" style="padding:24px 12px">
    <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border:1px solid #dcd8cf;border-radius:14px">
      <tr><td style="padding:24px 32px;background:#0f5c56;border-radius:14px 14px 0 0;color:#ffffff">
        <div style="font-size:14px;letter-spacing:.04em;text-transform:uppercase;opacity:.85">Bristol &amp; Bath Luggage</div>
        <h1 style="margin:8px 0 0;font-size:24px;line-height:1.3;font-weight:700">${heading}</h1>
      </td></tr>
      <tr><td style="padding:24px 32px;font-size:15px;line-height:1.55">
${body}
      </td></tr>
      <tr><td style="padding:20px 32px 28px;border-top:1px solid #ece8df;font-size:14px;line-height:1.5;color:#4a5461">
        ${questionsHtml}
        <br>${contactPhoneHtml}
      </td></tr>
    </table>
  </td></tr>
</table>
</body>
</html>`;
}

/** A button-like link, for "Manage your booking". */
export const buttonLink = (href: string, label: string) =>
  `<p style="margin:20px 0"><a href="${href}" style="display:inline-block;padding:12px 20px;background:#0f5c56;color:#ffffff;border-radius:8px;text-decoration:none;font-weight:600">${label}</a></p>`;
