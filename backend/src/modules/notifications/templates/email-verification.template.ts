import { defineTemplate } from '../mail.service.js';
import { contactPhoneHtml, contactPhoneText } from './email-layout.js';

export interface EmailVerificationContext {
  name: string;
  email: string;
  link: string;
  hours: number;
}

export const emailVerificationTemplate = defineTemplate<EmailVerificationContext>({
  subject: () => 'Verify your email address',
  html: `<!doctype html>
<html lang="en">
<body style="margin:0;padding:24px;background:#f7f5f0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#1c2430">
  <div style="max-width:560px;margin:0 auto;padding:32px;background:#ffffff;border:1px solid #dcd8cf;border-radius:14px">
    <h1 style="margin:0 0 16px;font-size:22px">Verify your email address</h1>
    <p>Hello {{name}},</p>
    <p>Please confirm that {{email}} is the address of your Bristol &amp; Bath Luggage account. Once it is verified, your account also shows the bookings made with this address without logging in.</p>
    <p style="margin:28px 0">
      <a href="{{link}}" style="display:inline-block;padding:12px 22px;border-radius:999px;background:#0f5c56;color:#ffffff;font-weight:600;text-decoration:none">Verify Email Address</a>
    </p>
    <p>This link expires in {{hours}} hours and can be used once.</p>
    <p>If you did not create an account or change its email, you can ignore this email.</p>
    <p style="margin-top:28px;font-size:13px;color:#4a5461">If the button does not work, paste this address into your browser:<br><a href="{{link}}" style="color:#0f5c56;word-break:break-all">{{link}}</a></p>
    <p style="margin-top:28px;font-size:13px;color:#4a5461">Questions? ${contactPhoneHtml}</p>
  </div>
</body>
</html>`,
  text: `Hello {{name}},

Please confirm that {{email}} is the address of your Bristol & Bath Luggage account. Once it is verified, your account also shows the bookings made with this address without logging in.

Verify your email address here:
{{link}}

This link expires in {{hours}} hours and can be used once.

If you did not create an account or change its email, you can ignore this email.

Questions? ${contactPhoneText}
`,
});
