import { defineTemplate } from '../mail.service.js';
import { contactPhoneHtml, contactPhoneText } from './email-layout.js';

export interface StaffInvitationContext {
  name: string;
  /** 'staff' or 'a driver': what the invited person joins as. */
  joinedAs: string;
  link: string;
  days: number;
}

export const staffInvitationTemplate = defineTemplate<StaffInvitationContext>({
  subject: () => 'You are invited to the Bristol & Bath Luggage team',
  html: `<!doctype html>
<html lang="en">
<body style="margin:0;padding:24px;background:#f7f5f0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#1c2430">
  <div style="max-width:560px;margin:0 auto;padding:32px;background:#ffffff;border:1px solid #dcd8cf;border-radius:14px">
    <h1 style="margin:0 0 16px;font-size:22px">Welcome to the team</h1>
    <p>Hello {{name}},</p>
    <p>You have been added as {{joinedAs}} at Bristol &amp; Bath Luggage. Set your password to sign in.</p>
    <p style="margin:28px 0">
      <a href="{{link}}" style="display:inline-block;padding:12px 22px;border-radius:999px;background:#0f5c56;color:#ffffff;font-weight:600;text-decoration:none">Set your password</a>
    </p>
    <p>This link expires in {{days}} days and can be used once.</p>
    <p style="margin-top:28px;font-size:13px;color:#4a5461">If the button does not work, paste this address into your browser:<br><a href="{{link}}" style="color:#0f5c56;word-break:break-all">{{link}}</a></p>
    <p style="margin-top:28px;font-size:13px;color:#4a5461">Questions? ${contactPhoneHtml}</p>
  </div>
</body>
</html>`,
  text: `Hello {{name}},

You have been added as {{joinedAs}} at Bristol & Bath Luggage. Set your password to sign in:
{{link}}

This link expires in {{days}} days and can be used once.

Questions? ${contactPhoneText}
`,
});
