import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { DEFAULT_LANGUAGE, type Language, telHref, whatsappHref } from '@luggage/contracts';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import type { CtePart } from '../../shared/database/statement-part.js';
import type { JobResult } from '../../shared/queue/jobs.js';
import { htmlHandlebars, textHandlebars, type Words, wordsIn } from './email-words.js';
import { createMailTransport, type MailAttachment, type MailTransport, textEncodingFor } from './mail-transport.js';
import { prepared } from '../../shared/database/prepared-statements.js';

/** What every template may name as `contact`: the phone lines of email-layout's contactPhoneHtml and contactPhoneText. */
interface ContactLines {
  phone: string;
  tel: string;
  /** The chat link, or null when no WhatsApp number is set. */
  whatsapp: string | null;
}

export interface MailTemplate<C> {
  subject: (context: C, words: Words) => string;
  html: HandlebarsTemplateDelegate<C>;
  text: HandlebarsTemplateDelegate<C>;
}

/**
 * Compiles a template once; Handlebars escapes every {{value}} in the HTML, so names show as text. Its words come
 * from the emails' catalogue in the email's language (email-words.ts: `{{t "emails:key"}}`, the subject's `words`).
 */
export function defineTemplate<C>(parts: { subject: (context: C, words: Words) => string; html: string; text: string }): MailTemplate<C> {
  return {
    subject: parts.subject,
    html: htmlHandlebars.compile<C>(parts.html, { strict: true }),
    text: textHandlebars.compile<C>(parts.text, { strict: true, noEscape: true }),
  };
}

/** Claims an email's key: a row when this caller is to send it (first, or again after a send that did not finish). */
const CLAIM_SQL = `insert into sent_email (key, recipient, subject, status) values (?, ?, ?, 'sending')
  on conflict (key) do update set attempts = sent_email.attempts + 1 where sent_email.status = 'sending'
  returning status`;

/**
 * Sends each email at most once per key, however often its job runs. The key is marked 'sending' before the
 * send and 'sent' after it; a job that died in between sends again (the SMTP server may not have taken it).
 */
@Injectable()
export class MailService implements OnApplicationShutdown {
  private readonly transport: MailTransport;
  private readonly contact: ContactLines;

  constructor(
    private readonly em: EntityManager,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.transport = createMailTransport(config);
    const { phone, whatsapp } = config.contact;
    this.contact = { phone, tel: telHref(phone), whatsapp: whatsapp && whatsappHref(whatsapp) };
  }

  /** The last phase: jobs that send have finished by now (the worker closes first). */
  onApplicationShutdown(): void {
    this.transport.close();
  }

  /**
   * An empty `to` is a booking whose personal details were erased (retention): nobody to write to. `language`: a
   * booking's own, or the request's that caused an account email.
   */
  async sendOnce<C>(key: string, to: string, template: MailTemplate<C>, context: C, attachments: MailAttachment[] = [], language: Language = DEFAULT_LANGUAGE): Promise<JobResult> {
    if (!to) return 'skipped';
    const subject = template.subject(context, wordsIn(language));
    const claimed = await this.em.getConnection().execute<{ status: string }[]>(CLAIM_SQL, [key, to, subject]);
    if (claimed.length === 0) return 'skipped';
    return this.sendClaimed({ key, to, subject }, template, context, attachments, language);
  }

  /**
   * sendOnce's claim as a part of the caller's statement (its result: null when the email is sent already); then
   * `sendClaimed` if it was won. Null when `to` is empty (sendOnce's skip). `subject`: the template's for the context sent.
   */
  claimPart(key: string, to: string, subject: string): CtePart | null {
    if (!to) return null;
    return { sql: `email_claim as (${CLAIM_SQL})`, params: [key, to, subject], result: '(select status from email_claim)' };
  }

  /** Sends an email whose key the caller claimed (sendOnce, claimPart) and marks it sent. */
  async sendClaimed<C>(claim: { key: string; to: string; subject: string }, template: MailTemplate<C>, context: C, attachments: MailAttachment[], language: Language): Promise<JobResult> {
    const { key, to, subject } = claim;
    const messageId = `<${key.replace(/[^a-z0-9.-]/gi, '-')}@luggage.booking>`;
    const withContact = { ...context, contact: this.contact, language };
    const location = await this.transport.send({
      to,
      subject,
      html: template.html(withContact),
      text: template.text(withContact),
      messageId,
      attachments,
      textEncoding: textEncodingFor(language),
    });
    await this.em.getConnection().execute(prepared(`update sent_email set status = 'sent', sent_at = now(), message_id = ?, location = ? where key = ?`), [
      messageId,
      location.slice(0, 1000),
      key,
    ]);
    return 'done';
  }
}
