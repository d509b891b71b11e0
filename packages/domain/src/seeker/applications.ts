// Issue 46, decisions.md 23: My applications as the job seeker reads them: the next interview
// (when, in which time zone, where or by which video link) and whether withdrawing can still
// matter: not once the application is decided (hired or rejected; a withdrawn one is gone).
import { z } from 'zod';
import type { StageKind } from '../process/stages';

export const nextInterviewSchema = z
  .object({
    startsAt: z.iso.datetime(),
    durationMinutes: z.number().int(),
    timeZone: z.string(),
    location: z.string().nullable(),
    videoUrl: z.string().nullable(),
  })
  .meta({ id: 'NextInterview' });
export type NextInterview = z.infer<typeof nextInterviewSchema>;

/** Withdrawing matters while the application is open: an active stage or an offer. */
export function withdrawMatters(kind: StageKind | undefined): boolean {
  return kind !== 'hired' && kind !== 'rejected';
}
