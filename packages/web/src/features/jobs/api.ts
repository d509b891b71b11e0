// Server calls of job postings, applications and the pipeline (issue 12, decision 100). Types
// come from the domain's schemas; nothing here redefines a payload.
import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type {
  Accuracy,
  ApplicantPage,
  ApplicationDetail,
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
import { api, ApiError } from '../../lib/api';

export const boardPageSize = 10;
export const companyPageSize = 20;
export const applicantsPageSize = 100;
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
  userApplications: ['jobs', 'user', 'applications'] as const,
};

export type BoardQuery = Partial<
  Record<'q' | 'field' | 'workplace' | 'country' | 'minEducation', string>
> & { page: number };

export function useJobBoard(query: BoardQuery) {
  return useQuery({
    queryKey: [...jobsKeys.board, query],
    queryFn: ({ signal }) =>
      api.get<PostingPage>('jobs', { query: { ...query, pageSize: boardPageSize }, signal }),
    placeholderData: keepPreviousData,
    retry: retryable,
  });
}

export function usePublicPosting(id: string) {
  return useQuery({
    queryKey: jobsKeys.posting(id),
    queryFn: ({ signal }) => api.get<Posting>(`jobs/${encodeURIComponent(id)}`, { signal }),
    retry: retryable,
  });
}

export function useApply(postingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<unknown>(`jobs/${encodeURIComponent(postingId)}/apply`),
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

export function useApplicants(postingId: string) {
  return useQuery({
    queryKey: jobsKeys.applicants(postingId),
    queryFn: ({ signal }) =>
      api.get<ApplicantPage>(`company/jobs/${encodeURIComponent(postingId)}/applicants`, {
        query: { page: 1, pageSize: applicantsPageSize },
        signal,
      }),
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
 * Moves an application. The ranked list is updated at once (the card jumps to its column), and
 * put back if the server refuses.
 */
export function useMoveStage(postingId: string) {
  const queryClient = useQueryClient();
  const key = jobsKeys.applicants(postingId);
  return useMutation({
    mutationFn: ({ id, stage, notify }: { id: string; stage: Stage; notify: boolean }) =>
      api.patch<unknown>(`company/applications/${encodeURIComponent(id)}/stage`, {
        stage,
        notify,
      }),
    onMutate: async ({ id, stage }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<ApplicantPage>(key);
      if (before) {
        queryClient.setQueryData<ApplicantPage>(key, {
          ...before,
          applicants: before.applicants.map((a: CompanyApplication) =>
            a._id === id ? { ...a, stage } : a,
          ),
        });
      }
      return { before };
    },
    onError: (_err, _vars, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSettled: (_data, _err, { id }) => {
      void queryClient.invalidateQueries({ queryKey: key });
      void queryClient.invalidateQueries({ queryKey: jobsKeys.application(id) });
      void queryClient.invalidateQueries({ queryKey: jobsKeys.companyPosting(postingId) });
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

export function useInvite(postingId: string) {
  return useMutation({
    mutationFn: (email: string) =>
      api.post<{ url: string }>(`company/jobs/${encodeURIComponent(postingId)}/invite`, { email }),
  });
}

export function useCompanyAccuracy() {
  return useQuery({
    queryKey: jobsKeys.companyAccuracy,
    queryFn: ({ signal }) => api.get<Accuracy>('company/accuracy', { signal }),
    retry: retryable,
  });
}

export function useUserApplications(page: number, enabled = true) {
  return useQuery({
    queryKey: [...jobsKeys.userApplications, page],
    queryFn: ({ signal }) =>
      api.get<UserApplicationPage>('user/applications', {
        query: { page, pageSize: applicationsPageSize },
        signal,
      }),
    enabled,
    placeholderData: keepPreviousData,
    retry: retryable,
  });
}

export function useWithdraw() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<null>(`user/applications/${encodeURIComponent(id)}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: jobsKeys.userApplications }),
  });
}
