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

/**
 * Kept-alive connections, one pool per checked address: a pooled socket is already connected to
 * an address that passed the check, so reusing it cannot reach anywhere else (a new connection
 * goes through the pinned lookup). Bounded: the pools are dropped when there are too many.
 */
const pools = new Map<string, http.Agent>();
const poolsMax = 200;

function poolFor(target: CheckedTarget): http.Agent {
  const key = `${target.url.protocol}//${target.url.host}@${target.address}`;
  let agent = pools.get(key);
  if (!agent) {
    if (pools.size >= poolsMax) {
      for (const old of pools.values()) old.destroy();
      pools.clear();
    }
    const settings = { keepAlive: true, maxSockets: 64, maxFreeSockets: 64, timeout: 30_000 };
    agent = target.url.protocol === 'https:' ? new https.Agent(settings) : new http.Agent(settings);
    pools.set(key, agent);
  }
  return agent;
}

/** Closes every kept-alive connection (the server's shutdown, tests). */
export function closeDeliveryPools(): void {
  for (const agent of pools.values()) agent.destroy();
  pools.clear();
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
    /** `drop`: the connection is not reused (the answer was cut short, or none came). */
    const finish = (outcome: Omit<AttemptOutcome, 'durationMs'>, drop = true) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (drop) request.destroy();
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
        agent: poolFor(target),
      },
      (response) => {
        const statusCode = response.statusCode ?? null;
        let read = 0;
        const done = (drop = true) => {
          const ok = statusCode !== null && statusCode >= 200 && statusCode < 300;
          finish(
            {
              statusCode,
              error: ok
                ? null
                : statusCode !== null && statusCode >= 300 && statusCode < 400
                  ? `answered ${statusCode}: redirects are not followed`
                  : `answered ${statusCode}`,
            },
            drop,
          );
        };
        response.on('data', (chunk: Buffer) => {
          read += chunk.length;
          // Enough of the answer: what is beyond is never read (a receiver sending 10 MB).
          if (read >= options.maxBytes) done();
        });
        // Read to its end: the connection may carry the next delivery.
        response.on('end', () => done(false));
        response.on('error', () => done());
        response.on('aborted', () => done());
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
