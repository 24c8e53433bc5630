// A real SMTP server on loopback that keeps what it receives, so mail tests speak the real protocol.
import type { AddressInfo } from 'node:net';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';
import type { SMTPServerDataStream, SMTPServerError, SMTPServerSession } from 'smtp-server';

export interface CaughtMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  raw: string;
}

export type MailPredicate = (mail: CaughtMail) => boolean;

export interface SmtpCatcherOptions {
  /** Answer the first n DATA commands with `failCode` instead of 250. */
  failFirst?: number;
  /** SMTP reply code for the refused messages: 4xx (try again) or 5xx (permanent); default 451. */
  failCode?: number;
  /**
   * Hold the answer to the n-th DATA command (0-based) for this many ms after its message arrived: a slow server.
   * If the client goes away meanwhile the message was never accepted, so it is not kept (see `dropped()`).
   */
  holdAnswer?: (index: number) => number;
  /** Refuse these recipients at RCPT TO with 550 5.1.1, every time: a permanently bad address. */
  rejectRecipient?: (address: string) => boolean;
}

export interface SmtpCatcher {
  url: string;
  port: number;
  messages: CaughtMail[];
  /** How many DATA commands were refused so far because of `failFirst`. */
  refused(): number;
  /** When each refusal (DATA refused, or a recipient rejected) happened, in ms since the epoch. */
  refusalTimes(): number[];
  /** Messages received in full so far, answered or not (a held answer counts as soon as the message arrived). */
  arrivals(): number;
  /** Resolves once `n` messages have arrived (answered or not). */
  waitForArrivals(n: number, timeoutMs?: number): Promise<void>;
  /** Messages whose client went away while their answer was held: never accepted, never kept. */
  dropped(): number;
  waitFor(predicate: MailPredicate, timeoutMs?: number): Promise<CaughtMail>;
  count(predicate?: MailPredicate): number;
  clear(): void;
  close(): Promise<void>;
}

interface Waiter {
  predicate: MailPredicate;
  resolve: (mail: CaughtMail) => void;
}

const everything: MailPredicate = () => true;

export async function startSmtpCatcher(opts: SmtpCatcherOptions = {}): Promise<SmtpCatcher> {
  const failFirst = opts.failFirst ?? 0;
  const failCode = opts.failCode ?? 451;
  const messages: CaughtMail[] = [];
  const waiters = new Set<Waiter>();
  let refusals = 0;
  const refusalTimes: number[] = [];
  let arrivals = 0;
  let dropped = 0;
  const closedSessions = new Set<string>();
  const onClosed = new Map<string, () => void>();

  const keep = (mail: CaughtMail): void => {
    messages.push(mail);
    for (const waiter of waiters) {
      if (waiter.predicate(mail)) {
        waiters.delete(waiter);
        waiter.resolve(mail);
      }
    }
  };

  const onData = (
    stream: SMTPServerDataStream,
    session: SMTPServerSession,
    callback: (err?: Error | null) => void,
  ): void => {
    readStream(stream)
      .then(async (raw) => {
        const index = arrivals;
        arrivals += 1;
        const holdMs = opts.holdAnswer?.(index) ?? 0;
        if (holdMs > 0) {
          await new Promise<void>((resolve) => {
            const timer = setTimeout(resolve, holdMs);
            onClosed.set(session.id, () => {
              clearTimeout(timer);
              resolve();
            });
          });
          onClosed.delete(session.id);
        }
        if (closedSessions.has(session.id)) {
          dropped += 1;
          callback(smtpError(421, 'The client went away before the answer'));
          return;
        }
        if (refusals < failFirst) {
          refusals += 1;
          refusalTimes.push(Date.now());
          callback(smtpError(failCode, `Refused by the test catcher (${refusals}/${failFirst})`));
          return;
        }
        keep(await toCaughtMail(raw, session));
        callback(null);
      })
      .catch((err: unknown) => callback(err instanceof Error ? err : new Error(String(err))));
  };

  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    logger: false,
    disableReverseLookup: true,
    maxAllowedUnauthenticatedCommands: false,
    closeTimeout: 1000,
    onData,
    onRcptTo(address, _session, callback) {
      if (opts.rejectRecipient?.(address.address)) {
        refusalTimes.push(Date.now());
        callback(smtpError(550, '5.1.1 No such mailbox here (test catcher)'));
        return;
      }
      callback();
    },
    onClose(session) {
      closedSessions.add(session.id);
      onClosed.get(session.id)?.();
    },
  });
  const port = await listen(server);

  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    messages,
    refused: () => refusals,
    refusalTimes: () => [...refusalTimes],
    arrivals: () => arrivals,
    waitForArrivals: async (n, timeoutMs = 10_000) => {
      const deadline = Date.now() + timeoutMs;
      while (arrivals < n) {
        if (Date.now() > deadline) throw new Error(`Only ${arrivals} of ${n} messages arrived within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    dropped: () => dropped,
    waitFor: (predicate, timeoutMs = 10_000) => waitForMail(messages, waiters, predicate, timeoutMs),
    count: (predicate = everything) => messages.filter(predicate).length,
    clear: () => {
      messages.length = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function listen(server: SMTPServer): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve((server.server.address() as AddressInfo).port);
    });
  });
}

async function readStream(stream: SMTPServerDataStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

async function toCaughtMail(raw: string, session: SMTPServerSession): Promise<CaughtMail> {
  const email = await PostalMime.parse(raw);
  const envelopeFrom = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
  return {
    from: email.from?.address ?? envelopeFrom,
    to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
    subject: email.subject ?? '',
    text: email.text ?? '',
    html: email.html ?? '',
    raw,
  };
}

function smtpError(code: number, message: string): SMTPServerError {
  return Object.assign(new Error(message), { responseCode: code });
}

function waitForMail(
  messages: CaughtMail[],
  waiters: Set<Waiter>,
  predicate: MailPredicate,
  timeoutMs: number,
): Promise<CaughtMail> {
  const already = messages.find(predicate);
  if (already) return Promise.resolve(already);
  return new Promise((resolve, reject) => {
    const waiter: Waiter = {
      predicate,
      resolve: (mail) => {
        clearTimeout(timer);
        resolve(mail);
      },
    };
    const timer = setTimeout(() => {
      waiters.delete(waiter);
      const seen = messages.map((m) => `${m.to.join(',')}: ${m.subject}`).join('; ') || 'none';
      reject(new Error(`No matching mail within ${timeoutMs} ms (received: ${seen})`));
    }, timeoutMs);
    waiters.add(waiter);
  });
}
