import type { TUserRef } from '@acf/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** Who a customer can be assigned to; only asked by holders of get_all_list_customer. */
export function listSalesUsers(): Promise<TUserRef[]> {
  return apiClient.get<TUserRef[]>('/customers/sales-users');
}

export const salesUsersQuery = (enabled: boolean) =>
  queryOptions({ queryKey: ['customers', 'sales-users'], queryFn: listSalesUsers, enabled });

export function useSalesUsers(enabled: boolean) {
  return useQuery(salesUsersQuery(enabled));
}
