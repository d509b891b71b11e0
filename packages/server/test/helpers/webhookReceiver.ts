// A local webhook receiver for the tests (issue 42): a real HTTP server that keeps every request
// and verifies its signature with the Standard Webhooks reference library (`Webhook.verify` of
// the npm package standardwebhooks), the oracle for what we send. Per path it answers like a
// receiver in the wild: `/ok` 200, `/slow` 200 after `delayMs`, `/hang` never, `/redirect` 302 to
// /redirect-followed, `/fail` 500, `/huge` a 10 MB body, `/flaky` 500 the first time and 200 after.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

export interface ReceivedWebhook {
  path: string;
  headers: Record<string, string>;
  body: string;
  /** The parsed body when the signature verified with `secret`; the error otherwise. */
  verified: unknown;
  error: string | null;
}

export interface WebhookReceiver {
  url: string;
  received: ReceivedWebhook[];
  /** The secret of the webhook whose deliveries this receiver verifies (set after create). */
  secretFor(path: string, secret: string): void;
  /** Resolves once `predicate` holds of what was received (checked at each arrival). */
  waitFor(predicate: (received: ReceivedWebhook[]) => boolean): Promise<void>;
  /** How many bytes of /huge's answer went out before the sender hung up. */
  hugeBytesSent(): number;
  close(): Promise<void>;
}

export async function startWebhookReceiver(
  options: { delayMs?: number } = {},
): Promise<WebhookReceiver> {
  const received: ReceivedWebhook[] = [];
  const secrets = new Map<string, string>();
  const waiters: Array<{ predicate: (r: ReceivedWebhook[]) => boolean; resolve: () => void }> = [];
  const hanging = new Set<ServerResponse>();
  let flakyCalls = 0;
  let hugeSent = 0;

  function settle() {
    for (const waiter of [...waiters]) {
      if (waiter.predicate(received)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve();
      }
    }
  }

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = (request.url ?? '/').split('?')[0] ?? '/';
      const body = Buffer.concat(chunks).toString('utf8');
      const headers = Object.fromEntries(
        Object.entries(request.headers).map(([k, v]) => [
          k,
          Array.isArray(v) ? v.join(',') : (v ?? ''),
        ]),
      );
      const secret = secrets.get(path);
      let verified: unknown = null;
      let error: string | null = null;
      try {
        if (!secret) throw new Error(`no secret for ${path}`);
        verified = new Webhook(secret).verify(body, headers);
      } catch (err) {
        error = err instanceof Error ? err.message : String(err);
      }
      received.push({ path, headers, body, verified, error });
      const answer = () => {
        if (path.startsWith('/hang')) {
          hanging.add(response);
          return;
        }
        if (path.startsWith('/redirect')) {
          response.writeHead(302, { location: '/redirect-followed' }).end();
        } else if (path.startsWith('/huge')) {
          response.writeHead(200, { 'content-type': 'text/plain' });
          const piece = Buffer.alloc(64 * 1024, 120);
          let left = 10 * 1024 * 1024;
          const pump = () => {
            while (left > 0) {
              left -= piece.length;
              hugeSent += piece.length;
              if (!response.write(piece)) {
                response.once('drain', pump);
                return;
              }
            }
            response.end();
          };
          response.on('close', () => {
            left = 0;
          });
          pump();
        } else if (path.startsWith('/fail')) {
          response.writeHead(500).end('down');
        } else if (path.startsWith('/flaky')) {
          flakyCalls += 1;
          response.writeHead(flakyCalls === 1 ? 500 : 200).end(flakyCalls === 1 ? 'boom' : 'ok');
        } else {
          response.writeHead(200).end('ok');
        }
      };
      if (path.startsWith('/slow') && options.delayMs) setTimeout(answer, options.delayMs);
      else answer();
      settle();
    });
  });
  server.keepAliveTimeout = 1000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    secretFor(path, secret) {
      secrets.set(path, secret);
    },
    waitFor(predicate) {
      if (predicate(received)) return Promise.resolve();
      return new Promise((resolve) => waiters.push({ predicate, resolve }));
    },
    hugeBytesSent: () => hugeSent,
    async close() {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
