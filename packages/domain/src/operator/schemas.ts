// Decision 120 (issue 24, decisions.md 15): the payloads of the operator console. One schema,
// three uses: web forms, server routes, the OpenAPI document. Messages are keys of ./messages.ts.
import { z } from 'zod';
import { pagingQuerySchema } from '../paging';

export const operatorAccountTypes = ['user', 'company'] as const;
export type OperatorAccountType = (typeof operatorAccountTypes)[number];

export const operatorSelfSchema = z.object({ operator: z.boolean() }).meta({ id: 'OperatorSelf' });
export type OperatorSelf = z.infer<typeof operatorSelfSchema>;

export const operatorAccountSchema = z
  .object({
    _id: z.uuid(),
    type: z.enum(operatorAccountTypes),
    email: z.string(),
    name: z.string().nullable(),
    createdAt: z.string(),
    disabledAt: z.string().nullable(),
  })
  .meta({ id: 'OperatorAccount' });
export type OperatorAccount = z.infer<typeof operatorAccountSchema>;

export const operatorAccountsQuerySchema = pagingQuerySchema.extend({
  q: z.string().trim().max(100, 'operator.queryTooLong').optional(),
  type: z.enum(operatorAccountTypes).optional(),
});
export type OperatorAccountsQuery = z.infer<typeof operatorAccountsQuerySchema>;

export const operatorAccountPageSchema = z
  .object({
    accounts: z.array(operatorAccountSchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .meta({ id: 'OperatorAccountPage' });
export type OperatorAccountPage = z.infer<typeof operatorAccountPageSchema>;

export const operatorAccountParamsSchema = z.object({
  type: z.enum(operatorAccountTypes),
  id: z.uuid(),
});

/** Why an account is disabled or enabled again: kept in the operator audit. */
export const operatorReasonMax = 500;
export const operatorReasonBodySchema = z
  .object({
    reason: z
      .string({ error: 'operator.reasonRequired' })
      .trim()
      .min(1, 'operator.reasonRequired')
      .max(operatorReasonMax, 'operator.reasonTooLong'),
  })
  .meta({ id: 'OperatorReason' });
export type OperatorReasonBody = z.infer<typeof operatorReasonBodySchema>;

export const operatorAccountAnswerSchema = z
  .object({ account: operatorAccountSchema })
  .meta({ id: 'OperatorAccountAnswer' });

/** pg-boss's job states (decision 120). */
export const jobStates = [
  'created',
  'retry',
  'active',
  'completed',
  'cancelled',
  'failed',
] as const;
export type JobState = (typeof jobStates)[number];

export const jobNameSchema = z.string().trim().min(1).max(100);

export const operatorJobsQuerySchema = pagingQuerySchema.extend({
  name: jobNameSchema.optional(),
  state: z.enum(jobStates).optional(),
});
export type OperatorJobsQuery = z.infer<typeof operatorJobsQuerySchema>;

/** A job as the console shows it: a mail shows its recipient and subject, never its body. */
export const operatorJobSchema = z
  .object({
    _id: z.string(),
    name: z.string(),
    state: z.enum(jobStates),
    retryCount: z.number().int(),
    retryLimit: z.number().int(),
    createdAt: z.string().nullable(),
    startedAt: z.string().nullable(),
    completedAt: z.string().nullable(),
    error: z.string().nullable(),
    mail: z.object({ to: z.string(), subject: z.string() }).nullable(),
  })
  .meta({ id: 'OperatorJob' });
export type OperatorJob = z.infer<typeof operatorJobSchema>;

export const operatorJobPageSchema = z
  .object({
    jobs: z.array(operatorJobSchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .meta({ id: 'OperatorJobPage' });
export type OperatorJobPage = z.infer<typeof operatorJobPageSchema>;

export const operatorJobParamsSchema = z.object({ id: z.string().min(1).max(100) });

export const operatorRetryAnswerSchema = z
  .object({ retried: z.literal(true) })
  .meta({ id: 'OperatorRetryAnswer' });

export const operatorQueueCountsSchema = z
  .object({
    queues: z.array(
      z.object({ name: z.string(), state: z.enum(jobStates), count: z.number().int() }),
    ),
  })
  .meta({ id: 'OperatorQueueCounts' });
export type OperatorQueueCounts = z.infer<typeof operatorQueueCountsSchema>;

export const operatorActions = ['account.disabled', 'account.enabled', 'job.retried'] as const;
export type OperatorAction = (typeof operatorActions)[number];

export const operatorAuditEventSchema = z
  .object({
    _id: z.uuid(),
    at: z.string(),
    operatorEmail: z.string(),
    action: z.enum(operatorActions),
    target: z.object({ type: z.string(), id: z.string() }),
    details: z.record(z.string(), z.unknown()),
  })
  .meta({ id: 'OperatorAuditEvent' });
export type OperatorAuditEvent = z.infer<typeof operatorAuditEventSchema>;

export const operatorAuditQuerySchema = pagingQuerySchema;

export const operatorAuditPageSchema = z
  .object({
    events: z.array(operatorAuditEventSchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .meta({ id: 'OperatorAuditPage' });
export type OperatorAuditPage = z.infer<typeof operatorAuditPageSchema>;
