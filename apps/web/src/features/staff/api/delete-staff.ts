import { apiClient } from '@/lib/api-client';
import { useListChange } from '@/lib/list-queries';
import { staffKeys } from './list-staff';

export function deleteStaff(id: string): Promise<void> {
  return apiClient.delete<void>(`/staff/${id}`);
}

export const useDeleteStaff = () => useListChange(deleteStaff, staffKeys.all);
