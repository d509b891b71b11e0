// A real SMTP server on 127.0.0.1 for tests: it accepts every mail and keeps it parsed, so a test
// can follow the links a mail carries.
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  parsed: ParsedMail;
  /** The message as it came over SMTP (for DKIM verifiers and SpamAssassin). */
  raw: Buffer;
}

export interface TestSmtpServer {
  url: string;
  mails: CaughtMail[];
  waitForMail(predicate: (mail: CaughtMail) => boolean, timeoutMs?: number): Promise<CaughtMail>;
  close(): Promise<void>;
}

export interface SmtpServerOptions {
  port?: number;
  /**
   * Awaited before a mail is accepted (and caught): a test can hold a mail "in the middle of
   * being sent". A mail whose client went away meanwhile is neither accepted nor caught, as a
   * real server would not deliver it.
   */
  beforeAccept?: (mail: CaughtMail) => Promise<void>;
}

export async function startSmtpServer(options: SmtpServerOptions = {}): Promise<TestSmtpServer> {
  const mails: CaughtMail[] = [];
  const waiters = new Set<() => void>();
  /** Sessions whose client has gone. */
  const closed = new Set<string>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onClose(session) {
      closed.add(session.id);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      new Promise<Buffer>((resolve, reject) => {
        stream.on('end', () => resolve(Buffer.concat(chunks)));
        stream.on('error', reject);
      })
        .then(async (raw) => {
          const parsed = await simpleParser(raw);
          const mail = {
            raw,
            to: session.envelope.rcptTo.map((r) => r.address),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            parsed,
          };
          await options.beforeAccept?.(mail);
          if (closed.has(session.id)) return;
          mails.push(mail);
          for (const wake of waiters) wake();
          callback();
        })
        .catch((err: Error) => callback(err));
    },
  });
  // A client that goes away mid-session (a server process killed with kill -9 while it sends)
  // resets its connection: that mail is not caught, and the error is not the test's.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    waitForMail(predicate, timeoutMs = 15_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = mails.find(predicate);
          if (found) {
            waiters.delete(check);
            clearTimeout(timer);
            resolve(found);
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching mail within ${timeoutMs} ms (${mails.length} caught)`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
