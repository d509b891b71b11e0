// Issue 42 (decisions.md 18, decisions 236 and 237): the webhook calls. A URL is checked (https,
// public addresses) before it is stored; the secret is made here, returned once by createWebhook
// and kept to sign (a signing key must be readable to sign, unlike an API key, which is hashed).
// Another company's webhook is "not found".
import { randomBytes } from 'node:crypto';
import { DomainError } from '@talentpool/domain/errors';
import {
  webhookTestEvent,
  type CreateWebhookInput,
  type DeliveriesQuery,
  type UpdateWebhookInput,
  type Webhook,
  type WebhookDelivery,
} from '@talentpool/domain/webhooks/schemas';
import type { WebhookEvent } from '@talentpool/domain/webhooks/schemas';
import { offsetOf } from '@talentpool/domain/paging';
import type { Caller } from '../../lib/caller';
import { checkTarget, UrlRefused, type Resolve } from './addresses';
import type { AttemptRow, DeliveryRow, WebhookRow, WebhooksRepository } from './repository';

const notFound = () => new DomainError('NOT_FOUND', 'error.NOT_FOUND');
const invalid = (fields: Record<string, string>) =>
  new DomainError('VALIDATION_FAILED', 'error.VALIDATION_FAILED', fields);

export function toWebhook(row: WebhookRow): Webhook {
  return {
    _id: row.id,
    url: row.url,
    events: row.events as WebhookEvent[],
    status: row.status,
    description: row.description,
    format: row.format,
    createdAt: row.createdAt.toISOString(),
    failingSince: row.failingSince?.toISOString() ?? null,
    disabledAt: row.disabledAt?.toISOString() ?? null,
  };
}

function toDelivery(row: DeliveryRow, attempts: readonly AttemptRow[]): WebhookDelivery {
  return {
    _id: row.id,
    messageId: row.messageId,
    type: row.type,
    status: row.status,
    attempts: row.attempts,
    statusCode: row.statusCode,
    durationMs: row.durationMs,
    nextAttemptAt: row.status === 'pending' ? (row.nextAttemptAt?.toISOString() ?? null) : null,
    createdAt: row.createdAt.toISOString(),
    attemptList: attempts.map((a) => ({
      at: a.at.toISOString(),
      statusCode: a.statusCode,
      durationMs: a.durationMs,
      error: a.error,
    })),
  };
}

/** `whsec_` and 32 random bytes in base64: the Standard Webhooks secret form. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}

export interface WebhooksServiceOptions {
  repository: WebhooksRepository;
  allowPrivate: boolean;
  resolve?: Resolve;
  /** The dispatcher looks for due deliveries now. */
  kick: () => void;
}

export function createWebhooksService(options: WebhooksServiceOptions) {
  const { repository } = options;

  async function checkedUrl(url: string): Promise<string> {
    try {
      const target = await checkTarget(url, {
        allowPrivate: options.allowPrivate,
        resolve: options.resolve,
      });
      return target.url.toString();
    } catch (err) {
      if (err instanceof UrlRefused) throw invalid({ url: err.key });
      throw err;
    }
  }

  async function owned(caller: Caller, id: string): Promise<WebhookRow> {
    const row = await repository.find(caller.companyId, id);
    if (!row) throw notFound();
    return row;
  }

  async function deliveryAnswer(row: DeliveryRow) {
    const attempts = await repository.attemptsOf([row.id]);
    return { delivery: toDelivery(row, attempts.get(row.id) ?? []) };
  }

  return {
    async create(caller: Caller, body: CreateWebhookInput) {
      const url = await checkedUrl(body.url);
      const secret = newWebhookSecret();
      const row = await repository.insert({
        companyId: caller.companyId,
        url,
        events: body.events,
        description: body.description ?? '',
        format: body.format ?? 'standard',
        secret,
        createdByMemberId: caller.member.id,
      });
      return { webhook: toWebhook(row), secret };
    },

    async list(caller: Caller) {
      return { webhooks: (await repository.list(caller.companyId)).map(toWebhook) };
    },

    async update(caller: Caller, id: string, body: UpdateWebhookInput) {
      await owned(caller, id);
      const url = body.url === undefined ? undefined : await checkedUrl(body.url);
      const row = await repository.update(caller.companyId, id, {
        ...(url !== undefined ? { url } : {}),
        ...(body.events ? { events: body.events } : {}),
        ...(body.description !== undefined ? { description: body.description } : {}),
        ...(body.format ? { format: body.format } : {}),
        ...(body.status === 'active'
          ? { status: 'active', failingSince: null, disabledAt: null }
          : {}),
        ...(body.status === 'disabled' ? { status: 'disabled', disabledAt: new Date() } : {}),
      });
      if (!row) throw notFound();
      if (body.status === 'disabled') await repository.failPending(id);
      return { webhook: toWebhook(row) };
    },

    async remove(caller: Caller, id: string) {
      if (!(await repository.remove(caller.companyId, id))) throw notFound();
    },

    async deliveries(caller: Caller, id: string, query: DeliveriesQuery) {
      await owned(caller, id);
      const { rows, total } = await repository.deliveries(id, {
        status: query.status,
        limit: query.pageSize,
        offset: offsetOf(query),
      });
      const attempts = await repository.attemptsOf(rows.map((r) => r.id));
      return {
        deliveries: rows.map((row) => toDelivery(row, attempts.get(row.id) ?? [])),
        total,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    /** The delivery again, now, with the same message id (its earlier attempts kept). */
    async redeliver(caller: Caller, id: string, deliveryId: string) {
      const webhook = await owned(caller, id);
      if (webhook.status !== 'active') throw invalid({ status: 'webhooks.disabledNoTest' });
      const found = await repository.findDelivery(id, deliveryId);
      if (!found) throw notFound();
      const row = await repository.requeue(deliveryId);
      if (!row) throw notFound();
      options.kick();
      return deliveryAnswer(row);
    },

    /** A `webhook.test` event to this webhook, whatever it subscribes to. */
    async test(caller: Caller, id: string) {
      const webhook = await owned(caller, id);
      if (webhook.status !== 'active') throw invalid({ status: 'webhooks.disabledNoTest' });
      const row = await repository.enqueueOne(id, caller.companyId, {
        type: webhookTestEvent,
        data: { webhookId: id, companyId: caller.companyId },
      });
      options.kick();
      return deliveryAnswer(row);
    },
  };
}
