import type { TCreateStaffRequest, TStaff, TUpdateStaffRequest } from '@acf/shared';
import { apiClient } from '@/lib/api-client';
import { useListChange } from '@/lib/list-queries';
import { staffKeys } from './list-staff';

export function createStaff(body: TCreateStaffRequest): Promise<TStaff> {
  return apiClient.post<TStaff>('/staff', body);
}

export function updateStaff(id: string, body: TUpdateStaffRequest): Promise<TStaff> {
  return apiClient.patch<TStaff>(`/staff/${id}`, body);
}

/** Creates (no id) or updates a staff account, then refreshes the list. */
export const useSaveStaff = () =>
  useListChange(
    (v: { id?: string; body: TCreateStaffRequest | TUpdateStaffRequest }) =>
      v.id ? updateStaff(v.id, v.body) : createStaff(v.body as TCreateStaffRequest),
    staffKeys.all,
  );
