// Issue 42 (decisions.md 18, decision 236): the delivery loop. Every process runs one; it claims
// due deliveries (repository.claim, SKIP LOCKED) and sends up to `concurrency` at once, so one
// receiver that hangs ties up one slot for at most the time-out, never the queue, and a burst of
// 10,000 events to a receiver answering in 50 ms goes out in well under two minutes. The API's
// requests come first: how fast it sends follows how busy the process is answering them (pace.ts:
// a floor rate that still ends the burst within the two minutes while the API is always busy,
// all the slots while it is idle; decisions 281 and 286). It is apart
// from the job queue (pg-boss), whose one loop runs jobs one by one: a webhook that hangs must not
// hold up the mails. The deliveries table is itself the outbox: its rows commit with the change.
// Each attempt is kept; a failure is retried on the Standard Webhooks schedule
// (webhookRetrySeconds) and a webhook failing for webhookDisableAfterHours is disabled and its
// owners mailed (en/ar).
import type { FastifyBaseLogger } from 'fastify';
import {
  webhookAnswerBytesMax,
  webhookDisableAfterHours,
  webhookRetrySeconds,
  webhookTimeoutSeconds,
} from '@talentpool/domain/webhooks/schemas';
import { messages } from '@talentpool/domain/messages';
import type { Mailer } from '../../plugins/app/mailer';
import { checkTarget, UrlRefused, type Resolve } from './addresses';
import { bodyOf, signedHeaders, signerOf } from './payloads';
import { createPace, type LoadSignal } from './pace';
import type { ClaimedDelivery, WebhooksRepository } from './repository';
import { sendAttempt, type AttemptOutcome } from './send';

export interface DispatcherOptions {
  repository: WebhooksRepository;
  mailer: Mailer;
  log: FastifyBaseLogger;
  allowPrivate: boolean;
  resolve?: Resolve;
  /** Deliveries in flight at once (per process). */
  concurrency?: number;
  /** Deliveries a second while the API is always busy: the floor (pace.ts). */
  busyRatePerSecond?: number;
  /** A delivery due this long ago goes at full speed, whatever the API does (ms). */
  catchUpAfterMs?: number;
  /** How busy the process is answering API requests, 0 to 1 (apiLoad.ts); idle when absent. */
  load?: LoadSignal;
  /** The clock of the pace (tests). */
  now?: () => number;
  /** How often to look for due deliveries when idle (ms). */
  pollMs?: number;
  timeoutMs?: number;
  isReady?: () => boolean;
}

export interface Dispatcher {
  /** Looks for due deliveries now (after a test or a redelivery is stored). */
  kick(): void;
  /** Sends every delivery due now and waits for them (tests); later retries are left. */
  drain(): Promise<void>;
  stop(): Promise<void>;
}

export function createDispatcher(options: DispatcherOptions): Dispatcher {
  const { repository, log } = options;
  const concurrency = options.concurrency ?? 32;
  const pace = createPace(
    {
      concurrency,
      // 10,000 in 83 s: the two minutes with room for the moves that wrote them and a slower
      // receiver (decision 286).
      busyRatePerSecond: options.busyRatePerSecond ?? 120,
      catchUpAfterMs: options.catchUpAfterMs ?? 90_000,
    },
    options.load ?? (() => 0),
    options.now ?? Date.now,
  );
  /** Outcomes written in one statement: at most this many, at least every `flushMs`. */
  const flushBatch = concurrency;
  const flushMs = 100;
  const timeoutMs = options.timeoutMs ?? webhookTimeoutSeconds * 1000;
  // A claim outlives the longest attempt (time-out plus the address check) with room to spare.
  const claimSeconds = Math.ceil(timeoutMs / 1000) * 3 + 30;
  const inFlight = new Set<Promise<void>>();
  let stopped = false;
  let draining = false;
  let round: Promise<void> | null = null;
  let again = false;

  async function attempt(delivery: ClaimedDelivery): Promise<AttemptOutcome> {
    const started = performance.now();
    let target;
    try {
      // Checked again now: the name may point elsewhere since the webhook was created.
      target = await checkTarget(delivery.url, {
        allowPrivate: options.allowPrivate,
        resolve: options.resolve,
      });
    } catch (err) {
      const reason = err instanceof UrlRefused ? err.message : 'the address could not be checked';
      return {
        statusCode: null,
        durationMs: Math.round(performance.now() - started),
        error: `not sent: ${reason}`,
      };
    }
    const body = bodyOf(delivery);
    return sendAttempt({
      target,
      headers: signedHeaders(signerOf(delivery.secret), delivery.messageId, new Date(), body),
      body,
      timeoutMs,
      maxBytes: webhookAnswerBytesMax,
    });
  }

  /** Outcomes waiting to be written: one statement records a batch (repository.record). */
  let outcomes: Array<Parameters<WebhooksRepository['record']>[0][number] & { url: string }> = [];
  let flushing: Promise<void> | null = null;
  let flushTimer: NodeJS.Timeout | null = null;

  async function flush(): Promise<void> {
    if (flushTimer) {
      clearTimeout(flushTimer);
      flushTimer = null;
    }
    while (flushing) await flushing;
    if (outcomes.length === 0) return;
    const batch = outcomes;
    outcomes = [];
    flushing = (async () => {
      try {
        const { disabled } = await repository.record(batch, webhookDisableAfterHours);
        for (const hook of disabled) await mailOwners(hook);
      } catch (err) {
        // Not recorded: the claims lapse and the deliveries are sent again (at least once).
        log.error({ err }, 'webhooks: could not record attempts');
      }
    })();
    await flushing;
    flushing = null;
  }

  async function deliver(delivery: ClaimedDelivery): Promise<void> {
    const at = new Date();
    const outcome = await attempt(delivery);
    const retryInSeconds =
      outcome.error === null ? null : (webhookRetrySeconds[delivery.attempts] ?? null);
    outcomes.push({
      deliveryId: delivery.id,
      webhookId: delivery.webhookId,
      at,
      ...outcome,
      retryInSeconds,
      url: delivery.url,
    });
    // Written together: at once when a batch is full, else within `flushMs`.
    if (outcomes.length >= flushBatch) await flush();
    else flushTimer ??= setTimeout(() => void flush(), flushMs);
  }

  async function mailOwners(hook: { id: string; companyId: string; url: string }): Promise<void> {
    log.warn({ webhookId: hook.id }, 'webhook disabled after failing for 3 days');
    for (const owner of await repository.ownersOf(hook.companyId)) {
      const t = messages[owner.lang === 'ar' ? 'ar' : 'en'];
      const fill = (text: string) =>
        text.replace('{url}', hook.url).replace('{hours}', String(webhookDisableAfterHours));
      const text = fill(t['webhooks.disabledMail.body']);
      const dir = owner.lang === 'ar' ? 'rtl' : 'ltr';
      const escaped = text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
      await options.mailer.enqueue({
        to: owner.email,
        subject: fill(t['webhooks.disabledMail.subject']),
        text,
        html: `<!doctype html><html lang="${owner.lang}" dir="${dir}"><body><p>${escaped}</p></body></html>`,
      });
    }
  }

  /** A wake-up when the rate lets the next batch go. */
  let paceTimer: NodeJS.Timeout | null = null;

  /** Claims while the pace allows and due deliveries are found; answers when none is left. */
  async function fill(): Promise<void> {
    do {
      again = false;
      while (!stopped) {
        // drain() (tests) sends what is due without waiting for the API's room.
        const { claim, waitMs } = draining
          ? { claim: Math.max(0, concurrency - inFlight.size), waitMs: 0 }
          : pace.next(inFlight.size);
        if (claim === 0) {
          // Waiting for the rate: look again then. Waiting for a slot: an ending delivery kicks.
          if (waitMs > 0 && !paceTimer) {
            paceTimer = setTimeout(() => {
              paceTimer = null;
              kick();
            }, waitMs);
          }
          break;
        }
        const claimed = await repository.claim(claim, claimSeconds);
        let oldestDueAt: number | null = null;
        for (const delivery of claimed) {
          const dueAt = delivery.dueAt.getTime();
          if (oldestDueAt === null || dueAt < oldestDueAt) oldestDueAt = dueAt;
        }
        pace.took(claimed.length, oldestDueAt);
        if (claimed.length === 0) break;
        const turnedOff = new Set<string>();
        for (const delivery of claimed) {
          if (!delivery.active) {
            turnedOff.add(delivery.webhookId);
            continue;
          }
          const running: Promise<void> = deliver(delivery)
            .catch((err: unknown) => log.error({ err }, 'webhook delivery failed to record'))
            .finally(() => {
              inFlight.delete(running);
              // A slot is free: look for more.
              kick();
            });
          inFlight.add(running);
        }
        // A webhook turned off after its event was written: nothing more is sent to it.
        for (const webhookId of turnedOff) await repository.failPending(webhookId);
        // The API's requests that arrived meanwhile are answered before the next claim.
        await new Promise<void>((resolve) => setImmediate(resolve));
      }
    } while (again && !stopped);
  }

  function kick(): void {
    if (stopped || (options.isReady && !options.isReady())) return;
    if (round) {
      again = true;
      return;
    }
    round = fill()
      .catch((err: unknown) => log.warn({ err }, 'webhooks: could not claim deliveries'))
      .finally(() => {
        round = null;
      });
  }

  /** Sends every delivery due now and waits for them (drain). */
  async function drainDue(): Promise<void> {
    kick();
    // Each ending delivery looks for more (kick in its finally), so this ends once a round
    // found nothing due and nothing is in flight.
    while (round || inFlight.size > 0) {
      if (round) await round;
      else await Promise.race(inFlight);
    }
    await flush();
    // What was just recorded may be due again at once (a redelivery meanwhile): look once more.
    kick();
    while (round || inFlight.size > 0) {
      if (round) await round;
      else await Promise.race(inFlight);
    }
    await flush();
  }

  const timer = setInterval(kick, options.pollMs ?? 1_000);
  timer.unref();

  return {
    kick,
    async drain() {
      draining = true;
      try {
        await drainDue();
      } finally {
        draining = false;
      }
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      if (paceTimer) clearTimeout(paceTimer);
      if (round) await round;
      // Attempts end by their time-out at the latest; their claims lapse if not recorded.
      await Promise.allSettled([...inFlight]);
      await flush();
    },
  };
}
