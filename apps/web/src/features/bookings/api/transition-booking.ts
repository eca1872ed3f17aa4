import type { BookingStatus, TBooking } from '@acf/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export const transitionBooking = (id: string, to: BookingStatus, note = '') =>
  apiClient.post<TBooking>(`/bookings/${id}/transitions`, { to, note });

/** Bulk status change of the order list: one call per booking, each answer kept. */
export function useBulkTransition() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { ids: string[]; to: BookingStatus }) =>
      Promise.allSettled(v.ids.map((id) => transitionBooking(id, v.to))),
    onSettled: () => qc.invalidateQueries({ queryKey: ['bookings'] }),
  });
}
