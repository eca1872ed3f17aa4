import type {
  Page,
  TApiKey,
  TApiKeyCreate,
  TApiKeyCreated,
  TWebhook,
  TWebhookCreate,
  TWebhookDelivery,
  TWebhookUpdate,
  TWebhookWithSecret,
} from '@acf/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { useListChange } from '@/lib/list-queries';

/** The caller's API keys, and their webhook endpoints: each read again after a change to it. */
const KEYS = ['developers', 'keys'] as const;
const WEBHOOKS = ['developers', 'webhooks'] as const;

/**
 * A list of the caller's own under `path` (its keys, its webhooks): read whole, added to, and a
 * row removed; the list read again after each change.
 */
function ownList<Row, Create, Created>(path: string, key: readonly string[]) {
  return {
    useList: () => useQuery({ queryKey: key, queryFn: () => apiClient.get<{ results: Row[] }>(path) }),
    useCreate: () =>
      useListChange((input: Create) => apiClient.post<Created>(path, input, { quiet: true }), key),
    useRemove: () =>
      useListChange((id: string) => apiClient.delete<void>(`${path}/${id}`, { quiet: true }), key),
  };
}

const apiKeys = ownList<TApiKey, TApiKeyCreate, TApiKeyCreated>('/me/api-keys', KEYS);
export const useApiKeys = apiKeys.useList;
export const useCreateApiKey = apiKeys.useCreate;
export const useRevokeApiKey = apiKeys.useRemove;

const webhooks = ownList<TWebhook, TWebhookCreate, TWebhookWithSecret>('/me/webhooks', WEBHOOKS);
export const useWebhooks = webhooks.useList;
export const useCreateWebhook = webhooks.useCreate;
export const useDeleteWebhook = webhooks.useRemove;

export const useUpdateWebhook = () =>
  useListChange(
    ({ id, ...input }: TWebhookUpdate & { id: string }) =>
      apiClient.patch<TWebhook>(`/me/webhooks/${id}`, input, { quiet: true }),
    WEBHOOKS,
  );

export const useRotateSecret = () =>
  useListChange(
    (id: string) =>
      apiClient.post<TWebhookWithSecret>(`/me/webhooks/${id}/rotate-secret`, undefined, { quiet: true }),
    WEBHOOKS,
  );

export function useTestWebhook() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiClient.post<{ deliveryId: string }>(`/me/webhooks/${id}/test`, undefined, { quiet: true }),
    onSuccess: (_d, id) => qc.invalidateQueries({ queryKey: ['developers', 'deliveries', id] }),
  });
}

/** The delivery log of one endpoint; polled while a delivery is still on its way. */
export const useDeliveries = (id: string | null, page: number) =>
  useQuery({
    queryKey: ['developers', 'deliveries', id, page],
    queryFn: () =>
      apiClient.get<Page<TWebhookDelivery>>(`/me/webhooks/${id}/deliveries`, { page, pageSize: 10 }),
    enabled: !!id,
    refetchInterval: (q) => (q.state.data?.results.some((d) => d.status === 'QUEUED') ? 2000 : false),
  });

export function useResendDelivery(endpointId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: string) =>
      apiClient.post<{ deliveryId: string }>(
        `/me/webhooks/${endpointId}/deliveries/${deliveryId}/resend`,
        undefined,
        { quiet: true },
      ),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['developers', 'deliveries', endpointId] }),
  });
}
