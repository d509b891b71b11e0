// Description cards (a company's saved checklist result) and the candidates of a leadership style.
// One schema each for the web form, the server's request validation and the OpenAPI document.
import { z } from 'zod';
import { noBidiControls } from '../controlCharacters';
import { limits } from '../limits';
import { actorSchema } from '../members/schemas';
import { pagingQuerySchema } from '../paging';
import { checklistKinds, checklistSizes, leadershipStyles } from './items';

export const descriptionCardLimits = { titleMax: 200, descriptionMax: 5000 } as const;

export const checklistKindSchema = z.enum(checklistKinds);

export const leadershipProfileSchema = z
  .object({ '4': z.number(), '5': z.number(), '6': z.number(), '7': z.number() })
  .meta({ id: 'LeadershipProfile', description: 'Percentage per leadership style (types 4..7)' });

/** The ticked item indexes of a checklist: at most 10, each once, each on the checklist. */
const itemsSchema = z
  .array(z.number().int('checklists.itemUnknown').min(0, 'checklists.itemUnknown'))
  .max(limits.checklistMaxChoices, 'checklists.tooManyChoices');

export const descriptionCardInputSchema = z
  .object({
    kind: checklistKindSchema,
    title: z
      .string()
      .trim()
      .min(1, 'checklists.titleRequired')
      .max(descriptionCardLimits.titleMax, 'checklists.titleTooLong')
      .refine(...noBidiControls),
    description: z
      .string()
      .trim()
      .max(descriptionCardLimits.descriptionMax, 'checklists.descriptionTooLong')
      .default(''),
    items: itemsSchema.min(1, 'checklists.itemsRequired'),
  })
  .superRefine((card, ctx) => {
    if (new Set(card.items).size !== card.items.length) {
      ctx.addIssue({ code: 'custom', path: ['items'], message: 'checklists.itemRepeated' });
    }
    if (card.items.some((i) => i >= checklistSizes[card.kind])) {
      ctx.addIssue({ code: 'custom', path: ['items'], message: 'checklists.itemUnknown' });
    }
  });
// No component id: with its defaults and trimming, the request type differs from the parsed type,
// and one OpenAPI component name cannot stand for both.
export type DescriptionCardInput = z.input<typeof descriptionCardInputSchema>;

export const descriptionCardSchema = z
  .object({
    _id: z.uuid(),
    kind: checklistKindSchema,
    title: z.string(),
    description: z.string(),
    items: z.array(z.number().int()),
    profile: leadershipProfileSchema,
    /** The strongest style of the profile; null when no item points anywhere. */
    top: z.union(leadershipStyles.map((s) => z.literal(s))).nullable(),
    /** Every style sharing the top score, in order 4..7: more than one on a tie (issue 23). */
    topStyles: z.array(z.union(leadershipStyles.map((s) => z.literal(s)))),
    createdAt: z.string(),
    /** The member who saved the card (null for cards from before members existed). */
    by: actorSchema,
  })
  .meta({ id: 'DescriptionCard' });
export type DescriptionCard = z.infer<typeof descriptionCardSchema>;

export const descriptionCardPageSchema = z
  .object({
    cards: z.array(descriptionCardSchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .meta({ id: 'DescriptionCardPage' });
export type DescriptionCardPage = z.infer<typeof descriptionCardPageSchema>;

export const descriptionCardParamsSchema = z.object({ id: z.string() });

export const candidatesQuerySchema = pagingQuerySchema.extend({
  style: z.coerce
    .number('checklists.styleInvalid')
    .int('checklists.styleInvalid')
    .min(4, 'checklists.styleInvalid')
    .max(7, 'checklists.styleInvalid'),
  /**
   * Issue 40: Job Match for a posting. The candidates of the style ranked by the posting's fit
   * score (every must-have met first), each with its fit and reasons, as search's sort=fit.
   */
  jobId: z.uuid('error.VALIDATION_FAILED').optional(),
});
export type CandidatesQuery = z.infer<typeof candidatesQuerySchema>;

/** The candidates of a style answer in the company search's shape (spec 3, Search result user). */
export { candidateSearchResultSchema as candidatePageSchema } from '../company/search';
export type { SearchResultUser as Candidate } from '../company/search';
export type { CandidateSearchResult as CandidatePage } from '../company/search';
