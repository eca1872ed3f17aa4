import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export interface RoleOption {
  id: string;
  code: string;
  nameVi: string;
  nameEn: string;
}

export function listRoleOptions(): Promise<RoleOption[]> {
  return apiClient.get<RoleOption[]>('/staff/role-options');
}

export const roleOptionsQuery = () =>
  queryOptions({ queryKey: ['staff', 'role-options'], queryFn: listRoleOptions });

export function useRoleOptions() {
  return useQuery(roleOptionsQuery());
}
