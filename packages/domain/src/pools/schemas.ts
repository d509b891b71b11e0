// Issue 21, decision 137: talent pools (named lists of job seekers shared in a company, a note per
// entry) and saved searches with a daily alert of new matches. One schema per payload for the web
// forms, the server's request validation and the OpenAPI document; messages are keys of
// ./messages.ts.
import { z } from 'zod';
import { noBidiControls } from '../controlCharacters';
import { candidateFiltersSchema } from '../company/search';
import { actorSchema } from '../members/schemas';
import { pagingQuerySchema } from '../paging';

export const poolLimits = {
  nameMax: 80,
  noteMax: 1000,
  /** Candidates added in one request (search results, a selection). */
  addMax: 100,
  /** Entries one pool holds. */
  entriesMax: 5000,
  /** Pools of one company. */
  poolsMax: 200,
  /** Saved searches of one member. */
  savedSearchesMax: 25,
  /** New candidates listed in one alert mail (the mail says how many more there are). */
  alertListMax: 20,
} as const;

const nameSchema = (prefix: 'pools' | 'savedSearches') =>
  z
    .string({ error: `${prefix}.nameRequired` })
    .trim()
    .min(1, `${prefix}.nameRequired`)
    .max(poolLimits.nameMax, `${prefix}.nameTooLong`)
    // decisions.md 16 (issue 38): a pool's or a saved search's name is shown to the whole company.
    .refine(...noBidiControls);

const noteSchema = z
  .string({ error: 'pools.noteInvalid' })
  .trim()
  .max(poolLimits.noteMax, 'pools.noteTooLong');

export const poolIdParamsSchema = z.object({ id: z.uuid() });
export const poolEntryParamsSchema = z.object({ id: z.uuid(), userId: z.uuid() });

/** POST /api/company/talent-pools, PUT /api/company/talent-pools/{id}. */
export const poolBodySchema = z
  .object({ name: nameSchema('pools') })
  .meta({ id: 'TalentPoolBody' });
export type PoolBody = z.input<typeof poolBodySchema>;

export const poolSchema = z
  .object({
    _id: z.uuid(),
    name: z.string(),
    /** Entries in the pool. */
    count: z.number().int().min(0),
    createdAt: z.string(),
    updatedAt: z.string(),
    by: actorSchema,
    /** With `userId` in the query: the candidate is in this pool. */
    contains: z.boolean().optional(),
  })
  .meta({ id: 'TalentPool' });
export type Pool = z.infer<typeof poolSchema>;

/** GET /api/company/talent-pools: by name; `userId` says which pools hold that candidate. */
export const poolsQuerySchema = pagingQuerySchema.extend({
  userId: z.uuid().optional(),
});
export type PoolsQuery = z.infer<typeof poolsQuerySchema>;

export const poolPageSchema = z
  .object({
    pools: z.array(poolSchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .meta({ id: 'TalentPoolPage' });
export type PoolPage = z.infer<typeof poolPageSchema>;

/**
 * A candidate as a pool shows them: the fields of a search result (never the contact details,
 * decision 128). null when the candidate is hidden from this company: not discoverable (or no
 * longer complete) and not its applicant (decision 137).
 */
export const poolCandidateSchema = z
  .object({
    _id: z.uuid(),
    name: z.string(),
    email: z.string(),
    jobPosition: z.string(),
    yearsOfExp: z.string(),
    HLOfEdu: z.string(),
    faculty: z.string(),
    iRes1: z.number().int().nullable(),
    iRes2: z.number().int().nullable(),
  })
  .meta({ id: 'TalentPoolCandidate' });
export type PoolCandidate = z.infer<typeof poolCandidateSchema>;

export const poolEntrySchema = z
  .object({
    userId: z.uuid(),
    candidate: poolCandidateSchema.nullable(),
    /** The candidate turned `discoverable` off (and is not this company's applicant). */
    hidden: z.boolean(),
    note: z.string(),
    addedAt: z.string(),
    by: actorSchema,
  })
  .meta({ id: 'TalentPoolEntry' });
export type PoolEntry = z.infer<typeof poolEntrySchema>;

export const poolEntriesQuerySchema = pagingQuerySchema;

export const poolEntryPageSchema = z
  .object({
    pool: poolSchema,
    entries: z.array(poolEntrySchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .meta({ id: 'TalentPoolEntryPage' });
export type PoolEntryPage = z.infer<typeof poolEntryPageSchema>;

/** POST /api/company/talent-pools/{id}/entries. */
export const addPoolEntriesBodySchema = z
  .object({
    userIds: z
      .array(z.uuid('pools.userIdsInvalid'), { error: 'pools.userIdsInvalid' })
      .min(1, 'pools.userIdsRequired')
      .max(poolLimits.addMax, 'pools.tooManyUsers'),
    note: noteSchema.optional(),
  })
  .meta({ id: 'TalentPoolAddBody' });
export type AddPoolEntriesBody = z.input<typeof addPoolEntriesBodySchema>;

/** Why a candidate was not added: unknown, hidden from the company, or the pool is full. */
export const poolSkipReasons = ['notFound', 'hidden', 'poolFull'] as const;
export type PoolSkipReason = (typeof poolSkipReasons)[number];

export const addPoolEntriesAnswerSchema = z
  .object({
    added: z.array(z.uuid()),
    /** Already in the pool: left as they were (their note too). */
    already: z.array(z.uuid()),
    skipped: z.array(z.object({ userId: z.uuid(), reason: z.enum(poolSkipReasons) })),
  })
  .meta({ id: 'TalentPoolAddAnswer' });
export type AddPoolEntriesAnswer = z.infer<typeof addPoolEntriesAnswerSchema>;

/** PATCH /api/company/talent-pools/{id}/entries/{userId}. */
export const poolEntryNoteBodySchema = z
  .object({ note: noteSchema })
  .meta({ id: 'TalentPoolEntryNoteBody' });
export type PoolEntryNoteBody = z.input<typeof poolEntryNoteBodySchema>;

/** POST /api/company/talent-pools/{id}/invite: every entry to a published posting. */
export const invitePoolBodySchema = z
  .object({ jobId: z.uuid('pools.jobRequired') })
  .meta({ id: 'TalentPoolInviteBody' });
export type InvitePoolBody = z.input<typeof invitePoolBodySchema>;

/**
 * Why a pool's candidate was not invited: already applied to the posting, already holds an
 * invitation link to it, hidden from the company, the company's mails of the day are used up
 * (MAIL_CAP_REACHED), or its single-use links of the hour are (RATE_LIMIT_LINKS).
 */
export const inviteSkipReasons = [
  'alreadyApplied',
  'alreadyInvited',
  'hidden',
  'mailCapReached',
  'rateLimited',
] as const;
export type InviteSkipReason = (typeof inviteSkipReasons)[number];

export const invitePoolAnswerSchema = z
  .object({
    invited: z.array(z.uuid()),
    skipped: z.array(z.object({ userId: z.uuid(), reason: z.enum(inviteSkipReasons) })),
  })
  .meta({ id: 'TalentPoolInviteAnswer' });
export type InvitePoolAnswer = z.infer<typeof invitePoolAnswerSchema>;

// ------------------------------------------------------------------------------------------
// Saved searches and their alerts

/** What a saved search keeps: the company search's filters and free text (not sort or page). */
export const savedSearchFiltersSchema = candidateFiltersSchema;
export type SavedSearchFilters = z.infer<typeof savedSearchFiltersSchema>;

export const savedSearchIdParamsSchema = z.object({ id: z.uuid() });

export const createSavedSearchBodySchema = z
  .object({
    name: nameSchema('savedSearches'),
    filters: savedSearchFiltersSchema,
    alert: z.boolean().default(true),
  })
  .meta({ id: 'SavedSearchBody' });
export type CreateSavedSearchBody = z.input<typeof createSavedSearchBodySchema>;

export const updateSavedSearchBodySchema = z
  .object({
    name: nameSchema('savedSearches').optional(),
    filters: savedSearchFiltersSchema.optional(),
    alert: z.boolean().optional(),
  })
  .meta({ id: 'SavedSearchUpdateBody' });
export type UpdateSavedSearchBody = z.input<typeof updateSavedSearchBodySchema>;

/** The stored filters as answers carry them (already parsed: no transforms to run again). */
export const savedSearchFiltersAnswerSchema = z
  .object({
    jobPosition: z.string().optional(),
    yearsOfExp: z.string().optional(),
    HLOfEdu: z.string().optional(),
    faculty: z.string().optional(),
    iRes1: z.number().int().optional(),
    iRes2: z.number().int().optional(),
    q: z.string().optional(),
  })
  .meta({ id: 'SavedSearchFilters' });

export const savedSearchSchema = z
  .object({
    _id: z.uuid(),
    name: z.string(),
    filters: savedSearchFiltersAnswerSchema,
    alert: z.boolean(),
    lastAlertAt: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'SavedSearch' });
export type SavedSearch = z.infer<typeof savedSearchSchema>;

export const savedSearchesQuerySchema = pagingQuerySchema;

export const savedSearchPageSchema = z
  .object({
    savedSearches: z.array(savedSearchSchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .meta({ id: 'SavedSearchPage' });
export type SavedSearchPage = z.infer<typeof savedSearchPageSchema>;

/** The unsubscribe token of an alert mail: 256 random bits, base64url. */
export const unsubscribeTokenSchema = z
  .string({ error: 'savedSearches.tokenInvalid' })
  .regex(/^[A-Za-z0-9_-]{43}$/, 'savedSearches.tokenInvalid');

/** POST /api/saved-searches/unsubscribe (no login: the token is the proof). */
export const unsubscribeBodySchema = z
  .object({ token: unsubscribeTokenSchema })
  .meta({ id: 'UnsubscribeBody' });

export const unsubscribeAnswerSchema = z
  .object({ name: z.string(), alert: z.literal(false) })
  .meta({ id: 'UnsubscribeAnswer' });
export type UnsubscribeAnswer = z.infer<typeof unsubscribeAnswerSchema>;

/** The web page the alert mail's unsubscribe link opens. */
export const unsubscribePath = (token: string) => `/alerts/unsubscribe/${token}`;
