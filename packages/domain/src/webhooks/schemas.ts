// decisions.md 18 (issue 42, decision 236): webhooks. The events a company may subscribe to, the
// payloads of createWebhook, updateWebhook and the deliveries list. One schema, three uses: the
// web form, the server route, the OpenAPI document. Messages are keys of ./messages.ts.
import { z } from 'zod';
import { noBidiControls } from '../controlCharacters';
import { pagingQuerySchema } from '../paging';

/** The events of decisions.md 18, in the order the screen lists them. */
export const webhookEvents = [
  'application.created',
  'application.stageChanged',
  'application.hired',
  'application.rejected',
  // Decision 282: an application leaves the board (or comes back) other than by a move.
  'application.withdrawn',
  'application.merged',
  'application.unmerged',
  'application.anonymised',
  'application.deleted',
  'interview.scheduled',
  'interview.cancelled',
  'scorecard.submitted',
  'offer.accepted',
  'offer.declined',
  'posting.published',
  'posting.closed',
] as const;
export type WebhookEvent = (typeof webhookEvents)[number];

/** The event of testWebhook: sent to one webhook whatever it subscribes to. */
export const webhookTestEvent = 'webhook.test';

/**
 * `standard`: the Standard Webhooks body `{type, timestamp, data}`; `slack`: `{text}`, which a
 * Slack (or Mattermost, Rocket.Chat, Discord's /slack) incoming webhook posts to a channel. Both
 * are signed alike.
 */
export const webhookFormats = ['standard', 'slack'] as const;
export type WebhookFormat = (typeof webhookFormats)[number];

export const webhookStatuses = ['active', 'disabled'] as const;
export type WebhookStatus = (typeof webhookStatuses)[number];

export const deliveryStatuses = ['pending', 'succeeded', 'failed'] as const;
export type DeliveryStatus = (typeof deliveryStatuses)[number];

/** What a URL may be at most; its scheme and addresses are the server's check (SSRF). */
export const webhookUrlMax = 2000;
/** The receiver's answer: at most this long (s), and at most this much of it is read. */
export const webhookTimeoutSeconds = 10;
export const webhookAnswerBytesMax = 64 * 1024;
/** A webhook failing this long without a single success is disabled and its owners mailed. */
export const webhookDisableAfterHours = 72;
/**
 * Decision 281: a delivery that has ended (succeeded or failed) is kept this many days with its
 * attempts, then removed by the daily clean-up; one still being retried is kept until it ends.
 */
export const webhookDeliveryKeepDays = 30;
/**
 * Waits before each retry (seconds), after the first attempt: the Standard Webhooks schedule
 * (Svix's), stretched so that the last try falls after the three days of failure that disable.
 */
export const webhookRetrySeconds = [
  5,
  5 * 60,
  30 * 60,
  2 * 3600,
  5 * 3600,
  10 * 3600,
  10 * 3600,
  14 * 3600,
  14 * 3600,
  14 * 3600,
] as const;

const urlSchema = z
  .string({ error: 'webhooks.urlInvalid' })
  .trim()
  .max(webhookUrlMax, 'webhooks.urlInvalid')
  // The shape only (the domain has no URL parser): the server parses it and checks its scheme
  // and addresses (features/webhooks/addresses.ts).
  .refine((value) => /^https?:\/\/[^\s/?#@]+(?:[/?#]\S*)?$/i.test(value), 'webhooks.urlInvalid');

const eventsSchema = z
  .array(z.enum(webhookEvents, { error: 'webhooks.eventUnknown' }), {
    error: 'webhooks.eventsRequired',
  })
  .min(1, 'webhooks.eventsRequired')
  .max(webhookEvents.length, 'webhooks.eventUnknown')
  .transform((events) => [...new Set(events)]);

const descriptionSchema = z
  .string()
  .trim()
  .max(200, 'webhooks.descriptionTooLong')
  .refine(...noBidiControls);

export const createWebhookSchema = z
  .object({
    url: urlSchema,
    events: eventsSchema,
    description: descriptionSchema.optional(),
    format: z.enum(webhookFormats, { error: 'webhooks.formatInvalid' }).optional(),
  })
  .meta({ id: 'CreateWebhookRequest' });
export type CreateWebhookInput = z.infer<typeof createWebhookSchema>;

export const updateWebhookSchema = z
  .object({
    url: urlSchema.optional(),
    events: eventsSchema.optional(),
    description: descriptionSchema.optional(),
    format: z.enum(webhookFormats, { error: 'webhooks.formatInvalid' }).optional(),
    /** `active` turns a disabled webhook on again (its failure clock starts afresh). */
    status: z.enum(webhookStatuses, { error: 'webhooks.statusInvalid' }).optional(),
  })
  .meta({ id: 'UpdateWebhookRequest' });
export type UpdateWebhookInput = z.infer<typeof updateWebhookSchema>;

export const webhookSchema = z
  .object({
    _id: z.uuid(),
    url: z.string(),
    events: z.array(z.enum(webhookEvents)),
    status: z.enum(webhookStatuses),
    description: z.string(),
    format: z.enum(webhookFormats),
    createdAt: z.string(),
    /** Since when every attempt failed; null while the last one succeeded. */
    failingSince: z.string().nullable(),
    disabledAt: z.string().nullable(),
  })
  .meta({ id: 'Webhook' });
export type Webhook = z.infer<typeof webhookSchema>;

export const createdWebhookSchema = z
  .object({
    webhook: webhookSchema,
    /** `whsec_<base64>`: shown once, here; the signing key of every delivery. */
    secret: z.string(),
  })
  .meta({ id: 'CreatedWebhook' });

export const webhookAnswerSchema = z
  .object({ webhook: webhookSchema })
  .meta({ id: 'WebhookAnswer' });
export const webhookListSchema = z
  .object({ webhooks: z.array(webhookSchema) })
  .meta({ id: 'WebhookList' });

export const webhookIdParamsSchema = z.object({ id: z.uuid() });
export const deliveryParamsSchema = z.object({ id: z.uuid(), deliveryId: z.uuid() });

export const webhookAttemptSchema = z
  .object({
    at: z.string(),
    /** The receiver's HTTP status; null when none came (time-out, refused address, no connection). */
    statusCode: z.number().int().nullable(),
    durationMs: z.number().int(),
    /** Why it failed, in words (time-out, redirect not followed, address refused...); null on 2xx. */
    error: z.string().nullable(),
  })
  .meta({ id: 'WebhookAttempt' });

export const webhookDeliverySchema = z
  .object({
    _id: z.uuid(),
    /** The `webhook-id` header: the same on every attempt, for the receiver to deduplicate. */
    messageId: z.string(),
    type: z.string(),
    status: z.enum(deliveryStatuses),
    attempts: z.number().int(),
    statusCode: z.number().int().nullable(),
    durationMs: z.number().int().nullable(),
    nextAttemptAt: z.string().nullable(),
    createdAt: z.string(),
    attemptList: z.array(webhookAttemptSchema),
  })
  .meta({ id: 'WebhookDelivery' });
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const deliveriesQuerySchema = pagingQuerySchema.extend({
  status: z.enum(deliveryStatuses, { error: 'webhooks.statusInvalid' }).optional(),
});
export type DeliveriesQuery = z.infer<typeof deliveriesQuerySchema>;

export const webhookDeliveryPageSchema = z
  .object({
    deliveries: z.array(webhookDeliverySchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .meta({ id: 'WebhookDeliveryPage' });

export const webhookDeliveryAnswerSchema = z
  .object({ delivery: webhookDeliverySchema })
  .meta({ id: 'WebhookDeliveryAnswer' });
