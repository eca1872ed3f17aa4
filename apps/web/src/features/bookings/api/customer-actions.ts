import type { TBooking, TUpdateBookingRequest } from '@acf/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** A customer calls off its own booking while it is BOOKED. */
export const cancelBooking = (id: string) =>
  apiClient.post<TBooking>(`/bookings/${id}/transitions`, { to: 'CANCELLED' });

/** A partial edit: the fields left out stay as they are. */
export const updateBooking = (id: string, patch: TUpdateBookingRequest) =>
  apiClient.patch<TBooking>(`/bookings/${id}`, patch);

export function useCancelBooking() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: cancelBooking,
    onSettled: () => qc.invalidateQueries({ queryKey: ['bookings'] }),
  });
}

export function useUpdateBooking() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: string; patch: TUpdateBookingRequest }) => updateBooking(v.id, v.patch),
    onSettled: () => qc.invalidateQueries({ queryKey: ['bookings'] }),
  });
}
