import type {
  Page,
  TCreateRemotePostalCodeRequest,
  TImportRemotePostalCodesRequest,
  TImportRemotePostalCodesResponse,
  TRemotePostalCode,
  TRemotePostalCodeListQuery,
} from '@acf/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/**
 * Remote postal codes: list, add, delete and import share one cache key prefix, so any write
 * refreshes the list and the per-country counts of the master data.
 */
const KEY = ['surcharges'] as const;

export const listRemotePostalCodes = (query: TRemotePostalCodeListQuery) =>
  apiClient.get<Page<TRemotePostalCode>>('/surcharges/remote-postal-codes', { ...query });

export const remotePostalCodesQuery = (query: TRemotePostalCodeListQuery) =>
  queryOptions({
    queryKey: [...KEY, 'remote-postal-codes', query],
    queryFn: () => listRemotePostalCodes(query),
    placeholderData: keepPreviousData,
  });

export function useRemotePostalCodes(query: TRemotePostalCodeListQuery) {
  return useQuery(remotePostalCodesQuery(query));
}

export const addRemotePostalCode = (body: TCreateRemotePostalCodeRequest) =>
  apiClient.post<TRemotePostalCode>('/surcharges/remote-postal-codes', body);

export const deleteRemotePostalCode = (id: string) =>
  apiClient.delete<null>(`/surcharges/remote-postal-codes/${id}`);

export const importRemotePostalCodes = (body: TImportRemotePostalCodesRequest) =>
  apiClient.post<TImportRemotePostalCodesResponse>('/surcharges/remote-postal-codes/import', body);

function useRemoteWrite<A, R>(fn: (arg: A) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => qc.invalidateQueries({ queryKey: KEY }) });
}

export const useAddRemotePostalCode = () => useRemoteWrite(addRemotePostalCode);
export const useDeleteRemotePostalCode = () => useRemoteWrite(deleteRemotePostalCode);
export const useImportRemotePostalCodes = () => useRemoteWrite(importRemotePostalCodes);
