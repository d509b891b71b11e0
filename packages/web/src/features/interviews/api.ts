// Decision 120 (decisions.md 12): the interview calls of the web app. scheduleInterview,
// listApplicationInterviews, updateInterview, cancelInterview, offerInterviewSlots,
// getInterviewSlots, bookInterviewSlot, get/setInterviewKit, submitScorecard, listScorecards,
// listMyInterviews, get/renewCalendarFeed; and the members an interviewer is chosen from.
import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { Member } from '@talentpool/domain/members/schemas';
import { api, ApiError } from '../../lib/api';
import type {
  ApplicationInterviews,
  Interview,
  InterviewKit,
  InterviewOffer,
  MyInterviewsPage,
  OfferInput,
  PublicSlots,
  ScheduleInput,
  Scorecard,
  ScorecardInput,
  ScorecardList,
} from './types';

export const myInterviewsPageSize = 10;

/** A refusal or an unknown id stays so on a retry. */
const retryable = (count: number, error: unknown) =>
  count < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);

const id = (value: string) => encodeURIComponent(value);

export const interviewKeys = {
  all: ['interviews'] as const,
  application: (applicationId: string) => ['interviews', 'application', applicationId] as const,
  scorecards: (applicationId: string) => ['interviews', 'scorecards', applicationId] as const,
  kit: (jobId: string) => ['interviews', 'kit', jobId] as const,
  mine: ['interviews', 'mine'] as const,
  feed: ['interviews', 'feed'] as const,
  slots: (code: string) => ['interviews', 'slots', code] as const,
  people: (jobId: string, all: boolean) => ['interviews', 'people', jobId, all] as const,
};

/**
 * After a change: the application's interviews, its scorecards, my list, and the pipeline's
 * cards (their "next interview" and scorecard counts come with listApplicants, under 'jobs').
 */
function refresh(queryClient: QueryClient, applicationId: string) {
  void queryClient.invalidateQueries({ queryKey: interviewKeys.application(applicationId) });
  void queryClient.invalidateQueries({ queryKey: interviewKeys.scorecards(applicationId) });
  void queryClient.invalidateQueries({ queryKey: interviewKeys.mine });
  void queryClient.invalidateQueries({ queryKey: ['jobs', 'company', 'applicants'] });
}

export function useApplicationInterviews(applicationId: string) {
  return useQuery({
    queryKey: interviewKeys.application(applicationId),
    queryFn: ({ signal }) =>
      api.get<ApplicationInterviews>(`company/applications/${id(applicationId)}/interviews`, {
        signal,
      }),
    retry: retryable,
  });
}

export function useScheduleInterview(applicationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ScheduleInput) =>
      api.post<{ interview: Interview }>(
        `company/applications/${id(applicationId)}/interviews`,
        body,
      ),
    onSuccess: () => refresh(queryClient, applicationId),
  });
}

export function useUpdateInterview(applicationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ interviewId, body }: { interviewId: string; body: Partial<ScheduleInput> }) =>
      api.patch<{ interview: Interview }>(`company/interviews/${id(interviewId)}`, body),
    onSuccess: () => refresh(queryClient, applicationId),
  });
}

export function useCancelInterview(applicationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (interviewId: string) =>
      api.post<{ interview: Interview }>(`company/interviews/${id(interviewId)}/cancel`, {}),
    onSuccess: () => refresh(queryClient, applicationId),
  });
}

export function useOfferSlots(applicationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OfferInput) =>
      api.post<{ offer: InterviewOffer }>(
        `company/applications/${id(applicationId)}/interview-offers`,
        body,
      ),
    onSuccess: () => refresh(queryClient, applicationId),
  });
}

/** The public page of a self-scheduling link: no session token goes with it. */
export function useInterviewSlots(code: string) {
  return useQuery({
    queryKey: interviewKeys.slots(code),
    queryFn: ({ signal }) => api.get<PublicSlots>(`schedule/${id(code)}`, { signal, token: null }),
    retry: retryable,
    staleTime: 30_000,
  });
}

export function useBookSlot(code: string) {
  return useMutation({
    mutationFn: (startsAt: string) =>
      api.post<{ interview: Interview }>(`schedule/${id(code)}`, { startsAt }, { token: null }),
  });
}

export function useInterviewKit(jobId: string, enabled = true) {
  return useQuery({
    queryKey: interviewKeys.kit(jobId),
    queryFn: ({ signal }) =>
      api.get<InterviewKit>(`company/jobs/${id(jobId)}/interview-kit`, { signal }),
    enabled: enabled && Boolean(jobId),
    retry: retryable,
  });
}

export function useSetInterviewKit(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    // Issue 37 (decision 269): each attribute's text in the other language, or null.
    mutationFn: (kit: { attributes: string[]; translations: (string | null)[] } | null) =>
      api.put<InterviewKit>(`company/jobs/${id(jobId)}/interview-kit`, kit ?? { attributes: null }),
    onSuccess: (kit) => queryClient.setQueryData(interviewKeys.kit(jobId), kit),
  });
}

export function useScorecards(applicationId: string, enabled = true) {
  return useQuery({
    queryKey: interviewKeys.scorecards(applicationId),
    queryFn: ({ signal }) =>
      api.get<ScorecardList>(`company/applications/${id(applicationId)}/scorecards`, { signal }),
    enabled: enabled && Boolean(applicationId),
    retry: retryable,
  });
}

export function useSubmitScorecard(interviewId: string, applicationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ScorecardInput) =>
      api.put<{ scorecard: Scorecard }>(`company/interviews/${id(interviewId)}/scorecard`, body),
    onSuccess: () => refresh(queryClient, applicationId),
  });
}

export type InterviewScope = 'upcoming' | 'past';

export function useMyInterviews(scope: InterviewScope, page: number) {
  return useQuery({
    queryKey: [...interviewKeys.mine, scope, page],
    queryFn: ({ signal }) =>
      api.get<MyInterviewsPage>('company/interviews/mine', {
        query: { scope, page, pageSize: myInterviewsPageSize },
        signal,
      }),
    placeholderData: keepPreviousData,
    retry: retryable,
  });
}

/** One interview of mine, found in my lists (the scorecard page opens from them). */
export function useMyInterview(interviewId: string) {
  return useQuery({
    queryKey: [...interviewKeys.mine, 'one', interviewId],
    queryFn: async ({ signal }) => {
      // listMyInterviews is the one call that names my interviews: look in both scopes.
      for (const scope of ['past', 'upcoming'] as const) {
        for (let page = 1; page <= 20; page += 1) {
          const found = await api.get<MyInterviewsPage>('company/interviews/mine', {
            query: { scope, page, pageSize: 100 },
            signal,
          });
          const interview = found.interviews.find((i) => i._id === interviewId);
          if (interview) return interview;
          if (page * found.pageSize >= found.total) break;
        }
      }
      return null;
    },
    retry: retryable,
  });
}

export function useCalendarFeed() {
  return useQuery({
    queryKey: interviewKeys.feed,
    queryFn: ({ signal }) => api.get<{ url: string }>('company/calendar-feed', { signal }),
    retry: retryable,
    staleTime: Infinity,
  });
}

export function useRenewCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ url: string }>('company/calendar-feed', {}),
    onSuccess: (feed) => queryClient.setQueryData(interviewKeys.feed, feed),
  });
}

/**
 * The company's active members an interviewer is picked from: listMembers for a member who may
 * read the members (owners, admins); for recruiters and hiring managers, who may not, the
 * posting's getJobTeam answer, whose `candidates` are the same active members (decision 110).
 */
export function useInterviewerChoices(jobId: string, mayListMembers: boolean) {
  return useQuery({
    queryKey: interviewKeys.people(jobId, mayListMembers),
    queryFn: async ({ signal }): Promise<Member[]> => {
      if (mayListMembers) {
        const page = await api.get<{ members: Member[] }>('company/members', {
          query: { page: 1, pageSize: 100 },
          signal,
        });
        return page.members.filter((m) => m.status === 'active');
      }
      const team = await api.get<{ members: Member[]; candidates?: Member[] }>(
        `company/jobs/${id(jobId)}/team`,
        { signal },
      );
      return team.candidates ?? team.members;
    },
    staleTime: 60_000,
    retry: retryable,
  });
}
