// Decision 142: the calls of a recruiter's CV import: send the files, poll the import, decide a
// duplicate.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CvImport, CvImportItem } from '@talentpool/domain/cv/schemas';
import { api } from '../../lib/api';

const key = (id: string | null) => ['cv-import', id] as const;

export function useCreateImport(jobId: string) {
  return useMutation({
    mutationFn: (files: File[]) => {
      const form = new FormData();
      for (const file of files) form.append('cvs', file);
      return api.post<CvImport>(`company/jobs/${encodeURIComponent(jobId)}/cv-imports`, form);
    },
  });
}

/** Polls every second while files wait for the queue. */
export function useImport(id: string | null) {
  return useQuery({
    queryKey: key(id),
    enabled: id !== null,
    queryFn: ({ signal }) =>
      api.get<CvImport>(`company/cv-imports/${encodeURIComponent(id ?? '')}`, { signal }),
    refetchInterval: (query) => ((query.state.data?.queued ?? 0) > 0 ? 1000 : false),
  });
}

export function useResolve(importId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ itemId, action }: { itemId: string; action: 'merge' | 'dismiss' }) =>
      api.post<CvImportItem>(
        `company/cv-imports/${encodeURIComponent(importId ?? '')}/items/${encodeURIComponent(itemId)}/resolve`,
        { action },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key(importId) }),
  });
}
