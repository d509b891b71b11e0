// Rate limits (decisions.md section 4). Not global: each route that needs one names its own
// limit from config.rateLimits. Refusals use the error shape with 429 RATE_LIMITED. Counters live
// in memory, or in Redis when REDIS_URL is set, so several server processes share them.
//
// Redis is optional at run time too (issue 43, decision 224): unreachable at start, the server
// starts anyway with one loud log line; unreachable later, the change is logged once. Meanwhile
// every limit still holds, counted by this process alone (never switched off), and
// talentpool_redis_up says 0. When Redis answers again the shared counters take over.
import { createRequire } from 'node:module';
import rateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { errorMessage } from '@talentpool/domain/messages';
import { DomainError } from '@talentpool/domain/errors';

type Outcome = { current: number; ttl: number };
type Done = (err: Error | null, result?: Outcome) => void;

/** @fastify/rate-limit's store contract (its RedisStore and LocalStore). */
interface Store {
  incr(key: string, done: Done, timeWindow: number, max: number): void;
  read?(key: string, done: Done, timeWindow: number, max: number): void;
  child(routeOptions: StoreParams): Store;
}
interface StoreParams {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
  /** The route's other options, passed on to the plugin's stores. */
  [other: string]: unknown;
}

// The plugin's own stores (CommonJS files without type declarations).
const require = createRequire(import.meta.url);
const RedisStore = require('@fastify/rate-limit/store/RedisStore') as new (
  continueExceeding: boolean | undefined,
  exponentialBackoff: boolean | undefined,
  redis: Redis,
  key: string,
) => Store;
const LocalStore = require('@fastify/rate-limit/store/LocalStore') as new (
  continueExceeding: boolean | undefined,
  exponentialBackoff: boolean | undefined,
) => Store;

/** Whether Redis is in use and answering, for /metrics (talentpool_redis_up). */
export interface RateLimitBackend {
  redis: 'none' | 'up' | 'down';
}

declare module 'fastify' {
  interface FastifyInstance {
    rateLimitBackend: RateLimitBackend;
  }
}

const nameSpace = 'talentpool-rl-';

/**
 * A store that counts in Redis while it answers and in this process otherwise: a limit never
 * switches off (the plugin's skipOnError let every request through when Redis failed).
 */
function fallbackStore(redis: Redis, onFallback: (err?: Error) => void) {
  return class FallbackStore implements Store {
    private readonly shared: Store;
    private readonly local: Store;

    constructor(params: StoreParams, shared?: Store, local?: Store) {
      this.shared =
        shared ??
        new RedisStore(params.continueExceeding, params.exponentialBackoff, redis, nameSpace);
      this.local = local ?? new LocalStore(params.continueExceeding, params.exponentialBackoff);
    }

    private route(method: 'incr' | 'read', key: string, done: Done, window: number, max: number) {
      const local = () => {
        const run = this.local[method];
        if (run) run.call(this.local, key, done, window, max);
        else done(null, { current: 0, ttl: 0 });
      };
      const shared = this.shared[method];
      if (redis.status !== 'ready' || !shared) {
        onFallback();
        local();
        return;
      }
      shared.call(
        this.shared,
        key,
        (err, result) => {
          if (!err) return done(null, result);
          onFallback(err);
          local();
        },
        window,
        max,
      );
    }

    incr(key: string, done: Done, timeWindow: number, max: number) {
      this.route('incr', key, done, timeWindow, max);
    }

    read(key: string, done: Done, timeWindow: number, max: number) {
      this.route('read', key, done, timeWindow, max);
    }

    child(routeOptions: StoreParams): Store {
      return new FallbackStore(
        routeOptions,
        this.shared.child(routeOptions),
        new LocalStore(routeOptions.continueExceeding, routeOptions.exponentialBackoff),
      );
    }
  };
}

export default fp<{ redisUrl?: string }>(
  async (app, { redisUrl }) => {
    const backend: RateLimitBackend = { redis: 'none' };
    app.decorate('rateLimitBackend', backend);
    let store: ReturnType<typeof fallbackStore> | undefined;
    if (redisUrl) {
      const redis = new Redis(redisUrl, {
        // Fail fast: a request must not hang on an unreachable Redis.
        connectTimeout: 2_000,
        maxRetriesPerRequest: 1,
        enableOfflineQueue: false,
        lazyConnect: true,
        // Keep trying in the background (at most every 5 s) for as long as the server runs.
        retryStrategy: (times) => Math.min(times * 200, 5_000),
      });
      backend.redis = 'down';
      let started = false;
      const down = (err?: Error) => {
        if (backend.redis !== 'up') return;
        backend.redis = 'down';
        // Once per outage, not once per request or reconnection attempt.
        app.log.error(
          { reason: err?.message },
          'Redis unreachable: rate limits now count in this process only, until it answers',
        );
      };
      redis.on('ready', () => {
        if (backend.redis === 'up') return;
        const wasDown = backend.redis === 'down' && started;
        backend.redis = 'up';
        if (wasDown) app.log.info('Redis reachable again: rate limits are shared again');
      });
      redis.on('error', (err: Error) => down(err));
      redis.on('close', () => down());
      try {
        await redis.connect();
      } catch (err) {
        // Loud, once: the server still starts (decisions.md 2 calls Redis optional).
        app.log.error(
          { reason: (err as Error).message },
          'Redis (REDIS_URL) unreachable at start: rate limits count in this process only until it answers; talentpool_redis_up is 0',
        );
      }
      started = true;
      app.addHook('onClose', async () => {
        redis.disconnect();
      });
      store = fallbackStore(redis, down);
    }
    await app.register(rateLimit, {
      global: false,
      // The plugin's types name Fastify's whole RouteOptions for child(); the store reads only
      // continueExceeding and exponentialBackoff and hands the rest to the plugin's own stores.
      ...(store ? { store: store as unknown as FastifyRateLimitStoreCtor } : {}),
      // Never reached with our store (it falls back instead of failing); kept for the local one.
      skipOnError: false,
      errorResponseBuilder: (request) =>
        new DomainError('RATE_LIMITED', errorMessage('RATE_LIMITED', request.lang)),
    });
  },
  { name: 'rate-limit', dependencies: ['language'] },
);
