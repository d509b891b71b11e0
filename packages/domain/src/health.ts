import { z } from 'zod';

export const healthSchema = z
  .object({ status: z.enum(['ok', 'unavailable']) })
  .meta({ id: 'Health' });
export type Health = z.infer<typeof healthSchema>;

export const versionSchema = z
  .object({ name: z.string(), version: z.string() })
  .meta({ id: 'Version' });
