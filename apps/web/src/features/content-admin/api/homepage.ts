import type {
  HomeItemType,
  TCreateHomeItemRequest,
  THomeItem,
  THomeItemListResponse,
  TUpdateHomeItemRequest,
} from '@acf/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export const getHomeItemsAdmin = (type: HomeItemType) =>
  apiClient.get<THomeItemListResponse>('/homepage/admin', { type, page: 1, pageSize: 100 });

export const homeItemsQueryOptions = (type: HomeItemType) =>
  queryOptions({ queryKey: ['content', 'home', type], queryFn: () => getHomeItemsAdmin(type) });
export const useHomeItems = (type: HomeItemType) => useQuery(homeItemsQueryOptions(type));

export function useSaveHomeItem() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: (TCreateHomeItemRequest | TUpdateHomeItemRequest) & { id?: number }) =>
      id ? apiClient.patch<THomeItem>(`/homepage/${id}`, body) : apiClient.post<THomeItem>('/homepage', body),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['content', 'home'] }),
  });
}

export function useReorderHomeItems() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { type: HomeItemType; ids: number[] }) =>
      apiClient.put<THomeItem[]>('/homepage/order', body),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['content', 'home'] }),
  });
}

export function useDeleteHomeItem() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiClient.delete(`/homepage/${id}`),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['content', 'home'] }),
  });
}
