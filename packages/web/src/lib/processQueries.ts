// Decision 130: the reads two features share (decision 111: shared, so no feature imports
// another): the company's stage templates (the process settings list them, the posting form
// picks one) and its reject reasons (the settings edit them, the pipeline's reject dialog and
// bulk bar choose one). The settings' changes invalidate these keys.
import { useQuery } from '@tanstack/react-query';
import type { RejectReasonList, StageTemplateList } from '@talentpool/domain/process/schemas';
import { api, ApiError } from './api';

export const processKeys = {
  templates: ['process', 'stageTemplates'] as const,
  reasons: ['process', 'rejectReasons'] as const,
};

/** Not allowed or an unknown id: a retry cannot help. */
const retryable = (count: number, error: unknown) =>
  count < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);

/** listStageTemplates: the built-in default first, then the company's own. */
export function useStageTemplates(enabled = true) {
  return useQuery({
    queryKey: processKeys.templates,
    queryFn: ({ signal }) => api.get<StageTemplateList>('company/stage-templates', { signal }),
    enabled,
    retry: retryable,
  });
}

/** listRejectReasons: current and archived (archived ones cannot be chosen). */
export function useRejectReasons(enabled = true) {
  return useQuery({
    queryKey: processKeys.reasons,
    queryFn: ({ signal }) => api.get<RejectReasonList>('company/reject-reasons', { signal }),
    enabled,
    staleTime: 60_000,
    retry: retryable,
  });
}
