// Server calls of the job seeker's side (issue 46, decisions.md 23). Types come from the domain.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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

export function useRecommendedJobs(pageSize: number) {
  const lang = currentLanguage();
  return useQuery({
    queryKey: [...seekerKeys.recommended, pageSize, lang],
    queryFn: ({ signal }) =>
      api.get<RecommendedJobs>('user/recommendedJobs', { query: { pageSize }, signal }),
  });
}

interface SavedJobsPage {
  jobs: SavedJob[];
  total: number;
}

export function useSavedJobs() {
  return useQuery({
    queryKey: seekerKeys.saved,
    queryFn: ({ signal }) =>
      api.get<SavedJobsPage>('user/savedJobs', { query: { pageSize: 50 }, signal }),
  });
}

export function useToggleSavedJob() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ jobId, save }: { jobId: string; save: boolean }) =>
      save ? api.post(`user/savedJobs/${jobId}`) : api.delete(`user/savedJobs/${jobId}`),
    onSettled: () => client.invalidateQueries({ queryKey: seekerKeys.saved }),
  });
}

export function useJobAlerts() {
  return useQuery({
    queryKey: seekerKeys.alerts,
    queryFn: ({ signal }) => api.get<{ alerts: JobAlert[] }>('user/jobAlerts', { signal }),
  });
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
export function useSeekerNotifications() {
  return useQuery({
    queryKey: seekerKeys.notifications,
    queryFn: ({ signal }) => api.get<SeekerNotificationSettings>('user/notifications', { signal }),
  });
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
