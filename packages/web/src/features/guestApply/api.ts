// Decision 141: the calls of applying without an account: upload the CV, poll its parse,
// apply, follow the application by the token of the confirmation mail.
import { useMutation, useQuery, type QueryClient } from '@tanstack/react-query';
import type { GuestApplicationView, GuestCvParse } from '@talentpool/domain/cv/schemas';
import type {
  PublicScreeningQuestion,
  ScreeningAnswerInput,
} from '@talentpool/domain/jobs/screening';
import { api } from '../../lib/api';

export function useUploadCv(jobId: string) {
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('cv', file);
      return api.post<{ cvId: string; fileName: string }>(
        `jobs/${encodeURIComponent(jobId)}/guest-cv`,
        form,
        { token: null },
      );
    },
  });
}

/** Polls the parse every second until the queue has read the file. */
export function useCvParse(cvId: string | null) {
  return useQuery({
    queryKey: ['guest-cv', cvId],
    enabled: cvId !== null,
    queryFn: ({ signal }) =>
      api.get<GuestCvParse>(`guest-cvs/${encodeURIComponent(cvId ?? '')}`, { signal, token: null }),
    refetchInterval: (query) => (query.state.data?.status === 'queued' ? 1000 : false),
    retry: false,
  });
}

export interface GuestApplicationInput {
  name: string;
  email: string;
  phone: string;
  cvId: string;
  answers?: ScreeningAnswerInput[];
  consent: boolean;
  consentVersion: string;
  lang: 'en' | 'ar';
}

export function useApplyAsGuest(jobId: string) {
  return useMutation({
    mutationFn: (body: GuestApplicationInput) =>
      api.post<{ applicationId: string; email: string }>(
        `jobs/${encodeURIComponent(jobId)}/guest-applications`,
        body,
        { token: null },
      ),
  });
}

export function useGuestApplication(token: string) {
  return useQuery({
    queryKey: ['guest-application', token],
    queryFn: ({ signal }) =>
      api.get<GuestApplicationView>(`guest-applications/${encodeURIComponent(token)}`, {
        signal,
        token: null,
      }),
    retry: false,
  });
}

/**
 * The posting's title and company for the form's heading, and its screening questions (the
 * public posting call: never the knock-out rules).
 */
function postingSummaryQuery(jobId: string) {
  return {
    queryKey: ['guest-apply-posting', jobId],
    queryFn: ({ signal }: { signal?: AbortSignal }) =>
      api.get<{
        _id: string;
        title: string;
        companyName: string;
        status: string;
        screeningQuestions?: PublicScreeningQuestion[];
      }>(`jobs/${encodeURIComponent(jobId)}`, { signal, token: null }),
    retry: false,
  };
}

export function usePostingSummary(jobId: string) {
  return useQuery(postingSummaryQuery(jobId));
}

/**
 * Issue 25 (decision 145): the heading's posting loads with the form's code (routes.tsx awaits
 * it), so the title and company do not arrive after the form and push it down. Never fails: the
 * form's own query shows an error.
 */
export function prefetchPostingSummary(client: QueryClient, jobId: string): Promise<void> {
  return client.prefetchQuery(postingSummaryQuery(jobId));
}
