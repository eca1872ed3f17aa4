import type { TAssignRequest, TAssignResponse, TUnassignRequest } from '@acf/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** All or nothing: a booking that cannot be assigned answers 409 naming its code. */
export const assignPickups = (body: TAssignRequest) =>
  apiClient.post<TAssignResponse>('/pickups/assign', body);

export const unassignPickups = (body: TUnassignRequest) =>
  apiClient.post<TAssignResponse>('/pickups/unassign', body);

/** The lists, the staff load and the bookings' own pages all change with an assignment. */
function useInvalidatePickups() {
  const qc = useQueryClient();
  return () =>
    Promise.all([
      qc.invalidateQueries({ queryKey: ['pickups'] }),
      qc.invalidateQueries({ queryKey: ['bookings'] }),
    ]);
}

export function useAssignPickups() {
  const invalidate = useInvalidatePickups();
  return useMutation({ mutationFn: assignPickups, onSettled: invalidate });
}

export function useUnassignPickups() {
  const invalidate = useInvalidatePickups();
  return useMutation({ mutationFn: unassignPickups, onSettled: invalidate });
}
