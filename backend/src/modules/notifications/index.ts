export { NotificationsModule } from './notifications.module.js';
export { MailService, defineTemplate, type MailTemplate } from './mail.service.js';
export type { MailAttachment } from './mail-transport.js';
export { eraseAccountEmailRecipients, eraseEmailRecipients } from './sent-email-erasure.js';
