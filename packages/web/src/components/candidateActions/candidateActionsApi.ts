// Decision 146 (issue 23): the server calls of acting on a candidate where a company finds them,
// shared by the search results and the candidate's profile so that no feature imports another.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CandidateInviteAnswer,
  CandidateNote,
  CandidateNotes,
  SourcedApplication,
} from '@talentpool/domain/candidateActions/schemas';
import type { PostingPage } from '@talentpool/domain/jobs/schemas';
import { limits } from '@talentpool/domain/limits';
import { api } from '../../lib/api';

const notesKey = (userId: string) => ['candidateNotes', userId] as const;

/** The company's postings the member may manage (the server lists only those), newest first. */
export function useManagedPostings(enabled: boolean) {
  return useQuery({
    queryKey: ['candidateActions', 'postings'],
    queryFn: ({ signal }) =>
      api.get<PostingPage>('company/jobs', {
        query: { page: 1, pageSize: limits.pageSizeMax },
        signal,
      }),
    enabled,
    retry: false,
  });
}

export function useAddCandidateToJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ jobId, userId }: { jobId: string; userId: string }) =>
      api.post<SourcedApplication>(`company/jobs/${encodeURIComponent(jobId)}/candidates`, {
        userId,
      }),
    // The pipeline's lists and counts hold one applicant more.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['jobs'] }),
  });
}

export function useInviteCandidate() {
  return useMutation({
    mutationFn: ({ jobId, userId }: { jobId: string; userId: string }) =>
      api.post<CandidateInviteAnswer>(
        `company/jobs/${encodeURIComponent(jobId)}/candidates/invite`,
        { userId },
      ),
  });
}

export function useCandidateNotes(userId: string, enabled = true) {
  return useQuery({
    queryKey: notesKey(userId),
    queryFn: ({ signal }) =>
      api.get<CandidateNotes>(`company/candidates/${encodeURIComponent(userId)}/notes`, {
        signal,
      }),
    enabled,
    retry: false,
  });
}

export function useAddCandidateNote(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) =>
      api.post<CandidateNote>(`company/candidates/${encodeURIComponent(userId)}/notes`, { text }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notesKey(userId) }),
  });
}
