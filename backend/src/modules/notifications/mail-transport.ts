import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import nodemailer from 'nodemailer';
import type { Language } from '@luggage/contracts';
import type { AppConfig } from '../../config/app-config.js';

/** A file sent with an email; with `cid` it is shown inline where the HTML says `<img src="cid:...">`. */
export interface MailAttachment {
  filename: string;
  content: Buffer | string;
  contentType: string;
  cid?: string;
}

export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Deterministic Message-ID, so a repeat of the same email is recognisable downstream. */
  messageId: string;
  /**
   * How the text parts are encoded. Given, nodemailer skips counting every character of the HTML and the text to choose
   * (a tenth of its work per email); the email's language decides it as the count would (textEncodingFor).
   */
  textEncoding: TextEncoding;
  attachments?: MailAttachment[];
}

export type TextEncoding = 'quoted-printable' | 'base64';

/** Quoted-printable for the languages in Latin script (mostly ASCII, readable as sent); base64 for Chinese. */
export const textEncodingFor = (language: Language): TextEncoding => (language === 'zh-Hans' ? 'base64' : 'quoted-printable');

export interface MailTransport {
  /** Returns where the message went: the SMTP server's answer or the .eml file's path. */
  send(mail: OutgoingMail): Promise<string>;
  /** Closes pooled SMTP connections. */
  close(): void;
}

/**
 * Kept-open SMTP connections, a few at once: a new connection per email (connect, EHLO, QUIT) cost the worker about
 * a tenth of its CPU under load. A connection the server drops is replaced; settings in SMTP_URL's query win.
 */
const SMTP_POOL = { pool: true, maxConnections: 5, maxMessages: 500, idleTimeout: 30_000 } as const;

/** SMTP when SMTP_URL is set; otherwise each email is written as an .eml file under DATA_DIR/mail. */
export function createMailTransport(config: AppConfig): MailTransport {
  const from = config.mailFrom;
  if (config.smtpUrl) {
    const transporter = nodemailer.createTransport({ url: config.smtpUrl, ...SMTP_POOL }, { from });
    return {
      async send(mail) {
        const info = await transporter.sendMail({ from, ...mail });
        return String(info.response ?? 'accepted');
      },
      close: () => transporter.close(),
    };
  }
  const dir = join(config.dataDir, 'mail');
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const logger = new Logger('Mail');
  return {
    async send(mail) {
      const info = await transporter.sendMail({ from, ...mail });
      mkdirSync(dir, { recursive: true });
      const file = join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${mail.messageId.replace(/[^a-z0-9-]/gi, '_')}.eml`);
      writeFileSync(file, info.message as Buffer);
      logger.log(`Email "${mail.subject}" to ${mail.to} written to ${file} (set SMTP_URL to send it)`);
      return file;
    },
    close: () => transporter.close(),
  };
}
