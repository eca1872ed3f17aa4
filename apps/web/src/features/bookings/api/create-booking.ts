import type { TBooking, TCreateBookingRequest } from '@acf/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export const createBooking = (input: TCreateBookingRequest, idempotencyKey: string) =>
  apiClient.post<TBooking>('/bookings', input, { headers: { 'idempotency-key': idempotencyKey } });

export function useCreateBooking() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { input: TCreateBookingRequest; key: string }) => createBooking(v.input, v.key),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['bookings'] }),
  });
}
