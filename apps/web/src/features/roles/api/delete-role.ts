import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { roleKeys } from './list-roles';

export function deleteRole(id: string): Promise<void> {
  return apiClient.delete<void>(`/roles/${id}`);
}

export function useDeleteRole() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteRole,
    onSuccess: () => qc.invalidateQueries({ queryKey: roleKeys.all }),
  });
}
