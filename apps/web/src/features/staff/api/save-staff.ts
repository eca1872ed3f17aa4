import type { TCreateStaffRequest, TStaff, TUpdateStaffRequest } from '@acf/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { staffKeys } from './list-staff';

export function createStaff(body: TCreateStaffRequest): Promise<TStaff> {
  return apiClient.post<TStaff>('/staff', body);
}

export function updateStaff(id: string, body: TUpdateStaffRequest): Promise<TStaff> {
  return apiClient.patch<TStaff>(`/staff/${id}`, body);
}

/** Creates (no id) or updates a staff account, then refreshes the list. */
export function useSaveStaff() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { id?: string; body: TCreateStaffRequest | TUpdateStaffRequest }) =>
      v.id ? updateStaff(v.id, v.body) : createStaff(v.body as TCreateStaffRequest),
    onSuccess: () => qc.invalidateQueries({ queryKey: staffKeys.all }),
  });
}
