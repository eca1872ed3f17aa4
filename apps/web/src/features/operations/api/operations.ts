import type {
  TBookingException,
  TExceptionListQuery,
  TExceptionListResponse,
  TMeasureRequest,
  TMeasureResult,
  TParcel,
  TRaiseExceptionRequest,
  TReceiveRequest,
  TReceiveResponse,
} from '@acf/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { useFilteredRead } from '@/lib/list-queries';

/** Receives scanned parcels; quiet: the workbench shows a lost connection itself and keeps the scans. */
export const receiveParcels = (input: TReceiveRequest) =>
  apiClient.post<TReceiveResponse>('/operations/receive', input, { quiet: true });

export const findParcel = (trackingNumber: string) =>
  apiClient.get<TParcel>(`/operations/parcels/${encodeURIComponent(trackingNumber)}`, undefined, {
    quiet: true,
  });

export function useMeasure() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ bookingId, ...body }: TMeasureRequest & { bookingId: string }) =>
      apiClient.post<TMeasureResult>(`/operations/measure/${bookingId}`, body, { quiet: true }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['bookings'] }),
  });
}

export type ExceptionFilters = Partial<TExceptionListQuery>;

export const useExceptions = (q: ExceptionFilters) =>
  useFilteredRead<TExceptionListResponse, ExceptionFilters>(
    ['operations', 'exceptions'],
    '/operations/exceptions',
    q,
  );

export function useRaiseException() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: TRaiseExceptionRequest) =>
      apiClient.post<TBookingException>('/operations/exceptions', input, { quiet: true }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['operations', 'exceptions'] }),
  });
}

export function useResolveException() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, note }: { id: string; note: string }) =>
      apiClient.post<TBookingException>(`/operations/exceptions/${id}/resolve`, { note }, { quiet: true }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['operations', 'exceptions'] }),
  });
}
