// Server calls of job postings, applications and the pipeline (issue 12, decision 100). Types
// come from the domain's schemas; nothing here redefines a payload.
import type { ScreeningAnswerInput } from '@talentpool/domain/jobs/screening';
import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type {
  ApplicantPage,
  ApplicationDetail,
  CompanyAccuracy,
  CompanyApplication,
  Note,
  Outcome,
  Posting,
  PostingInput,
  PostingPage,
  PostingStatus,
  Stage,
  UserApplicationPage,
} from '@talentpool/domain/jobs/schemas';
import type { HireSteps } from '@talentpool/domain/jobs/hireSteps';
import type { Member } from '@talentpool/domain/members/schemas';
import { api, ApiError } from '../../lib/api';
import { currentLanguage } from '../../lib/i18n';
import type { FairnessSurvey } from '@talentpool/domain/fairness/survey';
import type {
  JobFitSettingsAnswer,
  PostingFitSettingsInput,
} from '@talentpool/domain/fit/settings';
import type {
  ApplicantIds,
  BulkApplicationsAnswer,
  BulkApplicationsBody,
  JobStages,
  SetJobStagesBody,
} from '@talentpool/domain/process/schemas';
import { bulkLimits } from '@talentpool/domain/plain/process';
import type { PoolPage } from '@talentpool/domain/pools/schemas';
import { chunks } from './selection';
import {
  columnHasMore,
  movedCounts,
  movedInColumn,
  movedInListPage,
  type ColumnPages,
} from './pipeline';

export const boardPageSize = 10;
export const companyPageSize = 20;
export const applicationsPageSize = 20;

/** Errors a retry cannot fix: not allowed, unknown id. */
const retryable = (count: number, error: unknown) =>
  count < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);

export const jobsKeys = {
  board: ['jobs', 'board'] as const,
  posting: (id: string) => ['jobs', 'posting', id] as const,
  company: ['jobs', 'company'] as const,
  companyPosting: (id: string) => ['jobs', 'company', 'posting', id] as const,
  applicants: (id: string) => ['jobs', 'company', 'applicants', id] as const,
  application: (id: string) => ['jobs', 'company', 'application', id] as const,
  companyAccuracy: ['jobs', 'company', 'accuracy'] as const,
  team: (id: string) => ['jobs', 'company', 'team', id] as const,
  stages: (id: string) => ['jobs', 'company', 'stages', id] as const,
  teamCandidates: ['jobs', 'company', 'teamCandidates'] as const,
  userApplications: ['jobs', 'user', 'applications'] as const,
};

export type BoardQuery = Partial<
  Record<
    'q' | 'field' | 'workplace' | 'country' | 'minEducation' | 'employmentType' | 'hasSalary',
    string
  >
> & { page: number };

/** The board's page of postings, as useJobBoard and the route's prefetch ask for it. */
function jobBoardQuery(query: BoardQuery) {
  return {
    queryKey: [...jobsKeys.board, query],
    queryFn: ({ signal }: { signal?: AbortSignal }) =>
      api.get<PostingPage>('jobs', { query: { ...query, pageSize: boardPageSize }, signal }),
    retry: retryable,
  };
}

export function useJobBoard(query: BoardQuery) {
  return useQuery({ ...jobBoardQuery(query), placeholderData: keepPreviousData });
}

/**
 * Issue 25 (decision 145): the board's first page starts loading with the page's code (routes.tsx
 * awaits this in the page's lazy loader; the boot script of vite.config.ts has already asked for
 * the unfiltered page), so the first render shows the postings. Never fails: an error is left to
 * the page's own query, which shows it with Try again.
 */
export function prefetchJobBoard(client: QueryClient, query: BoardQuery): Promise<void> {
  // One try: the page's own query tries again, rather than the page waiting for retries.
  return client.prefetchQuery({ ...jobBoardQuery(query), retry: false });
}

function publicPostingQuery(id: string) {
  return {
    queryKey: jobsKeys.posting(id),
    queryFn: ({ signal }: { signal?: AbortSignal }) =>
      api.get<Posting>(`jobs/${encodeURIComponent(id)}`, { signal }),
    retry: retryable,
  };
}

export function usePublicPosting(id: string) {
  return useQuery(publicPostingQuery(id));
}

/** A job page's posting with the page's code, as prefetchJobBoard (decision 145). */
export function prefetchPublicPosting(client: QueryClient, id: string): Promise<void> {
  return client.prefetchQuery({ ...publicPostingQuery(id), retry: false });
}

export function useApply(postingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    // Decision 130: the answers to the posting's screening questions, if it asks any.
    // Issue 40: and the voluntary survey (decisions.md 21), sent only when answered.
    mutationFn: (
      input?: ScreeningAnswerInput[] | { answers: ScreeningAnswerInput[]; survey?: FairnessSurvey },
    ) => {
      const { answers, survey } =
        Array.isArray(input) || input === undefined ? { answers: input, survey: undefined } : input;
      const body = {
        ...(answers && answers.length > 0 ? { answers } : {}),
        ...(survey && Object.keys(survey).length > 0 ? { survey } : {}),
      };
      return api.post<unknown>(
        `jobs/${encodeURIComponent(postingId)}/apply`,
        Object.keys(body).length > 0 ? body : undefined,
      );
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobsKeys.userApplications }),
  });
}

export function useCompanyPostings(status: PostingStatus | '', page: number) {
  return useQuery({
    queryKey: [...jobsKeys.company, 'list', status, page],
    queryFn: ({ signal }) =>
      api.get<PostingPage>('company/jobs', {
        query: { status, page, pageSize: companyPageSize },
        signal,
      }),
    placeholderData: keepPreviousData,
    retry: retryable,
  });
}

export function useCompanyPosting(id: string | undefined) {
  return useQuery({
    queryKey: jobsKeys.companyPosting(id ?? ''),
    queryFn: ({ signal }) =>
      api.get<Posting>(`company/jobs/${encodeURIComponent(id ?? '')}`, { signal }),
    enabled: Boolean(id),
    retry: retryable,
  });
}

function refreshCompany(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: jobsKeys.company });
}

export function useSavePosting(id: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PostingInput) =>
      id
        ? api.put<Posting>(`company/jobs/${encodeURIComponent(id)}`, input)
        : api.post<Posting>('company/jobs', input),
    onSuccess: (posting) => {
      queryClient.setQueryData(jobsKeys.companyPosting(posting._id), posting);
      void refreshCompany(queryClient);
      void queryClient.invalidateQueries({ queryKey: ['jobs', 'board'] });
    },
  });
}

export function useSetPostingStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: PostingStatus }) =>
      api.patch<Posting>(`company/jobs/${encodeURIComponent(id)}/status`, { status }),
    onSuccess: (posting) => {
      queryClient.setQueryData(jobsKeys.companyPosting(posting._id), posting);
      void refreshCompany(queryClient);
      void queryClient.invalidateQueries({ queryKey: ['jobs', 'board'] });
      void queryClient.invalidateQueries({ queryKey: ['jobs', 'posting'] });
    },
  });
}

/** One page of the posting's applicants ranked by fit (the ranked list view). */
export function useApplicantsPage(
  postingId: string,
  page: number,
  pageSize: number,
  /** Issue 40: the rejected applicants too (the list leaves them out by default). */
  rejected = false,
) {
  return useQuery({
    queryKey: [
      ...jobsKeys.applicants(postingId),
      'list',
      page,
      pageSize,
      rejected,
      currentLanguage(),
    ] as const,
    queryFn: ({ signal }) =>
      api.get<ApplicantPage>(`company/jobs/${encodeURIComponent(postingId)}/applicants`, {
        query: rejected ? { page, pageSize, rejected: 'true' } : { page, pageSize },
        signal,
      }),
    placeholderData: keepPreviousData,
    retry: retryable,
  });
}

/** The applicants of one stage, best fit first, a page more at each "Show more" (a board column). */
export function useStageApplicants(postingId: string, stage: Stage, pageSize: number) {
  return useInfiniteQuery({
    // Issue 40: the fit reasons come in the page's language; another language reads them again.
    queryKey: [
      ...jobsKeys.applicants(postingId),
      'stage',
      stage,
      pageSize,
      currentLanguage(),
    ] as const,
    queryFn: ({ signal, pageParam }) =>
      api.get<ApplicantPage>(`company/jobs/${encodeURIComponent(postingId)}/applicants`, {
        query: { stage, page: pageParam, pageSize },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last, all) =>
      columnHasMore({ pages: all, pageParams: [] }) ? last.page + 1 : undefined,
    retry: retryable,
  });
}

export function useApplication(id: string | null) {
  return useQuery({
    queryKey: jobsKeys.application(id ?? ''),
    queryFn: ({ signal }) =>
      api.get<ApplicationDetail>(`company/applications/${encodeURIComponent(id ?? '')}`, {
        signal,
      }),
    enabled: Boolean(id),
    retry: retryable,
  });
}

/**
 * Moves an application. Every loaded page of the posting's applicants (list pages, each column's
 * pages) and the posting's counts per stage change at once, and are put back if the server refuses.
 *
 * One board's moves reach the server one after another, in the order they were made (a mutation
 * scope): a second move made while the first was on its way read the stage the first was leaving,
 * and the server, which records one of two moves that read the same stage, dropped it (the card
 * went back; on PostgreSQL, e2e/jobs.spec.ts's second stage mail never came). Each move still
 * shows at once. The lists are read again once the last move of the board has settled, so an
 * answer to an earlier move does not show the card back where it was in between.
 */
export function useMoveStage(postingId: string) {
  const queryClient = useQueryClient();
  const key = jobsKeys.applicants(postingId);
  const postingKey = jobsKeys.companyPosting(postingId);
  const mutationKey = [...key, 'move'] as const;
  return useMutation({
    mutationKey,
    scope: { id: `stage-moves:${postingId}` },
    mutationFn: ({
      application,
      stage,
      notify,
      notifyNotApplied,
      reasonId,
    }: {
      application: CompanyApplication;
      stage: Stage;
      notify: boolean;
      /** Issue 37: the mail goes to someone who did not apply only when ticked for it. */
      notifyNotApplied?: boolean;
      /** Decision 130: required for a move to a stage of kind rejected. */
      reasonId?: string;
    }) =>
      api.patch<CompanyApplication>(
        `company/applications/${encodeURIComponent(application._id)}/stage`,
        {
          stage,
          notify,
          ...(notifyNotApplied ? { notifyNotApplied } : {}),
          ...(reasonId ? { reasonId } : {}),
        },
      ),
    onMutate: async ({ application, stage }) => {
      await Promise.all([
        queryClient.cancelQueries({ queryKey: key }),
        queryClient.cancelQueries({ queryKey: postingKey, exact: true }),
      ]);
      const before = [
        ...queryClient.getQueriesData<ApplicantPage | ColumnPages>({ queryKey: key }),
        ...queryClient.getQueriesData<Posting>({ queryKey: postingKey, exact: true }),
      ];
      for (const [queryKey, data] of before) {
        if (!data) continue;
        const kind = queryKey[key.length];
        const column = queryKey[key.length + 1];
        if (kind === 'list' && 'applicants' in data) {
          queryClient.setQueryData(queryKey, movedInListPage(data, application._id, stage));
        } else if (kind === 'stage' && 'pages' in data && typeof column === 'string') {
          queryClient.setQueryData(queryKey, movedInColumn(data, column, application, stage));
        } else if ('countsByStage' in data && data.countsByStage) {
          queryClient.setQueryData<Posting>(queryKey, {
            ...data,
            countsByStage: movedCounts(data.countsByStage, application.stage, stage),
          });
        }
      }
      return { before };
    },
    onError: (_err, _vars, context) => {
      for (const [queryKey, data] of context?.before ?? [])
        queryClient.setQueryData(queryKey, data);
    },
    onSettled: (_data, _err, { application }) => {
      void queryClient.invalidateQueries({ queryKey: jobsKeys.application(application._id) });
      // This move still counts as one in progress here.
      if (queryClient.isMutating({ mutationKey }) > 1) return;
      void queryClient.invalidateQueries({ queryKey: key });
      void queryClient.invalidateQueries({ queryKey: postingKey });
      void queryClient.invalidateQueries({ queryKey: jobsKeys.companyAccuracy });
    },
  });
}

export function useAddNote(applicationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) =>
      api.post<Note>(`company/applications/${encodeURIComponent(applicationId)}/notes`, { text }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: jobsKeys.application(applicationId) }),
  });
}

/**
 * Issue 37 (decision 218): merges another application of the posting into this one (the server
 * keeps the account's, and answers the kept application's detail), and undoes a merge.
 */
export function useMergeApplications(postingId: string, applicationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (duplicateId: string) =>
      api.post<ApplicationDetail>(
        `company/applications/${encodeURIComponent(applicationId)}/merge`,
        { duplicateId },
      ),
    onSuccess: (kept) => {
      queryClient.setQueryData(jobsKeys.application(kept._id), kept);
      void queryClient.invalidateQueries({ queryKey: jobsKeys.applicants(postingId) });
    },
  });
}

export function useUndoMerge(postingId: string, applicationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mergeId: string) =>
      api.post<ApplicationDetail>(
        `company/applications/${encodeURIComponent(applicationId)}/merges/${encodeURIComponent(mergeId)}/undo`,
      ),
    onSuccess: (kept) => {
      queryClient.setQueryData(jobsKeys.application(kept._id), kept);
      void queryClient.invalidateQueries({ queryKey: jobsKeys.applicants(postingId) });
    },
  });
}

export function useRecordOutcome(postingId: string, applicationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (outcome: Outcome) =>
      api.put<unknown>(`company/applications/${encodeURIComponent(applicationId)}/outcome`, {
        outcome,
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: jobsKeys.application(applicationId) });
      void queryClient.invalidateQueries({ queryKey: jobsKeys.applicants(postingId) });
      void queryClient.invalidateQueries({ queryKey: jobsKeys.companyAccuracy });
    },
  });
}

/**
 * getJobTeam / setJobTeam answer, the domain's jobTeamAnswerSchema (decision 110): the members on
 * the posting's hiring team and, from getJobTeam, the company's active members who can be put on
 * it (recruiters and hiring managers may set a team but not list members).
 */
export interface JobTeam {
  members: Member[];
  candidates?: Member[];
}

/** Whom the team can be chosen from, when the answer says (a server before it did: null). */
export function teamCandidatesOf(team: JobTeam): Member[] | null {
  return team.candidates ?? null;
}

export function useJobTeam(postingId: string) {
  return useQuery({
    queryKey: jobsKeys.team(postingId),
    queryFn: ({ signal }) =>
      api.get<JobTeam>(`company/jobs/${encodeURIComponent(postingId)}/team`, { signal }),
    retry: retryable,
  });
}

/** The page of listMembers a team is chosen from (at most 100: the call's largest page). */
const teamCandidatesPageSize = 100;

/** listMembers, for a viewer whose role may read the members (members.read). */
export function useMembersForTeam(enabled: boolean) {
  return useQuery({
    queryKey: jobsKeys.teamCandidates,
    queryFn: ({ signal }) =>
      api.get<{ members: Member[]; total: number }>('company/members', {
        query: { page: 1, pageSize: teamCandidatesPageSize },
        signal,
      }),
    enabled,
    staleTime: 60_000,
    retry: retryable,
  });
}

export function useSetJobTeam(postingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (memberIds: string[]) =>
      api.put<JobTeam>(`company/jobs/${encodeURIComponent(postingId)}/team`, { memberIds }),
    onSuccess: (team) => {
      queryClient.setQueryData<JobTeam>(jobsKeys.team(postingId), (before) =>
        before ? { ...before, members: team.members } : team,
      );
      // The posting carries its team too (and a hiring manager's list of postings follows it).
      void queryClient.invalidateQueries({ queryKey: jobsKeys.companyPosting(postingId) });
      void queryClient.invalidateQueries({ queryKey: [...jobsKeys.company, 'list'] });
    },
  });
}

export function useInvite(postingId: string) {
  return useMutation({
    mutationFn: (email: string) =>
      api.post<{ url: string }>(`company/jobs/${encodeURIComponent(postingId)}/invite`, { email }),
  });
}

export function useCompanyAccuracy() {
  return useQuery({
    queryKey: jobsKeys.companyAccuracy,
    queryFn: ({ signal }) => api.get<CompanyAccuracy>('company/accuracy', { signal }),
    retry: retryable,
  });
}

function userApplicationsQuery(page: number) {
  return {
    queryKey: [...jobsKeys.userApplications, page],
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      api.get<UserApplicationPage>('user/applications', {
        query: { page, pageSize: applicationsPageSize },
        signal,
      }),
  };
}

export function useUserApplications(page: number, enabled = true) {
  return useQuery({
    ...userApplicationsQuery(page),
    enabled,
    placeholderData: keepPreviousData,
    retry: retryable,
  });
}

/**
 * Decision 285: the applications page's first call, started with the page's code (routes.tsx),
 * under the first frame the server painted. `page` as the address names it.
 */
export function prefetchUserApplications(client: QueryClient, page: number): Promise<void> {
  return client.prefetchQuery({ ...userApplicationsQuery(page), retry: false });
}

export function useWithdraw() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<null>(`user/applications/${encodeURIComponent(id)}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: jobsKeys.userApplications }),
  });
}

// ---------------------------------------------------------------------------------------------
// Decision 130: a posting's own stages, and the bulk actions of the board and the ranked list.

/** getJobStages: the posting's list and how many applicants each stage holds now. */
export function useJobStages(postingId: string, enabled = true) {
  return useQuery({
    queryKey: jobsKeys.stages(postingId),
    queryFn: ({ signal }) =>
      api.get<JobStages>(`company/jobs/${encodeURIComponent(postingId)}/stages`, { signal }),
    enabled,
    retry: retryable,
  });
}

/** Everything that shows a posting's stages or who is in them (after its list or a batch changed). */
function refreshPipeline(queryClient: QueryClient, postingId: string) {
  void queryClient.invalidateQueries({ queryKey: jobsKeys.stages(postingId) });
  void queryClient.invalidateQueries({ queryKey: jobsKeys.companyPosting(postingId) });
  void queryClient.invalidateQueries({ queryKey: jobsKeys.applicants(postingId) });
  void queryClient.invalidateQueries({ queryKey: ['jobs', 'company', 'application'] });
  void queryClient.invalidateQueries({ queryKey: [...jobsKeys.company, 'list'] });
}

/**
 * setJobStages. A removed stage that still holds applicants and has no move is refused with 409
 * STAGE_IN_USE (nothing changed): the dialog then asks where they go and sends `moves`.
 */
export function useSetJobStages(postingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SetJobStagesBody) =>
      api.put<JobStages>(`company/jobs/${encodeURIComponent(postingId)}/stages`, body),
    onSuccess: (answer) => {
      queryClient.setQueryData(jobsKeys.stages(postingId), answer);
      refreshPipeline(queryClient, postingId);
    },
  });
}

/**
 * listTalentPools (issue 21), for the bulk bar's "add to a talent pool": the first 100 by name
 * (the call's largest page), only for a member who may search candidates.
 */
export function useTalentPools(enabled: boolean) {
  return useQuery({
    queryKey: ['jobs', 'company', 'talentPools'] as const,
    queryFn: ({ signal }) =>
      api.get<PoolPage>('company/talent-pools', { query: { page: 1, pageSize: 100 }, signal }),
    enabled,
    staleTime: 60_000,
    retry: retryable,
  });
}

/** listApplicantIds: every applicant of the posting (or of one stage), for "select all". */
export function fetchApplicantIds(postingId: string, stage: string | null): Promise<ApplicantIds> {
  return api.get<ApplicantIds>(`company/jobs/${encodeURIComponent(postingId)}/applicant-ids`, {
    query: stage ? { stage } : {},
  });
}

/**
 * bulkApplications over any number of ids: one request per 500 (the call's limit), one after the
 * other, their answers added up. A request refused as a whole (404, 400, 403) stops the rest:
 * what the earlier requests did stays done and is reported with the error.
 */
export async function runBulk(
  body: Omit<BulkApplicationsBody, 'ids'> & { ids: readonly string[] },
): Promise<BulkApplicationsAnswer> {
  const total: BulkApplicationsAnswer = { done: [], failed: [] };
  for (const ids of chunks(body.ids, bulkLimits.maxIds)) {
    try {
      const answer = await api.post<BulkApplicationsAnswer>('company/applications/bulk', {
        ...body,
        ids,
      });
      total.done.push(...answer.done);
      total.failed.push(...answer.failed);
    } catch (err) {
      if (total.done.length === 0 && total.failed.length === 0) throw err;
      throw new BulkStopped(total, err);
    }
  }
  return total;
}

/** A batch stopped part way: `partial` says what was done before the refusal `cause`. */
export class BulkStopped extends Error {
  readonly partial: BulkApplicationsAnswer;
  constructor(partial: BulkApplicationsAnswer, cause: unknown) {
    super('bulk stopped', { cause });
    this.name = 'BulkStopped';
    this.partial = partial;
  }
}

export function useBulkApplications(postingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runBulk,
    onSettled: () => {
      refreshPipeline(queryClient, postingId);
      void queryClient.invalidateQueries({ queryKey: jobsKeys.companyAccuracy });
    },
  });
}

/** Issue 37 (decision 268): what a hire may be followed by (getHireSteps). */
export function useHireSteps(applicationId: string) {
  return useQuery({
    queryKey: [...jobsKeys.application(applicationId), 'hireSteps'] as const,
    queryFn: ({ signal }) =>
      api.get<HireSteps>(`company/applications/${encodeURIComponent(applicationId)}/hire-steps`, {
        signal,
      }),
    staleTime: 0,
  });
}

/** The steps a recruiter chose after a hire; each left out is not done. */
export interface HireChoice {
  jobId: string;
  cancelInterviewIds: readonly string[];
  reject: { ids: readonly string[]; reasonId: string; notify: boolean } | null;
  closePosting: boolean;
}

export interface HireResult {
  cancelled: number;
  rejected: number;
  /** Applications the rejection refused (a hiring manager's other teams, a stage gone...). */
  notRejected: number;
  closed: boolean;
}

/**
 * Carries out the chosen steps through the calls that own them (cancelInterview,
 * bulkApplications reject, setPostingStatus), in that order: the posting closes last, once its
 * applicants have heard. A refusal stops there, with what was done before it kept.
 */
export function useCompleteHire(postingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (choice: HireChoice): Promise<HireResult> => {
      const result: HireResult = { cancelled: 0, rejected: 0, notRejected: 0, closed: false };
      for (const id of choice.cancelInterviewIds) {
        await api.post(`company/interviews/${encodeURIComponent(id)}/cancel`, {});
        result.cancelled += 1;
      }
      if (choice.reject && choice.reject.ids.length > 0) {
        const answer = await runBulk({
          ids: choice.reject.ids,
          action: 'reject',
          reasonId: choice.reject.reasonId,
          notify: choice.reject.notify,
        });
        result.rejected = answer.done.length;
        result.notRejected = answer.failed.length;
      }
      if (choice.closePosting) {
        await api.patch<Posting>(`company/jobs/${encodeURIComponent(choice.jobId)}/status`, {
          status: 'closed',
        });
        result.closed = true;
      }
      return result;
    },
    onSettled: () => {
      refreshPipeline(queryClient, postingId);
      void queryClient.invalidateQueries({ queryKey: ['interviews'] });
      void queryClient.invalidateQueries({ queryKey: ['jobs', 'board'] });
      void queryClient.invalidateQueries({ queryKey: ['jobs', 'posting'] });
    },
  });
}

/** Issue 40: a posting's fit weights and must-haves. */
export function useFitSettings(postingId: string, enabled = true) {
  return useQuery({
    queryKey: ['jobs', 'company', 'fitSettings', postingId] as const,
    queryFn: ({ signal }) =>
      api.get<JobFitSettingsAnswer>(`company/jobs/${encodeURIComponent(postingId)}/fit-settings`, {
        signal,
      }),
    enabled,
    retry: retryable,
  });
}

/** Saves them; the posting's applicants are ranked again before the answer. */
export function useSaveFitSettings(postingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: PostingFitSettingsInput) =>
      api.put<JobFitSettingsAnswer>(
        `company/jobs/${encodeURIComponent(postingId)}/fit-settings`,
        settings,
      ),
    onSuccess: (answer) => {
      queryClient.setQueryData(['jobs', 'company', 'fitSettings', postingId], answer);
      void queryClient.invalidateQueries({ queryKey: jobsKeys.applicants(postingId) });
    },
  });
}
