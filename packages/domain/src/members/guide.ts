// Issue 46 (decision 252): a new company's first hour. The first login of a member who may edit
// the company opens a short guide, kept per member on the server so that it can be skipped and
// resumed on any device: the member's name and the company (name and logo), the team, the first
// posting, and where applicants arrive.
import { z } from 'zod';
import { memberNameSchema } from './schemas';

export const guideSteps = ['profile', 'team', 'posting', 'applicants'] as const;
export type GuideStep = (typeof guideSteps)[number];

export const companyGuideSchema = z
  .object({
    /** The steps done, in the guide's order. */
    done: z.array(z.enum(guideSteps)),
    /** The first step not done; null once every step is done. */
    next: z.enum(guideSteps).nullable(),
    /** When the member chose "Skip the guide" (null: not skipped, or resumed since). */
    skippedAt: z.iso.datetime().nullable(),
    /** When the last step was done. */
    finishedAt: z.iso.datetime().nullable(),
    /** Whether the login should open the guide: not finished and not skipped. */
    open: z.boolean(),
  })
  .meta({ id: 'CompanyGuide' });
export type CompanyGuide = z.infer<typeof companyGuideSchema>;

export const updateCompanyGuideSchema = z
  .object({
    /** A step done (or passed over) now. */
    stepDone: z.enum(guideSteps).optional(),
    /** true: "Skip the guide"; false: resume it. */
    skipped: z.boolean().optional(),
  })
  .refine((v) => v.stepDone !== undefined || v.skipped !== undefined, {
    message: 'members.guideEmpty',
    path: ['stepDone'],
  })
  .meta({ id: 'UpdateCompanyGuideRequest' });
export type UpdateCompanyGuideInput = z.infer<typeof updateCompanyGuideSchema>;

/** setMemberName: a member's own name (the owner is asked on the guide). */
export const memberNameBodySchema = z
  .object({ name: memberNameSchema })
  .meta({ id: 'MemberNameRequest' });
export type MemberNameInput = z.infer<typeof memberNameBodySchema>;

/** The guide's state from the steps done and the skip (the server stores both). */
export function guideOf(
  done: readonly string[],
  skippedAt: Date | null,
  finishedAt: Date | null,
): CompanyGuide {
  const doneSteps = guideSteps.filter((step) => done.includes(step));
  const next = guideSteps.find((step) => !doneSteps.includes(step)) ?? null;
  return {
    done: doneSteps,
    next,
    skippedAt: skippedAt?.toISOString() ?? null,
    finishedAt: finishedAt?.toISOString() ?? null,
    open: next !== null && skippedAt === null,
  };
}
