// Outgoing mail (decisions.md section 1, decision 120). A mail is a `mail.send` job on the job
// queue (src/queue), with the whole message in its data; the queue's worker sends it through SMTP
// when SMTP_URL is set, otherwise into DATA_DIR/outbox as an .eml file (the log names the file,
// never the links: decision 115). A failed send is retried with exponential back-off (8 retries,
// migration 0009) and logged; after the last one the job stays failed and visible to operators,
// never dropped silently. Mails sent on behalf of a company count towards its daily cap. With
// DKIM_* set (decisions.md 17, decision 182) nodemailer signs every mail, outbox files too.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DomainError } from '@talentpool/domain/errors';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer';
import type { DkimConfig } from '../../config';
import type { Db } from '../../db/database';
import type { JobQueue } from '../../queue/queue';
import { linksOf } from '../../prettyLog';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /**
   * An iCalendar invitation (RFC 5545): nodemailer's icalEvent adds it as a
   * `text/calendar; method=...` alternative (and attachment).
   */
  icalEvent?: { method: 'REQUEST' | 'CANCEL'; content: string };
  /**
   * The mail log row (application_mails, decision 133) this mail is recorded in: the worker tells
   * the settle listeners, which mark it sent or failed.
   */
  applicationMailId?: string;
  /**
   * Extra header lines, e.g. List-Unsubscribe (RFC 2369) and List-Unsubscribe-Post (RFC 8058) of
   * the applicant digest (decision 147). Values are single lines made by the server.
   */
  headers?: Record<string, string>;
}

/**
 * The headers of a list mail (a digest, an alert): List-Id (RFC 2919) under the PUBLIC_URL's host,
 * which filters and spam checks expect of mail sent to many alike, and the mail client's own
 * unsubscribe (RFC 2369 List-Unsubscribe, RFC 8058 one-click POST to that address).
 */
export function listMailHeaders(input: {
  publicUrl: string;
  /** A DNS label naming the list: `applicant-digest`, `saved-search-alerts`. */
  list: string;
  /** Its readable name. */
  name: string;
  oneClickUrl: string;
}): Record<string, string> {
  const host = new URL(input.publicUrl).hostname;
  return {
    'List-Id': `${input.name} <${input.list}.${host}>`,
    'List-Unsubscribe': `<${input.oneClickUrl}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

/** How a send ended: `failed` only once no retry is left. */
export type MailSettlement = { status: 'sent' } | { status: 'failed'; error: string };

export interface EnqueueOptions {
  /** The company the mail is sent for: it counts towards MAIL_CAP_PER_COMPANY_PER_DAY. */
  companyId?: string;
  /** The caller's transaction: the mail (and its count) commit or roll back with it. */
  tx?: Db;
}

export interface Mailer {
  /**
   * Stores the mail as a job; resolves once it is safely stored. Throws 429 MAIL_CAP_REACHED
   * (storing nothing) when the company has reached its mails of the day.
   */
  enqueue(message: MailMessage, options?: EnqueueOptions): Promise<string | null>;
  /**
   * Stores many mails in one statement (the daily job alert, the weekly recommendations: issue
   * 46). Mails the product sends to its own users: they count towards no company's cap.
   */
  enqueueMany(messages: readonly MailMessage[], options?: { tx?: Db }): Promise<void>;
  /** Runs the queue until no due job is left (tests and shutdown). */
  drain(): Promise<void>;
  stop(): Promise<void>;
  /** Called after each failed send; `final` once no retry is left (metrics). */
  onFailed(listener: (final: boolean) => void): void;
  /**
   * Called when a mail is sent, or failed for the last time. A listener's own failure is logged
   * and never fails the job: the mail went (or not) either way.
   */
  onSettled(listener: (message: MailMessage, outcome: MailSettlement) => Promise<void>): void;
}

export const mailJobName = 'mail.send';
/** Retries after the first attempt; the queue's own setting in migration 0009 says the same. */
export const mailRetryLimit = 8;

interface Transport {
  send(message: MailMessage, from: string): Promise<void>;
  close(): void;
}

function smtpTransport(url: string, dkim: DkimConfig | undefined): Transport {
  const parsed = new URL(url);
  const secure = parsed.protocol === 'smtps:';
  const transporter: Transporter = nodemailer.createTransport({
    ...(dkim ? { dkim } : {}),
    // Connections are kept and reused: a new one for every mail cost ~110 ms against ~10 ms on
    // the e2e SMTP server (20 mails each way, idle machine), and under load a recruiter's stage
    // mail waited more than 20 s behind fifty rejections (CI of 2026-12-06). Two at most.
    pool: true,
    maxConnections: 2,
    host: parsed.hostname,
    port: parsed.port ? Number(parsed.port) : secure ? 465 : 25,
    secure,
    auth: parsed.username
      ? { user: decodeURIComponent(parsed.username), pass: decodeURIComponent(parsed.password) }
      : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    async send(message, from) {
      await transporter.sendMail(mailOptions(message, from));
    },
    close: () => transporter.close(),
  };
}

function outboxTransport(
  dir: string,
  log: FastifyBaseLogger,
  printLinks: boolean,
  dkim: DkimConfig | undefined,
): Transport {
  const builder = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    ...(dkim ? { dkim } : {}),
  });
  return {
    async send(message, from) {
      const info = await builder.sendMail(mailOptions(message, from));
      await mkdir(dir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(dir, `${stamp}-${Math.random().toString(36).slice(2, 8)}.eml`);
      await writeFile(file, info.message as Buffer);
      // Not the links: they are live reset and verification links (decisions.md 14, decision 115).
      // The file holds the whole mail; the log says which file, and the recipient's domain only.
      log.info(
        { toDomain: message.to.split('@').pop(), subject: message.subject, file },
        'mail written to outbox',
      );
      // Decision 139: in a terminal (LOG_FORMAT pretty), each link on its own line, so a local
      // user can verify an account or follow an invitation (decisions.md 1). Never in JSON logs.
      if (printLinks) for (const link of linksOf(message.text)) log.info(`  ${link}`);
    },
    close: () => builder.close(),
  };
}

/** nodemailer's options: the iCalendar part goes through its icalEvent (method and content). */
function mailOptions(message: MailMessage, from: string): SendMailOptions {
  const { to, subject, text, html, icalEvent, headers } = message;
  return {
    from,
    to,
    subject,
    text,
    html,
    ...(headers ? { headers } : {}),
    ...(icalEvent ? { icalEvent: { method: icalEvent.method, content: icalEvent.content } } : {}),
  };
}

function isMailMessage(data: unknown): data is MailMessage {
  const m = data as Partial<MailMessage> | null;
  return (
    typeof m?.to === 'string' &&
    typeof m.subject === 'string' &&
    typeof m.text === 'string' &&
    typeof m.html === 'string'
  );
}

export function createMailer(options: {
  db: Db;
  queue: JobQueue;
  log: FastifyBaseLogger;
  from: string;
  smtpUrl?: string;
  outboxDir: string;
  capPerCompanyPerDay: number;
  printLinks?: boolean;
  dkim?: DkimConfig;
}): Mailer {
  const { db, queue, log, from } = options;
  const transport = options.smtpUrl
    ? smtpTransport(options.smtpUrl, options.dkim)
    : outboxTransport(options.outboxDir, log, options.printLinks === true, options.dkim);
  const listeners: Array<(final: boolean) => void> = [];
  const settleListeners: Array<(message: MailMessage, outcome: MailSettlement) => Promise<void>> =
    [];

  async function settled(message: MailMessage, outcome: MailSettlement) {
    for (const listener of settleListeners) {
      try {
        await listener(message, outcome);
      } catch (err) {
        log.error({ err }, 'a mail settle listener failed');
      }
    }
  }

  queue.work(
    mailJobName,
    async (data, job) => {
      if (!isMailMessage(data)) throw new Error('mail.send job without a mail message');
      try {
        await transport.send(data, from);
      } catch (err) {
        const final = job.retryCount >= job.retryLimit;
        for (const listener of listeners) listener(final);
        if (final) {
          await settled(data, { status: 'failed', error: (err as Error).message.slice(0, 500) });
        }
        throw err;
      }
      await settled(data, { status: 'sent' });
    },
    // At most once (issue 43): a mail sent twice is a defect. The queue records the start before
    // the send; a process that dies after it leaves the job failed, for an operator to retry.
    { once: true },
  );

  /** Counts the mail towards its company's day; false when the cap is reached (nothing counted). */
  async function count(tx: Db, companyId: string): Promise<boolean> {
    const result = await tx.execute(sql`
      insert into mail_volume (company_id, day, count)
      values (${companyId}, (now() at time zone 'utc')::date, 1)
      on conflict (company_id, day) do update set count = mail_volume.count + 1
        where mail_volume.count < ${options.capPerCompanyPerDay}
      returning count`);
    const rows = (result as unknown as { rows: unknown[] }).rows;
    return rows.length > 0 && options.capPerCompanyPerDay >= 1;
  }

  async function store(message: MailMessage, companyId: string | undefined, tx: Db) {
    if (companyId && !(await count(tx, companyId))) {
      throw new DomainError('MAIL_CAP_REACHED', 'error.MAIL_CAP_REACHED');
    }
    return queue.send(mailJobName, { ...message }, { retryLimit: mailRetryLimit, tx });
  }

  return {
    async enqueue(message, enqueueOptions = {}) {
      const { companyId, tx } = enqueueOptions;
      if (tx) return store(message, companyId, tx);
      if (!companyId) {
        return queue.send(mailJobName, { ...message }, { retryLimit: mailRetryLimit });
      }
      // The count and the mail go together or not at all.
      const id = await db.transaction(async (own) =>
        store(message, companyId, own as unknown as Db),
      );
      // Sent in a transaction, so the queue was not woken: wake it now that it is committed.
      void queue.drain().catch(() => undefined);
      return id;
    },
    async enqueueMany(messages, enqueueOptions = {}) {
      await queue.sendMany(
        mailJobName,
        messages.map((message) => ({ ...message })),
        { retryLimit: mailRetryLimit, ...(enqueueOptions.tx ? { tx: enqueueOptions.tx } : {}) },
      );
    },
    drain: () => queue.drain(),
    async stop() {
      // The queue first: a mail being sent finishes before the transport closes.
      await queue.stop();
      transport.close();
    },
    onFailed(listener) {
      listeners.push(listener);
    },
    onSettled(listener) {
      settleListeners.push(listener);
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export default fp<{
  from: string;
  smtpUrl?: string;
  outboxDir: string;
  capPerCompanyPerDay: number;
  printLinks?: boolean;
}>(
  async (app, options) => {
    const mailer = createMailer({
      db: app.db,
      queue: app.queue,
      log: app.log,
      dkim: app.config.dkim,
      ...options,
    });
    app.decorate('mailer', mailer);
    // Runs before the queue's and the database's (onClose hooks run in reverse order of
    // registration).
    app.addHook('onClose', async () => {
      await mailer.stop();
    });
  },
  { name: 'mailer', dependencies: ['database', 'queue'] },
);
