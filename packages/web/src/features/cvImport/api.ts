// Decisions 142, 144 and 162: the calls of a recruiter's CV import: send the files (with the
// upload's progress), poll the import, decide a duplicate, list a posting's earlier imports,
// download a kept file.
import { useEffect, useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CvImport, CvImportItem, CvImportList } from '@talentpool/domain/cv/schemas';
import { api, buildUrl, type UploadProgress } from '../../lib/api';
import { getSession } from '../../lib/session';

const key = (id: string | null) => ['cv-import', id] as const;
const listKey = (jobId: string) => ['cv-imports', jobId] as const;

/** Imports listed per page. */
export const importsPageSize = 10;
/** Files of one import shown per page (an import has up to 200; decision 153). */
export const filesPageSize = 25;

/**
 * Sends the files; `upload` follows the bytes sent while the request goes out (decision 162),
 * null when nothing is being sent.
 */
export function useCreateImport(jobId: string) {
  const queryClient = useQueryClient();
  const [upload, setUpload] = useState<UploadProgress | null>(null);
  const mutation = useMutation({
    mutationFn: (files: File[]) => {
      const form = new FormData();
      for (const file of files) form.append('cvs', file);
      setUpload({ loaded: 0, total: files.reduce((sum, file) => sum + file.size, 0) });
      return api.post<CvImport>(`company/jobs/${encodeURIComponent(jobId)}/cv-imports`, form, {
        onUploadProgress: setUpload,
      });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listKey(jobId) }),
    onSettled: () => setUpload(null),
  });
  return { ...mutation, upload };
}

/**
 * Polls every second while files wait for the queue; `onlyFailed` lists the failures only. When
 * the last file is read, the posting's list of imports is read again (its counts changed).
 */
export function useImport(id: string | null, onlyFailed = false) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: [...key(id), onlyFailed],
    enabled: id !== null,
    queryFn: ({ signal }) =>
      api.get<CvImport>(
        `company/cv-imports/${encodeURIComponent(id ?? '')}${onlyFailed ? '?status=failed' : ''}`,
        { signal },
      ),
    refetchInterval: (query) => ((query.state.data?.queued ?? 0) > 0 ? 1000 : false),
  });
  const jobId = query.data?.jobId;
  const running = (query.data?.queued ?? 0) > 0;
  useEffect(() => {
    if (jobId && !running) void queryClient.invalidateQueries({ queryKey: listKey(jobId) });
  }, [jobId, running, queryClient]);
  return query;
}

/** A posting's earlier imports, newest first (listCvImports). */
export function useImports(jobId: string, page: number) {
  return useQuery({
    queryKey: [...listKey(jobId), page],
    queryFn: ({ signal }) =>
      api.get<CvImportList>(
        `company/jobs/${encodeURIComponent(jobId)}/cv-imports?page=${page}&pageSize=${importsPageSize}`,
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

/** Saves a kept file of an import (the call needs the bearer token, so no plain link). */
export async function downloadImportFile(importId: string, itemId: string, fileName: string) {
  const response = await fetch(
    buildUrl(
      `company/cv-imports/${encodeURIComponent(importId)}/items/${encodeURIComponent(itemId)}/file`,
    ),
    { headers: { Authorization: `Bearer ${getSession().token ?? ''}` } },
  );
  if (!response.ok) return;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}

export function useResolve(importId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ itemId, action }: { itemId: string; action: 'merge' | 'dismiss' }) =>
      api.post<CvImportItem>(
        `company/cv-imports/${encodeURIComponent(importId ?? '')}/items/${encodeURIComponent(itemId)}/resolve`,
        { action },
      ),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: key(importId) });
      // The posting's list counts merged and dismissed files too.
      await queryClient.invalidateQueries({ queryKey: ['cv-imports'] });
    },
  });
}
