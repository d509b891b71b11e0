// Pure helpers of the pipeline screen: the name shown for an applicant (issue 37: the domain's
// rule) and for the member who acted, the stage guard, and the paging of the list and the columns.
import type {
  ApplicantPage,
  CompanyApplication,
  CountsByStage,
  Posting,
  Stage,
} from '@talentpool/domain/jobs/schemas';
import type { Language } from '@talentpool/domain/language';
import { applicantLabel, type ApplicantNameInput } from '@talentpool/domain/jobs/applicantName';
import {
  findStage,
  stageNameIn,
  stagesOrDefault,
  type StageDefinition,
} from '@talentpool/domain/process/stages';

// Decision 130: a posting's stages are its own list (the six defaults when it has none); the
// board's columns, the stage selects and the history read names from it in the viewer's language.

/** The posting's stages in order. */
export function postingStages(posting: Pick<Posting, 'stages'>): readonly StageDefinition[] {
  return stagesOrDefault(posting.stages);
}

export function isStageOf(list: readonly StageDefinition[], key: string): boolean {
  return findStage(list, key) !== undefined;
}

/** A stage's name in the viewer's language; a key no longer in the list reads as itself. */
export function stageName(list: readonly StageDefinition[], key: string, lang: Language): string {
  return stageNameIn(list, key, lang);
}

/** The class of a stage's badge: by its kind (hired green, rejected red), whatever its key. */
export function stageBadgeClass(list: readonly StageDefinition[], key: string): string {
  const kind = findStage(list, key)?.kind ?? 'active';
  return `jobs-stage-badge jobs-stage-${kind}`;
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * The applicant as every screen names them (issue 37, the domain's one rule): the name they or
 * their CV gave; "Invited: e-mail" only for an invitation's guest; else the e-mail, or a
 * placeholder that says an imported CV had no name.
 */
export function applicantName(
  application: { applicant: ApplicantNameInput },
  t: Translate,
): string {
  const label = applicantLabel(application.applicant);
  switch (label.kind) {
    case 'name':
      return label.name;
    case 'invited':
      return t('jobs.pipeline.guest', { email: label.email });
    case 'email':
      return label.email;
    case 'unnamed':
      return t(label.imported ? 'jobs.pipeline.unnamedCv' : 'jobs.pipeline.unnamed');
  }
}

/**
 * Who acted (decision 110: a note's author, a move's, an outcome's; a team member): the name,
 * else the e-mail of a member who has not given one.
 */
export function actorName(by: { name: string | null; email: string }): string {
  return by.name ?? by.email;
}

// ---------------------------------------------------------------------------------------------
// Paging of the pipeline (decision 100 addendum): the ranked list pages with controls and the page
// in the URL; each board column loads its own stage a page at a time ("Show more"). A move updates
// every loaded page at once (optimistic) and is put back if the server refuses.

export type PipelineView = 'board' | 'list';
export const listPageSizeDefault = 20;
export const columnPageSizeDefault = 10;

export interface PipelineParams {
  view: PipelineView;
  page: number;
  /** From the URL (1..100), else null: each view's default. */
  pageSize: number | null;
}

function positiveInt(value: string | null, max = Number.MAX_SAFE_INTEGER): number | null {
  if (value === null || !/^\d+$/.test(value)) return null;
  const n = Number(value);
  return n >= 1 && n <= max ? n : null;
}

export function pipelineParamsOf(params: URLSearchParams): PipelineParams {
  return {
    view: params.get('view') === 'list' ? 'list' : 'board',
    page: positiveInt(params.get('page')) ?? 1,
    pageSize: positiveInt(params.get('pageSize'), 100),
  };
}

/** The URL of a view and page; the first page and the board are the defaults, left out. */
export function pipelineUrlParams({ view, page, pageSize }: PipelineParams): URLSearchParams {
  const params = new URLSearchParams();
  if (view === 'list') params.set('view', 'list');
  if (view === 'list' && page > 1) params.set('page', String(page));
  if (pageSize !== null) params.set('pageSize', String(pageSize));
  return params;
}

/** The loaded pages of one stage column, as TanStack Query's infinite data holds them. */
export interface ColumnPages {
  pages: ApplicantPage[];
  pageParams: unknown[];
}

/** A column's loaded applications in rank order, each once (a move can shift one across pages). */
export function columnApplications(data: ColumnPages | undefined): CompanyApplication[] {
  const seen = new Set<string>();
  return (data?.pages ?? [])
    .flatMap((p) => p.applicants)
    .filter((a) => !seen.has(a._id) && Boolean(seen.add(a._id)));
}

/** Whether a column has applications beyond its loaded pages. */
export function columnHasMore(data: ColumnPages | undefined): boolean {
  const last = data?.pages.at(-1);
  return last !== undefined && columnApplications(data).length < last.total;
}

/** A ranked-list page after moving one application to `to`: same place, new stage. */
export function movedInListPage(page: ApplicantPage, id: string, to: Stage): ApplicantPage {
  return {
    ...page,
    applicants: page.applicants.map((a) => (a._id === id ? { ...a, stage: to } : a)),
  };
}

/**
 * The loaded pages of the column of `stage` after `application` moved to `to`: it leaves its old
 * column and joins the new one at its rank. If its rank falls after the loaded part of a column
 * that has more, it is not shown yet (the next "Show more" brings it); totals follow the move.
 */
export function movedInColumn(
  data: ColumnPages,
  stage: Stage,
  application: CompanyApplication,
  to: Stage,
): ColumnPages {
  const from = application.stage;
  if (from === to || (stage !== from && stage !== to)) return data;
  if (stage === from) {
    return {
      ...data,
      pages: data.pages.map((p) => ({
        ...p,
        total: Math.max(0, p.total - 1),
        applicants: p.applicants.filter((a) => a._id !== application._id),
      })),
    };
  }
  // The moved application is a card of these pages (the board's drag data, the list's item), so
  // it carries what listApplicants adds to each (its interviews, decision 120).
  const moved = { ...application, stage: to } as ColumnPages['pages'][number]['applicants'][number];
  const hadMore = columnHasMore(data);
  let placed = false;
  const pages = data.pages.map((p, index) => {
    const applicants = p.applicants.filter((a) => a._id !== application._id);
    if (!placed) {
      const at = applicants.findIndex((a) => a.rank > moved.rank);
      const last = index === data.pages.length - 1;
      if (at >= 0) {
        applicants.splice(at, 0, moved);
        placed = true;
      } else if (last && !hadMore) {
        applicants.push(moved);
        placed = true;
      }
    }
    return { ...p, total: p.total + 1, applicants };
  });
  return { ...data, pages };
}

/** The posting's count of applicants per stage after one moved from `from` to `to`. */
export function movedCounts(counts: CountsByStage, from: Stage, to: Stage): CountsByStage {
  if (from === to) return counts;
  return { ...counts, [from]: Math.max(0, (counts[from] ?? 0) - 1), [to]: (counts[to] ?? 0) + 1 };
}
