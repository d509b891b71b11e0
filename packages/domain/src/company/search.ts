// spec 5 (Filter) and decisions.md section 3: the candidate search of a company. The spec's six
// filters (only filled ones apply), a free-text `q` over name, skills and job titles, and paging.
import { z } from 'zod';
import { limits } from '../limits';
import { faculties, hlOfEdu, professionalFields, yearsOfExp } from '../profile/enums';
import { normalizeSearchText } from '../search/normalize';

/** Empty query values ('' from a form or URL) count as "not filled" (spec 5: only filled fields). */
const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const filterOf = <T extends string>(values: readonly [T, ...T[]]) =>
  z.preprocess(blankToUndefined, z.enum(values).optional());

export const searchFilterKeys = [
  'jobPosition',
  'yearsOfExp',
  'HLOfEdu',
  'faculty',
  'iRes1',
  'iRes2',
] as const;
export type SearchFilterKey = (typeof searchFilterKeys)[number];

/** At most this many words of `q` are matched (each must appear). */
export const searchQueryMaxTerms = 6;
export const searchQueryMaxLength = 100;

export const candidateFiltersSchema = z.object({
  jobPosition: filterOf(professionalFields.values),
  yearsOfExp: filterOf(yearsOfExp.values),
  HLOfEdu: filterOf(hlOfEdu.values),
  faculty: filterOf(faculties.values),
  /** Personality type 0..3 (spec 3: filter avatars). */
  iRes1: z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(3).optional()),
  /** Leadership style 4..7. */
  iRes2: z.preprocess(blankToUndefined, z.coerce.number().int().min(4).max(7).optional()),
  q: z.preprocess(blankToUndefined, z.string().trim().max(searchQueryMaxLength).optional()),
});
export type CandidateFilters = z.infer<typeof candidateFiltersSchema>;

/**
 * decisions.md 13: the order of the results. `relevance` (the default with q; without q it is the
 * order of today, by name), `name`, `newest`, and `fit` to a posting (`jobId`) or a saved
 * description card (`cardId`) of the searching company.
 */
export const searchSorts = ['relevance', 'name', 'newest', 'fit'] as const;
export type SearchSort = (typeof searchSorts)[number];

export const candidateSearchQuerySchema = candidateFiltersSchema
  .extend({
    sort: z.preprocess(blankToUndefined, z.enum(searchSorts).optional()),
    jobId: z.preprocess(blankToUndefined, z.uuid().optional()),
    cardId: z.preprocess(blankToUndefined, z.uuid().optional()),
    page: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(100_000).default(1)),
    pageSize: z.preprocess(
      blankToUndefined,
      z.coerce.number().int().min(1).max(limits.pageSizeMax).default(limits.pageSizeDefault),
    ),
  })
  .superRefine((query, ctx) => {
    if (query.sort !== 'fit') return;
    if ((query.jobId === undefined) === (query.cardId === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: ['jobId'],
        // Exactly one of jobId and cardId; the key's text says so to the person.
        message: 'company.searchFitTarget',
      });
    }
  });
export type CandidateSearchQuery = z.infer<typeof candidateSearchQuerySchema>;

/** The fit to a posting or card (decision 100), as the pipeline shows it: reasons translated. */
export const searchFitSchema = z
  .object({
    score: z.number().int().min(0).max(100).nullable(),
    /** Issue 40: every must-have of the posting met (or not known to be unmet). */
    passes: z.boolean().optional(),
    reasons: z.array(z.string()),
  })
  .meta({ id: 'SearchFit' });
export type SearchFit = z.infer<typeof searchFitSchema>;

/** spec 3 (Search result user). */
export const searchResultUserSchema = z
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
    /**
     * With q: the candidate's words that matched (as written in the profile) and a short snippet
     * of the name, job titles and skills that hold them; the web app marks the words in it.
     */
    highlight: z
      .object({ words: z.array(z.string()), snippet: z.string() })
      .optional()
      .meta({ id: 'SearchHighlight' }),
    /** With sort=fit: the fit score to the posting or card (decision 100) and its reasons. */
    fit: searchFitSchema.optional(),
  })
  .meta({ id: 'SearchResultUser' });
export type SearchResultUser = z.infer<typeof searchResultUserSchema>;

export const candidateSearchResultSchema = z
  .object({
    users: z.array(searchResultUserSchema),
    /** Matching candidates, counted up to totalCapOf(query) (decisions 092, 105). */
    total: z.number().int(),
    /** true: more than `total` candidates match; the count stopped there (or gave way). */
    totalIsLowerBound: z.boolean(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .meta({ id: 'CandidateSearchResult' });
export type CandidateSearchResult = z.infer<typeof candidateSearchResultSchema>;

/** The words of a free-text query, lower-case, at most searchQueryMaxTerms (the job board's q). */
export function searchTermsOf(q: string | undefined): string[] {
  if (!q) return [];
  return q.toLowerCase().split(/\s+/).filter(Boolean).slice(0, searchQueryMaxTerms);
}

/** What separates the words of a candidate search: white space, commas and semicolons (also Arabic). */
const termSeparators = /[\s,;\u060C\u061B]+/u;
/**
 * What is not a letter or digit at either end of a word ("(manager)", "python,", "pyth*", "a:*"):
 * the indexed text never holds it there, and a "*" or ":*" must not turn a word into a prefix.
 */
const wordEdges = /^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu;

/**
 * The words of a candidate search's free text, lower-case and normalized as the indexed text is
 * (decisions.md 13: "احمد" finds "أحمد"), without punctuation at their ends, at most
 * searchQueryMaxTerms.
 */
export function candidateTermsOf(q: string | undefined): string[] {
  if (!q) return [];
  return normalizeSearchText(q)
    .split(termSeparators)
    .map((term) => term.replace(wordEdges, ''))
    .filter(Boolean)
    .slice(0, searchQueryMaxTerms);
}

/**
 * A free text that is not blank but holds no word to search ("!!!", only diacritics or tatweel):
 * it finds no one, as a word no profile holds does, rather than everyone as an empty `q`.
 */
export function holdsNoSearchWord(q: string | undefined): boolean {
  return q !== undefined && q.trim() !== '' && candidateTermsOf(q).length === 0;
}

/**
 * A word the vocabulary lacks is also matched as the beginning of a word ("moh" finds "Mohamed")
 * when it has three letters or more and is letters and digits only; the server's query and the
 * highlight both follow this rule.
 */
export function isPrefixTerm(term: string): boolean {
  return term.length >= 3 && /^[\p{L}\p{N}]+$/u.test(term);
}

/** decisions.md 13: a word of at least this many letters is also found with one typo. */
export const searchTypoMinLength = 5;

/**
 * Search counts matches up to this many; beyond it the total is "more than searchTotalCap"
 * (totalIsLowerBound). An exact count of a broad search at a million users takes seconds
 * (docs/decisions/092-bounded-search-total.md).
 */
export const searchTotalCap = 1000;

/**
 * With free text (q), counting stops sooner: every match is checked against the row's text,
 * so counting a common word's thousand matches reads thousands of rows (tens of ms at a million
 * candidates), a hundred only a tenth of them (decision 105).
 */
export const searchTextTotalCap = 100;

/** Where the count of a search stops: searchTextTotalCap with free text, else searchTotalCap. */
export function totalCapOf(filters: { q?: string | undefined }): number {
  return candidateTermsOf(filters.q).length > 0 ? searchTextTotalCap : searchTotalCap;
}

/** The CSV export holds at most this many rows (all pages of the current search). */
export const csvExportMaxRows = 5000;

/**
 * users.search_text: name, skills and job titles in one lower-case string, for the free-text
 * search `q` (and its trigram index). Whoever writes a profile (PUT user, the demo seed) stores
 * this next to it.
 */
export function searchTextOf(profile: {
  name?: string | null;
  generalSkills?: readonly { name: string }[] | null;
  technicalSkills?: readonly { name: string }[] | null;
  job?: readonly { jobtitle: string }[] | null;
}): string {
  return [
    profile.name ?? '',
    ...(profile.generalSkills ?? []).map((s) => s.name),
    ...(profile.technicalSkills ?? []).map((s) => s.name),
    ...(profile.job ?? []).map((j) => j.jobtitle),
  ]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ')
    .toLowerCase();
}
