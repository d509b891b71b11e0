// Issue 42 (decisions.md 18, decision 237): one attempt of a delivery. The connection goes to the
// address checked by addresses.ts (the lookup is answered with it, so no second resolution can
// rebind the name; TLS still checks the certificate against the URL's host name). A 3xx is an
// answer like any other non-2xx (redirects are never followed: they could point anywhere); the
// whole attempt is bounded by the time-out, and at most `maxBytes` of the answer are read before
// the connection is dropped.
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { CheckedTarget } from './addresses';

export interface AttemptOutcome {
  /** The answer's status; null when none came. */
  statusCode: number | null;
  durationMs: number;
  /** null on a 2xx; otherwise why, in words (kept with the attempt). */
  error: string | null;
}

export interface SendOptions {
  target: CheckedTarget;
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
  maxBytes: number;
}

export function sendAttempt(options: SendOptions): Promise<AttemptOutcome> {
  const { target } = options;
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const pinned: LookupFunction = (_host, lookupOptions, callback) => {
    // Node asks with `all: true` (happy eyeballs) or for one address.
    if ((lookupOptions as { all?: boolean }).all) {
      (callback as unknown as (e: null, a: Array<{ address: string; family: number }>) => void)(
        null,
        [{ address: target.address, family: target.family }],
      );
    } else callback(null, target.address, target.family);
  };
  const transport = target.url.protocol === 'https:' ? https : http;
  return new Promise<AttemptOutcome>((resolve) => {
    let settled = false;
    const finish = (outcome: Omit<AttemptOutcome, 'durationMs'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      request.destroy();
      resolve({ ...outcome, durationMs: elapsed() });
    };
    const request = transport.request(
      target.url,
      {
        method: 'POST',
        headers: {
          ...options.headers,
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(options.body)),
          'user-agent': 'TalentPool-Webhooks/1',
        },
        lookup: pinned,
        // A connection of its own each time: a pooled one could outlive the address check.
        agent: false,
      },
      (response) => {
        const statusCode = response.statusCode ?? null;
        let read = 0;
        const done = () => {
          const ok = statusCode !== null && statusCode >= 200 && statusCode < 300;
          finish({
            statusCode,
            error: ok
              ? null
              : statusCode !== null && statusCode >= 300 && statusCode < 400
                ? `answered ${statusCode}: redirects are not followed`
                : `answered ${statusCode}`,
          });
        };
        response.on('data', (chunk: Buffer) => {
          read += chunk.length;
          // Enough of the answer: what is beyond is never read (a receiver sending 10 MB).
          if (read >= options.maxBytes) done();
        });
        response.on('end', done);
        response.on('error', done);
        response.on('aborted', done);
      },
    );
    const timer = setTimeout(() => {
      finish({ statusCode: null, error: `no answer within ${options.timeoutMs / 1000} s` });
    }, options.timeoutMs);
    request.on('error', (err: NodeJS.ErrnoException) => {
      finish({ statusCode: null, error: `could not deliver: ${err.code ?? err.message}` });
    });
    request.end(options.body);
  });
}
