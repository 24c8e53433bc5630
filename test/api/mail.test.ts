import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineTemplate, MailService } from '../../backend/src/modules/notifications/index.js';
import { startSmtpCatcher, type SmtpCatcher } from '../support/smtp-catcher.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const greeting = defineTemplate<{ name: string }>({
  subject: ({ name }) => `Hello ${name}`,
  html: '<p>Hello {{name}}</p>',
  text: 'Hello {{name}}',
});

describe('sending email once', () => {
  let smtp: SmtpCatcher;
  let t: TestApp;

  beforeAll(async () => {
    smtp = await startSmtpCatcher({ failFirst: 1, failCode: 451 });
    t = await createTestApp({ env: { SMTP_URL: smtp.url } });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('retries after an SMTP refusal, then sends once however often the job repeats, with the name escaped', async () => {
    const mail = t.app.get(MailService);
    const context = { name: '<b>Ann</b>' };
    await expect(mail.sendOnce('test-greeting:1', 'ann@example.com', greeting, context)).rejects.toThrow();
    await expect(mail.sendOnce('test-greeting:1', 'ann@example.com', greeting, context)).resolves.toBe('done');
    await expect(mail.sendOnce('test-greeting:1', 'ann@example.com', greeting, context)).resolves.toBe('skipped');
    expect(smtp.count((m) => m.subject === 'Hello <b>Ann</b>')).toBe(1);
    const sent = smtp.messages.find((m) => m.subject === 'Hello <b>Ann</b>')!;
    expect(sent.to).toEqual(['ann@example.com']);
    expect(sent.html).toContain('&lt;b&gt;Ann&lt;/b&gt;');
    expect(sent.text).toContain('Hello <b>Ann</b>');
  });
});

describe('email without SMTP_URL', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is written as an .eml file under DATA_DIR/mail', async () => {
    await t.app.get(MailService).sendOnce('test-greeting:2', 'bob@example.com', greeting, { name: 'Bob' });
    const dir = join(t.config.dataDir, 'mail');
    const files = readdirSync(dir);
    expect(files).toHaveLength(1);
    const eml = readFileSync(join(dir, files[0]), 'utf8');
    expect(eml).toContain('To: bob@example.com');
    expect(eml).toContain('Subject: Hello Bob');
  });
});
