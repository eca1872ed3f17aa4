import { apiClient } from '@/lib/api-client';
import { useListChange } from '@/lib/list-queries';
import { roleKeys } from './list-roles';

export function deleteRole(id: string): Promise<void> {
  return apiClient.delete<void>(`/roles/${id}`);
}

export const useDeleteRole = () => useListChange(deleteRole, roleKeys.all);
