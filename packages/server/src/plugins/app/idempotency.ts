// Retried creations (issue 43, decision 221). A route with `config: { idempotent: true }` (a note,
// an application, a stage move) accepts an `Idempotency-Key` header: the first request with a key
// runs and its answer is kept 24 hours (table idempotency_keys, migration 0041); a retry from the
// same caller with the same key and the same request gets that answer again, with
// `Idempotent-Replayed: true`, instead of a second note. The same key with another request: 422
// IDEMPOTENCY_KEY_REUSED; while the first still runs: 409 IDEMPOTENCY_KEY_IN_USE. A 5xx answer is
// not kept: the retry runs again. Without the header nothing changes.
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
import { DomainError } from '@talentpool/domain/errors';
import { sendError } from './errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Decision 221: the route takes an Idempotency-Key header. */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    /** The key this request holds (its first use), set by the idempotency preHandler. */
    idempotency: { scope: string; key: string } | null;
  }
}

/** How long an answer is kept. */
export const idempotencyHours = 24;
/** A first request not answered after this long (a process that died) no longer holds its key. */
const abandonedSeconds = 120;
/** The IETF draft's header; printable ASCII, as a UUID or any client token. */
const keyPattern = /^[\x21-\x7e]{1,255}$/;
export const idempotencySweepJob = 'idempotency.sweep';

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

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export default fp(
  async (app) => {
    app.decorateRequest('idempotency', null);
    const db = app.db;

    const claim: preHandlerHookHandler = async (request: FastifyRequest, reply: FastifyReply) => {
      const given = request.headers['idempotency-key'];
      if (given === undefined) return;
      // The route's headers schema has refused any other shape (400 VALIDATION_FAILED).
      if (typeof given !== 'string') return;
      const scope = scopeOf(request);
      const fingerprint = fingerprintOf(request);
      // An expired answer, or a first request that was never answered, frees its key.
      await db.execute(sql`delete from idempotency_keys where scope = ${scope} and key = ${given}
        and (created_at < now() - make_interval(hours => ${idempotencyHours})
          or (status is null and created_at < now() - make_interval(secs => ${abandonedSeconds})))`);
      const inserted = rowsOf(
        await db.execute(sql`insert into idempotency_keys (scope, key, fingerprint)
          values (${scope}, ${given}, ${fingerprint}) on conflict do nothing returning key`),
      );
      if (inserted.length > 0) {
        request.idempotency = { scope, key: given };
        return;
      }
      const [kept] = rowsOf<{ fingerprint: string; status: number | null; body: string | null }>(
        await db.execute(sql`select fingerprint, status, body from idempotency_keys
          where scope = ${scope} and key = ${given}`),
      );
      if (!kept) throw new DomainError('IDEMPOTENCY_KEY_IN_USE', 'error.IDEMPOTENCY_KEY_IN_USE');
      if (kept.fingerprint !== fingerprint) {
        return sendError(reply, request, 'IDEMPOTENCY_KEY_REUSED');
      }
      if (kept.status === null) {
        void reply.header('retry-after', '1');
        return sendError(reply, request, 'IDEMPOTENCY_KEY_IN_USE');
      }
      return reply
        .status(kept.status)
        .header('idempotent-replayed', 'true')
        .type('application/json; charset=utf-8')
        .send(kept.body ?? '');
    };

    const keep: onSendHookHandler = async (request, reply, payload) => {
      const held = request.idempotency;
      if (!held) return payload;
      request.idempotency = null;
      try {
        if (reply.statusCode >= 500 || typeof payload !== 'string') {
          await db.execute(sql`delete from idempotency_keys
            where scope = ${held.scope} and key = ${held.key}`);
        } else {
          await db.execute(sql`update idempotency_keys
            set status = ${reply.statusCode}, body = ${payload}
            where scope = ${held.scope} and key = ${held.key}`);
        }
      } catch (err) {
        // The key is freed after abandonedSeconds; the answer itself still goes out.
        request.log.warn({ err }, 'idempotency key not recorded');
      }
      return payload;
    };

    app.addHook('onRoute', (route) => {
      if (!route.config?.idempotent) return;
      if (!route.schema?.headers) route.schema = { ...route.schema, headers: headersSchema };
      // Last of the route's preHandlers: after its guards, limits and validation.
      route.preHandler = [...(route.preHandler ? [route.preHandler].flat() : []), claim];
      route.onSend = [...(route.onSend ? [route.onSend].flat() : []), keep];
    });

    // Answers older than 24 hours are removed every hour (each retry also frees its own).
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
