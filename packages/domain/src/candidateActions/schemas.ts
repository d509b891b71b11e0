// Issue 23 (decision 146): acting on a candidate where a company finds them (search results, the
// candidate's profile). Add to a posting's pipeline (source `sourced`), invite to apply through a
// posting's single-use link, and the company's own notes on a candidate who need not be its
// applicant. One schema per payload for the web forms, the server and the OpenAPI document;
// messages are keys of ./messages.ts.
import { z } from 'zod';
import { actorSchema } from '../members/schemas';
import { applicationSources } from '../process/schemas';

export const candidateNoteLimits = {
  textMax: 2000,
  /** Notes answered at once (newest first); a candidate with more shows the newest. */
  listMax: 200,
} as const;

/** The posting of addCandidateToJob / inviteCandidateToJob. */
export const candidateJobParamsSchema = z.object({ id: z.uuid() });
export const candidateParamsSchema = z.object({ id: z.uuid() });

/** POST /api/company/jobs/{id}/candidates and .../candidates/invite: who. */
export const candidateRefBodySchema = z
  .object({ userId: z.uuid('candidateActions.userRequired') })
  .meta({ id: 'CandidateRef' });
export type CandidateRefBody = z.input<typeof candidateRefBodySchema>;

/** The application a company made by hand from search (source `sourced`). */
export const sourcedApplicationSchema = z
  .object({
    _id: z.uuid(),
    jobId: z.uuid(),
    userId: z.uuid(),
    stage: z.string(),
    source: z.enum(applicationSources),
    appliedAt: z.iso.datetime(),
  })
  .meta({ id: 'SourcedApplication' });
export type SourcedApplication = z.infer<typeof sourcedApplicationSchema>;

export const candidateInviteAnswerSchema = z
  .object({ jobId: z.uuid(), userId: z.uuid(), invited: z.literal(true) })
  .meta({ id: 'CandidateInvite' });
export type CandidateInviteAnswer = z.infer<typeof candidateInviteAnswerSchema>;

/** POST /api/company/candidates/{id}/notes. */
export const candidateNoteBodySchema = z
  .object({
    text: z
      .string({ error: 'candidateActions.noteRequired' })
      .trim()
      .min(1, 'candidateActions.noteRequired')
      .max(candidateNoteLimits.textMax, 'candidateActions.noteTooLong'),
  })
  .meta({ id: 'CandidateNoteBody' });
export type CandidateNoteBody = z.input<typeof candidateNoteBodySchema>;

export const candidateNoteSchema = z
  .object({
    _id: z.uuid(),
    text: z.string(),
    createdAt: z.iso.datetime(),
    by: actorSchema,
  })
  .meta({ id: 'CandidateNote' });
export type CandidateNote = z.infer<typeof candidateNoteSchema>;

export const candidateNotesSchema = z
  .object({ notes: z.array(candidateNoteSchema) })
  .meta({ id: 'CandidateNotes' });
export type CandidateNotes = z.infer<typeof candidateNotesSchema>;
