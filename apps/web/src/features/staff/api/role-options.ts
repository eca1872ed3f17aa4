import type { TRoleRef } from '@acf/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** A role a staff account may receive (the shared contract of /staff/role-options). */
export type RoleOption = TRoleRef;

export function listRoleOptions(): Promise<RoleOption[]> {
  return apiClient.get<RoleOption[]>('/staff/role-options');
}

export const roleOptionsQuery = () =>
  queryOptions({ queryKey: ['staff', 'role-options'], queryFn: listRoleOptions });

export function useRoleOptions() {
  return useQuery(roleOptionsQuery());
}
