// Server calls of the job seeker's side (issue 46, decisions.md 23). Types come from the domain.
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  JobAlert,
  JobAlertInput,
  RecommendedJobs,
  SavedJob,
  SeekerNotificationSettings,
} from '@talentpool/domain/seeker/schemas';
import { api } from '../../lib/api';
import { currentLanguage } from '../../lib/i18n';

export const seekerKeys = {
  recommended: ['seeker', 'recommended'] as const,
  saved: ['seeker', 'saved'] as const,
  alerts: ['seeker', 'alerts'] as const,
  notifications: ['seeker', 'notifications'] as const,
};

/** How many recommended jobs the page shows first. */
export const firstRecommendedPage = 10;

function recommendedQuery(pageSize: number) {
  const lang = currentLanguage();
  return {
    queryKey: [...seekerKeys.recommended, pageSize, lang],
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      api.get<RecommendedJobs>('user/recommendedJobs', { query: { pageSize }, signal }),
  };
}

export function useRecommendedJobs(pageSize: number) {
  return useQuery(recommendedQuery(pageSize));
}

interface SavedJobsPage {
  jobs: SavedJob[];
  total: number;
}

const savedQuery = {
  queryKey: seekerKeys.saved,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    api.get<SavedJobsPage>('user/savedJobs', { query: { pageSize: 50 }, signal }),
};

export function useSavedJobs() {
  return useQuery(savedQuery);
}

export function useToggleSavedJob() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ jobId, save }: { jobId: string; save: boolean }) =>
      save ? api.post(`user/savedJobs/${jobId}`) : api.delete(`user/savedJobs/${jobId}`),
    onSettled: () => client.invalidateQueries({ queryKey: seekerKeys.saved }),
  });
}

const alertsQuery = {
  queryKey: seekerKeys.alerts,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    api.get<{ alerts: JobAlert[] }>('user/jobAlerts', { signal }),
};

export function useJobAlerts() {
  return useQuery(alertsQuery);
}

export function useCreateJobAlert() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: JobAlertInput) => api.post<{ alert: JobAlert }>('user/jobAlerts', input),
    onSuccess: () => client.invalidateQueries({ queryKey: seekerKeys.alerts }),
  });
}

export function useDeleteJobAlert() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`user/jobAlerts/${id}`),
    onSettled: () => client.invalidateQueries({ queryKey: seekerKeys.alerts }),
  });
}

export function useUnsubscribeJobAlert() {
  return useMutation({
    mutationFn: (token: string) =>
      api.post<{ deleted: true }>('jobAlerts/unsubscribe', undefined, { query: { token } }),
  });
}

/** Decision 278: the weekly mail of recommended jobs, on or off. */
const notificationsQuery = {
  queryKey: seekerKeys.notifications,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    api.get<SeekerNotificationSettings>('user/notifications', { signal }),
};

export function useSeekerNotifications() {
  return useQuery(notificationsQuery);
}

/**
 * Decision 285: the jobs page's calls, started with the page's code (routes.tsx) under the first
 * frame the server painted. Resolves with the recommended jobs, the page's main content; the
 * others need not be back for the page's first frame.
 */
export function prefetchSeekerJobs(client: QueryClient): Promise<void> {
  void client.prefetchQuery({ ...savedQuery, retry: false });
  void client.prefetchQuery({ ...alertsQuery, retry: false });
  void client.prefetchQuery({ ...notificationsQuery, retry: false });
  return client.prefetchQuery({ ...recommendedQuery(firstRecommendedPage), retry: false });
}

export function useSetSeekerNotifications() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (settings: SeekerNotificationSettings) =>
      api.put<SeekerNotificationSettings>('user/notifications', settings),
    onSuccess: (settings) => client.setQueryData(seekerKeys.notifications, settings),
  });
}

export function useUnsubscribeJobRecommendations() {
  return useMutation({
    mutationFn: (token: string) =>
      api.post<{ recommendations: false }>('jobRecommendations/unsubscribe', undefined, {
        query: { token },
      }),
  });
}
