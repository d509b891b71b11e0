// Issue 42 (decisions.md 18): the webhook calls of Integrations › Webhooks: listWebhooks,
// createWebhook, updateWebhook, deleteWebhook, listWebhookDeliveries, redeliverWebhook and
// testWebhook.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateWebhookInput,
  UpdateWebhookInput,
  Webhook,
  WebhookDelivery,
} from '@talentpool/domain/webhooks/schemas';
import { api } from '../../lib/api';

const webhooksKey = ['webhooks'] as const;

export function useWebhooks(enabled = true) {
  return useQuery({
    queryKey: [...webhooksKey, 'list'],
    queryFn: ({ signal }) => api.get<{ webhooks: Webhook[] }>('company/webhooks', { signal }),
    enabled,
    retry: false,
    staleTime: 0,
  });
}

export function useCreateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateWebhookInput) =>
      api.post<{ webhook: Webhook; secret: string }>('company/webhooks', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhooksKey }),
  });
}

export function useUpdateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateWebhookInput }) =>
      api.patch<{ webhook: Webhook }>(`company/webhooks/${id}`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhooksKey }),
  });
}

export function useDeleteWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<undefined>(`company/webhooks/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhooksKey }),
  });
}

export interface DeliveryPage {
  deliveries: WebhookDelivery[];
  total: number;
  page: number;
  pageSize: number;
}

export function useDeliveries(id: string, enabled: boolean) {
  return useQuery({
    queryKey: [...webhooksKey, 'deliveries', id],
    queryFn: ({ signal }) =>
      api.get<DeliveryPage>(`company/webhooks/${id}/deliveries`, {
        query: { page: 1, pageSize: 50 },
        signal,
      }),
    enabled,
    retry: false,
    staleTime: 0,
    // Pending deliveries change on their own: look again while any is pending.
    refetchInterval: (query) =>
      query.state.data?.deliveries.some((d) => d.status === 'pending') ? 2_000 : false,
  });
}

export function useTestWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.post<{ delivery: WebhookDelivery }>(`company/webhooks/${id}/test`),
    onSuccess: (_answer, id) =>
      queryClient.invalidateQueries({ queryKey: [...webhooksKey, 'deliveries', id] }),
  });
}

export function useRedeliver() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, deliveryId }: { id: string; deliveryId: string }) =>
      api.post<{ delivery: WebhookDelivery }>(
        `company/webhooks/${id}/deliveries/${deliveryId}/redeliver`,
      ),
    onSuccess: (_answer, { id }) =>
      queryClient.invalidateQueries({ queryKey: [...webhooksKey, 'deliveries', id] }),
  });
}
