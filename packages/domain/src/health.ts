import { z } from 'zod';

export const healthSchema = z
  .object({ status: z.enum(['ok', 'unavailable']) })
  .meta({ id: 'Health' });
export type Health = z.infer<typeof healthSchema>;

/**
 * decisions.md 22 (decision 222): whether this process should get requests. Each check is `ok` or
 * `failing`; `draining` is true from the shutdown signal on (a balancer takes the node out while
 * running requests finish).
 */
export const readinessSchema = z
  .object({
    status: z.enum(['ok', 'unavailable']),
    checks: z.object({
      database: z.enum(['ok', 'failing']),
      migrations: z.enum(['ok', 'failing']),
      storage: z.enum(['ok', 'failing']),
    }),
    draining: z.boolean(),
  })
  .meta({ id: 'Readiness' });
export type Readiness = z.infer<typeof readinessSchema>;

export const versionSchema = z
  .object({ name: z.string(), version: z.string() })
  .meta({ id: 'Version' });
