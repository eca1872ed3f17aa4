'use client';

import {
  keepPreviousData,
  type QueryKey,
  queryOptions,
  type UseQueryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiClient } from './api-client';

// The calls of a back-office list (customers, staff, roles): a page read, and a change after
// which the list is read again.

/** A page of a list: the page before stays on screen while the next one loads. */
export function useListPage<T, K extends QueryKey>(options: UseQueryOptions<T, Error, T, K>) {
  return useQuery({ ...options, placeholderData: keepPreviousData });
}

/**
 * A read of `path` with its filters, cached under `key` and the filters: the answer before stays
 * on screen while the next one loads.
 */
export function useFilteredRead<T, F extends object>(key: readonly unknown[], path: string, filters: F) {
  return useQuery(
    queryOptions({
      queryKey: [...key, filters],
      queryFn: () => apiClient.get<T>(path, { ...filters } as Parameters<typeof apiClient.get>[1]),
      placeholderData: keepPreviousData,
    }),
  );
}

/** A change through the API; once it is done, every query under `listKey` is read again. */
export function useListChange<V, R>(mutationFn: (v: V) => Promise<R>, listKey: readonly unknown[]) {
  const qc = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => qc.invalidateQueries({ queryKey: listKey }) });
}

/** A back-office list read a page at a time from `path`, cached under `key` with its query. */
export function usePagedList<T>(
  key: readonly unknown[],
  path: string,
  query: Parameters<typeof apiClient.get>[1],
) {
  return useListPage({ queryKey: [...key, 'list', query], queryFn: () => apiClient.get<T>(path, query) });
}

/**
 * Creates (no id: POST `path`) or updates (PATCH `path/id`) a row of a back-office list, then
 * reads the list again.
 */
export function useSaveRow<Row, Body>(path: string, listKey: readonly unknown[]) {
  return useListChange(
    (v: { id?: string; body: Body }) =>
      v.id ? apiClient.patch<Row>(`${path}/${v.id}`, v.body) : apiClient.post<Row>(path, v.body),
    listKey,
  );
}
