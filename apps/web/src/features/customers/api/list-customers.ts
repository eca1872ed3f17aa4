import type { TCustomerListQuery, TCustomerPage } from '@acf/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { useListPage } from '@/lib/list-queries';

export const customerKeys = { all: ['customers'] as const };

export function listCustomers(query: TCustomerListQuery): Promise<TCustomerPage> {
  return apiClient.get<TCustomerPage>('/customers', query);
}

export const customerListQuery = (query: TCustomerListQuery) =>
  queryOptions({ queryKey: [...customerKeys.all, 'list', query], queryFn: () => listCustomers(query) });

export const useCustomerList = (query: TCustomerListQuery) => useListPage(customerListQuery(query));
