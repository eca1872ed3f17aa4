import type { TCreateRoleRequest, TRole, TUpdateRoleRequest } from '@acf/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { useListChange } from '@/lib/list-queries';
import { roleKeys } from './list-roles';

export function createRole(body: TCreateRoleRequest): Promise<TRole> {
  return apiClient.post<TRole>('/roles', body);
}

export function updateRole(id: string, body: TUpdateRoleRequest): Promise<TRole> {
  return apiClient.patch<TRole>(`/roles/${id}`, body);
}

export const useCreateRole = () => useListChange(createRole, roleKeys.all);

/** One checkbox of the matrix: the role's whole permission list is sent, then the list reloads. */
export function useUpdateRole() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: string; body: TUpdateRoleRequest }) => updateRole(v.id, v.body),
    onSettled: () => qc.invalidateQueries({ queryKey: roleKeys.all }),
  });
}
