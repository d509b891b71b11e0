// spec 3 (One-time user), spec 7 (generateLink, oneTimeLink, allOneTimeUsers): the payloads of
// single-use questionnaire links, shared by the server (validation, OpenAPI) and the web app.
import { z } from 'zod';
import { isiAnswersSchema, isiCurrentSchema, isiFlagsSchema, isiTimingsSchema } from '../isi/types';
import { actorSchema } from '../members/schemas';
import { pagingQuerySchema } from '../paging';

/** Addresses are compared without regard to case (one link per company and address). */
export const linkEmailSchema = z
  .string({ error: 'links.emailRequired' })
  .trim()
  .min(1, 'links.emailRequired')
  .max(254, 'links.emailInvalid')
  .regex(z.regexes.email, 'links.emailInvalid');

export const generateLinkBodySchema = z
  .object({ email: linkEmailSchema })
  .meta({ id: 'GenerateLinkBody' });
export type GenerateLinkBody = z.infer<typeof generateLinkBodySchema>;

/** spec 7: the web app builds the public link from the part after 'oneTimeLink/'. */
export const generateLinkAnswerSchema = z
  .object({ url: z.string() })
  .meta({ id: 'GenerateLinkAnswer' });
export type GenerateLinkAnswer = z.infer<typeof generateLinkAnswerSchema>;

/** The part of a link URL after 'oneTimeLink/': the code that the public link carries. */
export function codeOfLinkUrl(url: string): string | null {
  const marker = 'oneTimeLink/';
  const at = url.lastIndexOf(marker);
  if (at < 0) return null;
  const code = url.slice(at + marker.length).split(/[?#/]/)[0] ?? '';
  return code === '' ? null : code;
}

/** A code as it arrives from a URL; an unknown or malformed one is simply not found (404). */
export const linkCodeSchema = z.string().min(1).max(256);

/** What the holder of a link sees before starting (valid, or why it cannot be used). */
export const linkStates = ['valid', 'used', 'expired', 'revoked'] as const;
export type LinkState = (typeof linkStates)[number];

export const linkStatusSchema = z
  .object({
    state: z.enum(linkStates),
    companyName: z.string(),
    expiresAt: z.iso.datetime(),
  })
  .meta({ id: 'OneTimeLinkStatus' });
export type LinkStatus = z.infer<typeof linkStatusSchema>;

export const oneTimeSubmissionSchema = z
  .object({ code: linkCodeSchema, result: isiAnswersSchema, timings: isiTimingsSchema.optional() })
  .meta({ id: 'OneTimeSubmission' });
export type OneTimeSubmission = z.infer<typeof oneTimeSubmissionSchema>;

export const oneTimeSubmissionAnswerSchema = z
  .object({ accepted: z.literal(true) })
  .meta({ id: 'OneTimeSubmissionAnswer' });

/** How a company sees one of its links in the list. */
export const oneTimeUserStates = ['pending', 'completed', 'expired', 'revoked'] as const;
export type OneTimeUserState = (typeof oneTimeUserStates)[number];

/**
 * What a row of the list is (decision 173): a single-use questionnaire link (also a guest's
 * invitation to a posting), or an invitation of a job seeker with an account to apply to a
 * posting, which holds no questionnaire: completed means they applied with their account.
 */
export const oneTimeUserKinds = ['link', 'applyInvitation'] as const;
export type OneTimeUserKind = (typeof oneTimeUserKinds)[number];

export const oneTimeUserSchema = z
  .object({
    _id: z.uuid(),
    kind: z.enum(oneTimeUserKinds),
    email: z.string(),
    isFilled: z.boolean(),
    state: z.enum(oneTimeUserStates),
    createdAt: z.iso.datetime(),
    expiresAt: z.iso.datetime(),
    completedAt: z.iso.datetime().nullable(),
    /** The member who generated the link (null for links from before members existed). */
    by: actorSchema,
    // iRes1, iRes2 and the eight scores; all null until the questionnaire is completed.
    ...isiCurrentSchema.shape,
    /** Response quality of the submitted answers (decision 135); null until completed. */
    isiFlags: isiFlagsSchema.nullable(),
  })
  .meta({ id: 'OneTimeUser' });
export type OneTimeUser = z.infer<typeof oneTimeUserSchema>;

export const oneTimeUsersQuerySchema = pagingQuerySchema;

export const oneTimeUsersPageSchema = z
  .object({
    oneTimeUsers: z.array(oneTimeUserSchema),
    total: z.number().int().min(0),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1),
  })
  .meta({ id: 'OneTimeUsersPage' });
export type OneTimeUsersPage = z.infer<typeof oneTimeUsersPageSchema>;

export const oneTimeUserIdParamsSchema = z.object({ id: z.uuid() });

/**
 * Revoking shares its path with getOneTimeLink, `/api/company/oneTimeLink/{code}` (decisions.md
 * 17: no two equivalent paths in the OpenAPI document); what it takes there is the one-time
 * user's id, not the link's code.
 */
export const revokeLinkParamsSchema = z.object({
  code: z.uuid().describe("The one-time user's `_id` (as allOneTimeUsers lists it)"),
});

export const resendLinkAnswerSchema = z
  .object({ url: z.string(), oneTimeUser: oneTimeUserSchema })
  .meta({ id: 'ResendLinkAnswer' });
export type ResendLinkAnswer = z.infer<typeof resendLinkAnswerSchema>;

export const revokeLinkAnswerSchema = z
  .object({ oneTimeUser: oneTimeUserSchema })
  .meta({ id: 'RevokeLinkAnswer' });
