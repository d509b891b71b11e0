// decisions.md 18 (issue 42): the company's API keys (listApiKeys, createApiKey, revokeApiKey).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiKey, CreatedApiKey } from '@talentpool/domain/apiKeys/schemas';
import type { ApiKeyScope } from '@talentpool/domain/apiKeys/scopes';
import { api } from '../../lib/api';

const apiKeysKey = ['apiKeys'] as const;

export function useApiKeys(enabled = true) {
  return useQuery({
    queryKey: apiKeysKey,
    queryFn: ({ signal }) => api.get<{ apiKeys: ApiKey[] }>('company/api-keys', { signal }),
    enabled,
    retry: false,
    staleTime: 0,
  });
}

export interface NewApiKey {
  name: string;
  scopes: ApiKeyScope[];
  expiresAt?: string;
}

export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewApiKey) => api.post<CreatedApiKey>('company/api-keys', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysKey }),
  });
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<{ apiKey: ApiKey }>(`company/api-keys/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysKey }),
  });
}
