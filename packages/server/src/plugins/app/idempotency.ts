// Retried creations (issue 43, decisions 221 and 279). A route with `config: { idempotent: true }`
// (a note, an application, an offer, a stage move) accepts an `Idempotency-Key` header. The write
// itself claims the key: its transaction's first statement inserts the key (ON CONFLICT DO
// NOTHING) and, where the feature can say it there, its last one records the answer, so the key
// commits with the note or not at all. A second request with the key while the first runs waits
// on that insert (PostgreSQL's unique index; PGlite runs one transaction at a time), finds the key
// taken, rolls back and answers the first's answer with `Idempotent-Replayed: true`. The same key
// with another request: 422 IDEMPOTENCY_KEY_REUSED; a key whose write committed but whose answer
// is not recorded yet: 409 IDEMPOTENCY_KEY_IN_USE. A request that wrote nothing (refused, 5xx
// before its commit) leaves no key behind, except its 4xx answer (kept, as before). Kept 24 hours.
import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type {
  FastifyReply,
  FastifyRequest,
  onSendHookHandler,
  preHandlerHookHandler,
} from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import type { Db } from '../../db/database';
import { sendError } from './errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Decision 221: the route takes an Idempotency-Key header. */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    /** The key this request presents (no answer kept for it yet), set by the preHandler. */
    idempotency: HeldKey | null;
  }
}

/** A key presented by a request whose write has not been answered yet. */
interface HeldKey {
  scope: string;
  key: string;
  fingerprint: string;
  reply: FastifyReply;
  /** The write's transaction inserted the key (it commits or rolls back with it). */
  claimed: boolean;
  /** That transaction recorded the answer too. */
  answered: boolean;
  /** The handler has finished: work it started later claims nothing. */
  done: boolean;
}

/** What runs a statement: the database or a transaction of it. */
type Executor = Pick<Db, 'execute'>;

/** Thrown in a write's transaction when another request's transaction holds the key. */
class IdempotencyKeyTaken extends Error {
  constructor() {
    super('idempotency key taken by another request');
  }
}

const held = new AsyncLocalStorage<HeldKey>();

/** How long an answer is kept. */
export const idempotencyHours = 24;
/** How long a request found second waits for the first's answer before 409. */
const answerWaitMs = 2000;
/** The IETF draft's header; printable ASCII, as a UUID or any client token. */
const keyPattern = /^[\x21-\x7e]{1,255}$/;
export const idempotencySweepJob = 'idempotency.sweep';

/**
 * The first statement of an idempotent route's write transaction: claims the request's key in
 * that transaction. Waits while another request's transaction holds the key; when that one
 * committed, throws (the transaction rolls back and the request answers the first's answer).
 * Without a key (any other route, a request without the header) it does nothing.
 */
export async function claimIdempotencyKey(tx: Executor): Promise<void> {
  const current = held.getStore();
  if (!current || current.claimed || current.done) return;
  const inserted = rowsOf(
    await tx.execute(sql`insert into idempotency_keys (scope, key, fingerprint)
      values (${current.scope}, ${current.key}, ${current.fingerprint})
      on conflict do nothing returning key`),
  );
  if (inserted.length === 0) throw new IdempotencyKeyTaken();
  current.claimed = true;
}

/** Whether this request presents a key not yet answered (worth preparing its answer for). */
export function holdsIdempotencyKey(): boolean {
  const current = held.getStore();
  return Boolean(current && !current.done);
}

/**
 * The last statement of that transaction: the answer the route will send (serialized as the
 * route's response schema says), kept with the write for its retries.
 */
export async function recordIdempotentAnswer(
  tx: Executor,
  status: number,
  answer: unknown,
): Promise<void> {
  const current = held.getStore();
  if (!current?.claimed || current.done) return;
  void current.reply.code(status);
  const body = current.reply.serialize(answer);
  await tx.execute(sql`update idempotency_keys set status = ${status}, body = ${body}
    where scope = ${current.scope} and key = ${current.key}`);
  current.answered = true;
}

/** The route's write in a transaction that claims the key first and records the answer last. */
export async function idempotentTransaction<T>(
  db: Db,
  status: number,
  write: (tx: Db) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const executor = tx as unknown as Db;
    await claimIdempotencyKey(executor);
    const result = await write(executor);
    await recordIdempotentAnswer(executor, status, result);
    return result;
  });
}

/** The header as the OpenAPI document shows it; a bad key is 400 VALIDATION_FAILED. */
const headersSchema = z.looseObject({
  'idempotency-key': z
    .string()
    .regex(keyPattern, 'Idempotency-Key must be 1 to 255 printable ASCII characters')
    .optional()
    .meta({
      description:
        'Any unique value (a UUID) per intended creation: a retry with the same key and request gets the first answer again (Idempotent-Replayed: true), for 24 hours.',
    }),
});

/** Who asks: keys of different callers never meet. Guests share one scope, told apart by the body. */
function scopeOf(request: FastifyRequest): string {
  const account = request.account;
  if (account) return `${account.type}:${account.id}:${account.member?.id ?? ''}`;
  const claims = request.signedToken?.claims;
  if (claims) return `${claims.type}:${claims.id}:${claims.memberId ?? ''}`;
  return 'guest';
}

function fingerprintOf(request: FastifyRequest): string {
  return createHash('sha256')
    .update(
      JSON.stringify([
        request.method,
        request.routeOptions.url,
        request.params ?? null,
        request.body ?? null,
      ]),
    )
    .digest('hex');
}

function rowsOf<T = unknown>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

interface KeptKey {
  fingerprint: string;
  status: number | null;
  body: string | null;
}

export default fp(
  async (app) => {
    app.decorateRequest('idempotency', null);
    const db = app.db;

    const kept = async (scope: string, key: string): Promise<KeptKey | undefined> =>
      rowsOf<KeptKey>(
        await db.execute(sql`select fingerprint, status, body from idempotency_keys
          where scope = ${scope} and key = ${key}
            and created_at >= now() - make_interval(hours => ${idempotencyHours})`),
      )[0];

    /** Answers a request whose key is kept: the first answer, 422 or 409. */
    const answerKept = (request: FastifyRequest, reply: FastifyReply, row: KeptKey) => {
      if (row.fingerprint !== fingerprintOf(request)) {
        return sendError(reply, request, 'IDEMPOTENCY_KEY_REUSED');
      }
      if (row.status === null) {
        void reply.header('retry-after', '1');
        return sendError(reply, request, 'IDEMPOTENCY_KEY_IN_USE');
      }
      return reply
        .status(row.status)
        .header('idempotent-replayed', 'true')
        .type('application/json; charset=utf-8')
        .send(row.body ?? '');
    };

    const check: preHandlerHookHandler = async (request: FastifyRequest, reply: FastifyReply) => {
      const given = request.headers['idempotency-key'];
      // The route's headers schema has refused any other shape (400 VALIDATION_FAILED).
      if (typeof given !== 'string') return;
      const scope = scopeOf(request);
      // An expired answer frees its key (the hourly sweep removes the rest).
      await db.execute(sql`delete from idempotency_keys where scope = ${scope} and key = ${given}
        and created_at < now() - make_interval(hours => ${idempotencyHours})`);
      const row = await kept(scope, given);
      if (row) return answerKept(request, reply, row);
      request.idempotency = {
        scope,
        key: given,
        fingerprint: fingerprintOf(request),
        reply,
        claimed: false,
        answered: false,
        done: false,
      };
    };

    /** A request that lost the race for its key: the first's answer, once it is recorded. */
    const answerTaken = async (request: FastifyRequest, reply: FastifyReply, key: HeldKey) => {
      const deadline = Date.now() + answerWaitMs;
      for (;;) {
        const row = await kept(key.scope, key.key);
        if (row && (row.status !== null || Date.now() >= deadline)) {
          return answerKept(request, reply, row);
        }
        if (!row || Date.now() >= deadline) {
          void reply.header('retry-after', '1');
          return sendError(reply, request, 'IDEMPOTENCY_KEY_IN_USE');
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };

    const keep: onSendHookHandler = async (request, reply, payload) => {
      const key = request.idempotency;
      if (!key) return payload;
      request.idempotency = null;
      key.done = true;
      // Recorded with the write, or nothing to keep (a 5xx; an answer not in JSON).
      if (key.answered || reply.statusCode >= 500 || typeof payload !== 'string') return payload;
      if (reply.getHeader('idempotent-replayed')) return payload;
      try {
        // A write that claimed its key without recording its answer, or a refusal (4xx) that
        // wrote nothing: the answer is kept now.
        await db.execute(sql`insert into idempotency_keys (scope, key, fingerprint, status, body)
          values (${key.scope}, ${key.key}, ${key.fingerprint}, ${reply.statusCode}, ${payload})
          on conflict (scope, key) do update set status = excluded.status, body = excluded.body
          where idempotency_keys.status is null
            and idempotency_keys.fingerprint = excluded.fingerprint`);
      } catch (err) {
        // Its retries answer 409 until the key expires; the answer itself still goes out.
        request.log.warn({ err }, 'idempotency answer not recorded');
      }
      return payload;
    };

    app.addHook('onRoute', (route) => {
      if (!route.config?.idempotent) return;
      if (!route.schema?.headers) route.schema = { ...route.schema, headers: headersSchema };
      // Last of the route's preHandlers: after its guards, limits and validation.
      route.preHandler = [...(route.preHandler ? [route.preHandler].flat() : []), check];
      route.onSend = [...(route.onSend ? [route.onSend].flat() : []), keep];
      const handler = route.handler;
      route.handler = async function idempotentHandler(request, reply) {
        const key = request.idempotency;
        if (!key) return handler.call(this, request, reply);
        try {
          return await held.run(key, () => handler.call(this, request, reply));
        } catch (err) {
          if (!(err instanceof IdempotencyKeyTaken)) throw err;
          key.done = true;
          request.idempotency = null;
          void reply.code(200);
          return answerTaken(request, reply, key);
        } finally {
          key.done = true;
        }
      };
    });

    // Answers older than 24 hours are removed every hour.
    app.queue.work(idempotencySweepJob, async () => {
      await db.execute(sql`delete from idempotency_keys
        where created_at < now() - make_interval(hours => ${idempotencyHours})`);
    });
    let closed = false;
    app.addHook('onClose', async () => {
      closed = true;
    });
    app.addHook('onReady', async () => {
      if (!app.database.isReady()) return;
      void app.queue.schedule(idempotencySweepJob, '17 * * * *').catch((err: unknown) => {
        if (!closed) app.log.warn({ err }, 'idempotency sweep not scheduled');
      });
    });
  },
  { name: 'idempotency', dependencies: ['database', 'queue', 'auth'] },
);
