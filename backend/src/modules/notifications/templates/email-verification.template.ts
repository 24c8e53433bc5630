import { defineTemplate } from '../mail.service.js';
import { contactPhoneHtml, contactPhoneText } from './email-layout.js';

export interface EmailVerificationContext {
  name: string;
  email: string;
  link: string;
  hours: number;
}

/** In the language of the request that caused it (registering, or changing the account's address). */
export const emailVerificationTemplate = defineTemplate<EmailVerificationContext>({
  subject: (_, words) => words('emails:emailVerification.subject'),
  html: `<!doctype html>
<html lang="{{lang}}">
<body style="margin:0;padding:24px;background:#f7f5f0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#1c2430">
  <div style="max-width:560px;margin:0 auto;padding:32px;background:#ffffff;border:1px solid #dcd8cf;border-radius:14px">
    <h1 style="margin:0 0 16px;font-size:22px">{{t "emails:emailVerification.subject"}}</h1>
    <p>{{t "emails:hello" name=name}}</p>
    <p>{{t "emails:emailVerification.confirm" email=email}}</p>
    <p style="margin:28px 0">
      <a href="{{link}}" style="display:inline-block;padding:12px 22px;border-radius:999px;background:#0f5c56;color:#ffffff;font-weight:600;text-decoration:none">{{t "emails:emailVerification.button"}}</a>
    </p>
    <p>{{t "emails:emailVerification.expires" count=hours}}</p>
    <p>{{t "emails:emailVerification.ignore"}}</p>
    <p style="margin-top:28px;font-size:13px;color:#4a5461">{{t "emails:pasteLink"}}<br><a href="{{link}}" style="color:#0f5c56;word-break:break-all">{{link}}</a></p>
    <p style="margin-top:28px;font-size:13px;color:#4a5461">{{t "emails:questionsOnly"}} ${contactPhoneHtml}</p>
  </div>
</body>
</html>`,
  text: `{{t "emails:hello" name=name}}

{{t "emails:emailVerification.confirm" email=email}}

{{t "emails:emailVerification.here"}}
{{link}}

{{t "emails:emailVerification.expires" count=hours}}

{{t "emails:emailVerification.ignore"}}

{{t "emails:questionsOnly"}} ${contactPhoneText}
`,
});
