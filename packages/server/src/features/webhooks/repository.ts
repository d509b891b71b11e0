// Issue 42 (decisions.md 18, decision 236): the webhooks tables, written here only. Deliveries
// are inserted in the transaction of the change that made their event (the outbox) and claimed by
// the dispatcher with FOR UPDATE SKIP LOCKED, so several processes share them without sending one
// twice at once; a claim lapses after `claimSeconds` (a process that died), and its delivery is
// due again.
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { rowsOf } from '../../db/postingStages';
import {
  companies,
  companyMembers,
  webhookAttempts,
  webhookDeliveries,
  webhooks,
} from '../../db/schema';

export type WebhookRow = typeof webhooks.$inferSelect;
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;
export type AttemptRow = typeof webhookAttempts.$inferSelect;

/** One event to deliver to every active webhook of the company that subscribes to its type. */
export interface OutgoingEvent {
  type: string;
  data: Record<string, unknown>;
}

/** A claimed delivery with what sending it needs. */
export interface ClaimedDelivery {
  id: string;
  messageId: string;
  type: string;
  occurredAt: Date;
  data: Record<string, unknown>;
  attempts: number;
  /** When it became due (the pace's catching up: decision 286). */
  dueAt: Date;
  webhookId: string;
  companyId: string;
  url: string;
  secret: string;
  format: 'standard' | 'slack';
  /** Whether its webhook is still active (one turned off meanwhile is failed, not sent). */
  active: boolean;
  lang: string;
}

/**
 * The deliveries of the events, one per event and subscribed active webhook, in `tx` (the change's
 * transaction): one statement, whatever the number of events (a bulk move of 10,000 applications
 * writes its deliveries at once). A batch first asks whether anyone listens, so a company without
 * webhooks pays one indexed look-up.
 */
export async function enqueueDeliveries(
  tx: Db,
  companyId: string,
  events: readonly OutgoingEvent[],
): Promise<void> {
  if (events.length === 0) return;
  if (events.length > 1) {
    const types = [...new Set(events.map((event) => event.type))];
    const listening = await tx.execute(sql`
      select 1 from ${webhooks}
      where company_id = ${companyId}::uuid and status = 'active'
        and events && ${`{${types.join(',')}}`}::text[]
      limit 1`);
    if (rowsOf(listening).length === 0) return;
  }
  await tx.execute(sql`
    with e as (
      select x.type, x.data, x.ord
      from jsonb_to_recordset(${JSON.stringify(
        events.map((event, ord) => ({ ...event, ord })),
      )}::jsonb) as x(type text, data jsonb, ord int)),
    d as (
      select gen_random_uuid() as id, w.id as webhook_id, e.type, e.data, e.ord
      from ${webhooks} w join e on e.type = any(w.events)
      where w.company_id = ${companyId}::uuid and w.status = 'active')
    insert into ${webhookDeliveries}
      (id, webhook_id, company_id, message_id, type, occurred_at, data, next_attempt_at)
    select d.id, d.webhook_id, ${companyId}::uuid, 'msg_' || replace(d.id::text, '-', ''),
      d.type, now(), d.data, now()
    from d order by d.ord`);
}

/**
 * Runs `query` as a named prepared statement (PostgreSQL: parsed and planned once per connection,
 * then only executed; PGlite runs it as it would any). The claim and the record run hundreds of
 * times a burst: planning them cost 1-1.5 ms of PostgreSQL's CPU a statement, more than running
 * them (decision 286). Drizzle's `.prepare(name)` takes only its query builders, which cannot
 * write in a WITH; this is the same call on a raw statement, whose text must stay the same (every
 * value a parameter).
 */
function executeNamed(db: Db, name: string, query: SQL): Promise<unknown> {
  const inner = db as unknown as {
    dialect: { sqlToQuery(query: SQL): unknown };
    session: {
      prepareQuery(
        query: unknown,
        fields: undefined,
        name: string,
        arrayMode: boolean,
      ): { execute(): Promise<unknown> };
    };
  };
  return inner.session
    .prepareQuery(inner.dialect.sqlToQuery(query), undefined, name, false)
    .execute();
}

export function createWebhooksRepository(db: Db) {
  return {
    async insert(values: typeof webhooks.$inferInsert): Promise<WebhookRow> {
      const [row] = await db.insert(webhooks).values(values).returning();
      if (!row) throw new Error('webhook not stored');
      return row;
    },

    async list(companyId: string): Promise<WebhookRow[]> {
      return db
        .select()
        .from(webhooks)
        .where(eq(webhooks.companyId, companyId))
        .orderBy(desc(webhooks.createdAt), desc(webhooks.id));
    },

    /** The company's webhook; undefined for another company's (told "not found"). */
    async find(companyId: string, id: string): Promise<WebhookRow | undefined> {
      const [row] = await db
        .select()
        .from(webhooks)
        .where(and(eq(webhooks.id, id), eq(webhooks.companyId, companyId)));
      return row;
    },

    async update(
      companyId: string,
      id: string,
      values: Partial<typeof webhooks.$inferInsert>,
    ): Promise<WebhookRow | undefined> {
      const [row] = await db
        .update(webhooks)
        .set({ ...values, updatedAt: sql`now()` })
        .where(and(eq(webhooks.id, id), eq(webhooks.companyId, companyId)))
        .returning();
      return row;
    },

    async remove(companyId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(webhooks)
        .where(and(eq(webhooks.id, id), eq(webhooks.companyId, companyId)))
        .returning({ id: webhooks.id });
      return rows.length > 0;
    },

    /** One delivery outside any change (testWebhook, redeliverWebhook). */
    async enqueueOne(
      webhookId: string,
      companyId: string,
      event: OutgoingEvent,
    ): Promise<DeliveryRow> {
      const [row] = await db
        .insert(webhookDeliveries)
        .values({
          webhookId,
          companyId,
          messageId: sql`'msg_' || replace(gen_random_uuid()::text, '-', '')`,
          type: event.type,
          occurredAt: sql`now()`,
          data: event.data,
          nextAttemptAt: sql`now()`,
        })
        .returning();
      if (!row) throw new Error('delivery not stored');
      return row;
    },

    async deliveries(
      webhookId: string,
      query: { status?: DeliveryRow['status']; limit: number; offset: number },
    ): Promise<{ rows: DeliveryRow[]; total: number }> {
      const where = and(
        eq(webhookDeliveries.webhookId, webhookId),
        query.status ? eq(webhookDeliveries.status, query.status) : undefined,
      );
      const [rows, [counted]] = await Promise.all([
        db
          .select()
          .from(webhookDeliveries)
          .where(where)
          .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
          .limit(query.limit)
          .offset(query.offset),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(webhookDeliveries)
          .where(where),
      ]);
      return { rows, total: Number(counted?.total ?? 0) };
    },

    async attemptsOf(deliveryIds: readonly string[]): Promise<Map<string, AttemptRow[]>> {
      const found = new Map<string, AttemptRow[]>();
      if (deliveryIds.length === 0) return found;
      const rows = await db
        .select()
        .from(webhookAttempts)
        .where(
          sql`${webhookAttempts.deliveryId} in ${sql`(${sql.join(
            deliveryIds.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})`}`,
        )
        .orderBy(webhookAttempts.at);
      for (const row of rows)
        found.set(row.deliveryId, [...(found.get(row.deliveryId) ?? []), row]);
      return found;
    },

    async findDelivery(webhookId: string, deliveryId: string): Promise<DeliveryRow | undefined> {
      const [row] = await db
        .select()
        .from(webhookDeliveries)
        .where(
          and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.webhookId, webhookId)),
        );
      return row;
    },

    /** Due again now (redeliverWebhook): the same message id, its attempts kept. */
    async requeue(deliveryId: string): Promise<DeliveryRow | undefined> {
      const [row] = await db
        .update(webhookDeliveries)
        .set({ status: 'pending', nextAttemptAt: sql`now()`, lockedUntil: null })
        .where(eq(webhookDeliveries.id, deliveryId))
        .returning();
      return row;
    },

    /**
     * Claims up to `limit` due deliveries for `claimSeconds`, with what sending them needs, in one
     * statement. The due rows are taken from webhook_deliveries_due_idx alone, in its order, and
     * only the claimed ones are joined to their webhook and company: a plan that joined first and
     * sorted after read every due row to take 32 (100 ms per claim with 10,000 due, the burst's
     * cost; decision 281). A delivery of a webhook that is no longer active (turned off while
     * its event was written) is answered with `active: false`, for the dispatcher to fail.
     */
    async claim(limit: number, claimSeconds: number): Promise<ClaimedDelivery[]> {
      const result = await executeNamed(
        db,
        'webhooks_claim',
        sql`
        with due as (
          select d.id from ${webhookDeliveries} d
          where d.status = 'pending' and d.next_attempt_at <= now()
            and (d.locked_until is null or d.locked_until < now())
          order by d.next_attempt_at
          limit ${limit}
          for update of d skip locked),
        claimed as (
          update ${webhookDeliveries} d
            set locked_until = now() + make_interval(secs => ${claimSeconds})
          from due where d.id = due.id
          returning d.id, d.message_id, d.type, d.occurred_at, d.data, d.attempts,
            d.next_attempt_at, d.webhook_id, d.company_id)
        select c.*, w.url, w.secret, w.format, w.status = 'active' as active, co.lang
        from claimed c
        join ${webhooks} w on w.id = c.webhook_id
        join ${companies} co on co.id = w.company_id`,
      );
      return rowsOf<{
        id: string;
        message_id: string;
        type: string;
        occurred_at: string | Date;
        data: Record<string, unknown>;
        attempts: number;
        next_attempt_at: string | Date;
        webhook_id: string;
        company_id: string;
        url: string;
        secret: string;
        format: 'standard' | 'slack';
        active: boolean;
        lang: string;
      }>(result).map((c) => ({
        id: c.id,
        messageId: c.message_id,
        type: c.type,
        occurredAt: new Date(c.occurred_at),
        data: c.data,
        attempts: Number(c.attempts),
        dueAt: new Date(c.next_attempt_at),
        webhookId: c.webhook_id,
        companyId: c.company_id,
        url: c.url,
        secret: c.secret,
        format: c.format,
        active: c.active === true || String(c.active) === 'true',
        lang: c.lang,
      }));
    },

    /**
     * Records attempts and their consequences, a batch in one statement: each delivery succeeded,
     * failed for good (`retryInSeconds` null) or is due again later; each webhook's failure clock
     * is cleared by its latest attempt's success and started by a failure. A webhook that has now
     * been failing for `disableAfterHours` is disabled here (answered once, for its mail), and its
     * pending deliveries are failed with it.
     */
    async record(
      outcomes: ReadonlyArray<{
        deliveryId: string;
        webhookId: string;
        at: Date;
        statusCode: number | null;
        durationMs: number;
        error: string | null;
        retryInSeconds: number | null;
      }>,
      disableAfterHours: number,
    ): Promise<{ disabled: Array<{ id: string; companyId: string; url: string }> }> {
      if (outcomes.length === 0) return { disabled: [] };
      const input = JSON.stringify(
        outcomes.map((o) => ({
          delivery_id: o.deliveryId,
          webhook_id: o.webhookId,
          at: o.at.toISOString(),
          status_code: o.statusCode,
          duration_ms: o.durationMs,
          error: o.error,
          retry_in: o.retryInSeconds,
          ok: o.error === null,
        })),
      );
      const result = await executeNamed(
        db,
        'webhooks_record',
        sql`
        with input as (
          select * from jsonb_to_recordset(${input}::jsonb) as x(delivery_id uuid,
            webhook_id uuid, at timestamptz, status_code int, duration_ms int, error text,
            retry_in int, ok boolean)),
        attempt as (
          insert into ${webhookAttempts} (delivery_id, at, status_code, duration_ms, error)
          select delivery_id, at, status_code, duration_ms, error from input),
        delivery as (
          update ${webhookDeliveries} d set
            attempts = d.attempts + 1,
            status_code = i.status_code,
            duration_ms = i.duration_ms,
            locked_until = null,
            status = case when i.ok then 'succeeded' when i.retry_in is null then 'failed'
              else 'pending' end,
            next_attempt_at = case when i.ok or i.retry_in is null then null
              else now() + make_interval(secs => i.retry_in) end
          from input i where d.id = i.delivery_id),
        latest as (
          select distinct on (webhook_id) webhook_id, ok from input
          order by webhook_id, at desc)
        update ${webhooks} w set
          failing_since = case when l.ok then null else coalesce(w.failing_since, now()) end,
          status = case when not l.ok and w.status = 'active' and w.failing_since is not null
              and w.failing_since <= now() - make_interval(hours => ${disableAfterHours}::int)
            then 'disabled' else w.status end,
          disabled_at = case when not l.ok and w.status = 'active'
              and w.failing_since is not null
              and w.failing_since <= now() - make_interval(hours => ${disableAfterHours}::int)
            then now() else w.disabled_at end
        from latest l
        where w.id = l.webhook_id and (not l.ok or w.failing_since is not null)
        returning w.id, w.company_id, w.url,
          (w.status = 'disabled' and w.disabled_at = now()) as disabled`,
      );
      const disabled = rowsOf<{ id: string; company_id: string; url: string; disabled: boolean }>(
        result,
      )
        .filter((row) => row.disabled)
        .map((row) => ({ id: row.id, companyId: row.company_id, url: row.url }));
      for (const hook of disabled) await this.failPending(hook.id);
      return { disabled };
    },

    /** A disabled webhook's pending deliveries end as failed: nothing more is sent to it. */
    async failPending(webhookId: string): Promise<void> {
      await db
        .update(webhookDeliveries)
        .set({ status: 'failed', nextAttemptAt: null })
        .where(
          and(eq(webhookDeliveries.webhookId, webhookId), eq(webhookDeliveries.status, 'pending')),
        );
    },

    /** The company's owners (the mail of a disabled webhook), with their language. */
    async ownersOf(companyId: string): Promise<Array<{ email: string; lang: string }>> {
      return db
        .select({ email: companyMembers.email, lang: companyMembers.lang })
        .from(companyMembers)
        .where(
          and(
            eq(companyMembers.companyId, companyId),
            eq(companyMembers.role, 'owner'),
            eq(companyMembers.status, 'active'),
            sql`${companyMembers.removedAt} is null`,
          ),
        );
    },
  };
}

export type WebhooksRepository = ReturnType<typeof createWebhooksRepository>;
