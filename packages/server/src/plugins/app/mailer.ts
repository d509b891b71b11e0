// Outgoing mail (decisions.md section 1). Mails are first written to the mail_jobs table, then a
// worker sends them: through SMTP when SMTP_URL is set, otherwise into DATA_DIR/outbox as .eml
// files (the log names the file, never the links: decision 115). A failed send is retried with
// back-off and logged; after the last attempt the job is marked failed and logged as an error,
// never dropped silently.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer, { type Transporter } from 'nodemailer';
import { isDatabaseUnavailable, type Db } from '../../db/database';
import { mailJobs } from '../../db/schema';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** An iCalendar invitation (RFC 5545): nodemailer adds it as a text/calendar alternative. */
  icalEvent?: { method: 'REQUEST' | 'CANCEL'; content: string };
}

export interface Mailer {
  /** Stores the mail and wakes the worker; resolves once the mail is safely stored. */
  enqueue(message: MailMessage): Promise<void>;
  /** Runs the worker until no due mail is left (tests and shutdown). */
  drain(): Promise<void>;
  stop(): Promise<void>;
}

export const maxMailAttempts = 8;
const leaseMs = 5 * 60_000;
const batchSize = 10;

export function backoffMs(attempts: number): number {
  return Math.min(2 ** attempts * 5_000, 60 * 60_000);
}

interface Transport {
  send(message: MailMessage, from: string): Promise<void>;
  close(): void;
}

function smtpTransport(url: string): Transport {
  const parsed = new URL(url);
  const secure = parsed.protocol === 'smtps:';
  const transporter: Transporter = nodemailer.createTransport({
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
      await transporter.sendMail({ from, ...message });
    },
    close: () => transporter.close(),
  };
}

function outboxTransport(dir: string, log: FastifyBaseLogger): Transport {
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    async send(message, from) {
      const info = await builder.sendMail({ from, ...message });
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
    },
    close: () => builder.close(),
  };
}

export function createMailer(options: {
  db: Db;
  log: FastifyBaseLogger;
  from: string;
  smtpUrl?: string;
  outboxDir: string;
  pollMs?: number;
  /** False while the database has not been reached yet (decision 082): the worker waits. */
  isReady?: () => boolean;
}): Mailer {
  const { db, log, from } = options;
  const transport = options.smtpUrl
    ? smtpTransport(options.smtpUrl)
    : outboxTransport(options.outboxDir, log);
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  /** Claims due jobs by pushing their next attempt forward (a lease), so two workers never send one twice. */
  async function claim() {
    const due = db
      .select({ id: mailJobs.id })
      .from(mailJobs)
      .where(and(eq(mailJobs.status, 'pending'), lte(mailJobs.nextAttemptAt, sql`now()`)))
      .orderBy(asc(mailJobs.nextAttemptAt))
      .limit(batchSize)
      .for('update', { skipLocked: true });
    return db
      .update(mailJobs)
      .set({ nextAttemptAt: sql`now() + ${`${leaseMs} milliseconds`}::interval` })
      .where(inArray(mailJobs.id, due))
      .returning();
  }

  async function runOnce(): Promise<number> {
    const jobs = await claim();
    for (const job of jobs) {
      const message = {
        to: job.toAddress,
        subject: job.subject,
        text: job.textBody,
        html: job.htmlBody,
      };
      try {
        await transport.send(message, from);
        await db
          .update(mailJobs)
          .set({ status: 'sent', sentAt: sql`now()`, attempts: job.attempts + 1, lastError: null })
          .where(eq(mailJobs.id, job.id));
      } catch (err) {
        const attempts = job.attempts + 1;
        const failed = attempts >= maxMailAttempts;
        const reason = (err as Error).message;
        await db
          .update(mailJobs)
          .set({
            attempts,
            lastError: reason,
            status: failed ? 'failed' : 'pending',
            nextAttemptAt: sql`now() + ${`${backoffMs(attempts)} milliseconds`}::interval`,
          })
          .where(eq(mailJobs.id, job.id));
        const entry = { mailId: job.id, to: job.toAddress, attempts, reason };
        if (failed) log.error(entry, 'mail could not be sent; giving up');
        else log.warn(entry, 'mail send failed; will retry');
      }
    }
    return jobs.length;
  }

  async function loop(): Promise<void> {
    do {
      again = false;
      while (!stopped && (await runOnce()) === batchSize);
    } while (again && !stopped);
  }

  function kick(): Promise<void> {
    if (options.isReady && !options.isReady()) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = loop()
      .catch((err: unknown) =>
        // A database outage is not a fault of the queue: the next poll tries again.
        isDatabaseUnavailable(err)
          ? // The serializer keeps the query's parameters (addresses, links) out (decision 115).
            log.warn({ err }, 'mail worker: database unavailable')
          : log.error({ err }, 'mail worker failed'),
      )
      .finally(() => {
        running = null;
      });
    return running;
  }

  const timer = setInterval(() => void kick(), options.pollMs ?? 5_000);
  timer.unref();

  return {
    async enqueue(message) {
      await db.insert(mailJobs).values({
        toAddress: message.to,
        subject: message.subject,
        textBody: message.text,
        htmlBody: message.html,
      });
      void kick();
    },
    async drain() {
      await kick();
      if (running) await running;
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      if (running) await running;
      transport.close();
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export default fp<{ from: string; smtpUrl?: string; outboxDir: string }>(
  async (app, options) => {
    const mailer = createMailer({
      db: app.db,
      log: app.log,
      isReady: () => app.database.isReady(),
      ...options,
    });
    app.decorate('mailer', mailer);
    // Runs before the database closes (onClose hooks run in reverse order of registration).
    app.addHook('onClose', async () => {
      await mailer.stop();
    });
  },
  { name: 'mailer', dependencies: ['database'] },
);
