// Issue 22 (decision 135): the ISI norms (GET /api/isi/norms, any logged-in account), read once and
// kept for a while: the daily job changes them at most once a day. Percentiles are computed here
// with the domain's percentileOf, so every screen that shows a result can show its norms.
import { useQuery } from '@tanstack/react-query';
import type { IsiNorms } from '@talentpool/domain/isi/trustSchemas';
import { api } from './api';

export const isiNormsQueryKey = ['isi', 'norms'] as const;

export function useIsiNorms(enabled = true) {
  return useQuery({
    queryKey: isiNormsQueryKey,
    enabled,
    queryFn: ({ signal }) => api.get<IsiNorms>('isi/norms', { signal }),
    staleTime: 10 * 60_000,
  });
}
