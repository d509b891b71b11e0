// Decision 130 (Stages, Reject reasons): the calls of the hiring-process settings. The lists are
// read through lib/processQueries (the posting form and the pipeline read them too); every change
// here refreshes them. Types come from the domain's schemas; nothing here redefines a payload.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  RejectReason,
  RejectReasonBody,
  StageTemplate,
  StageTemplateBody,
} from '@talentpool/domain/process/schemas';
import { api } from '../../lib/api';
import { processKeys } from '../../lib/processQueries';

export function useSaveStageTemplate(id: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StageTemplateBody) =>
      id
        ? api.put<{ template: StageTemplate }>(
            `company/stage-templates/${encodeURIComponent(id)}`,
            body,
          )
        : api.post<{ template: StageTemplate }>('company/stage-templates', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: processKeys.templates }),
  });
}

export function useDeleteStageTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.delete<null>(`company/stage-templates/${encodeURIComponent(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: processKeys.templates }),
  });
}

export function useSaveRejectReason(id: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RejectReasonBody) =>
      id
        ? api.put<{ reason: RejectReason }>(
            `company/reject-reasons/${encodeURIComponent(id)}`,
            body,
          )
        : api.post<{ reason: RejectReason }>('company/reject-reasons', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: processKeys.reasons }),
  });
}

export function useArchiveRejectReason() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.delete<null>(`company/reject-reasons/${encodeURIComponent(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: processKeys.reasons }),
  });
}
