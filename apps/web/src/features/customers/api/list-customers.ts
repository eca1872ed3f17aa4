import type { TCustomerListQuery, TCustomerPage } from '@acf/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export const customerKeys = { all: ['customers'] as const };

export function listCustomers(query: TCustomerListQuery): Promise<TCustomerPage> {
  return apiClient.get<TCustomerPage>('/customers', query);
}

export const customerListQuery = (query: TCustomerListQuery) =>
  queryOptions({ queryKey: [...customerKeys.all, 'list', query], queryFn: () => listCustomers(query) });

export function useCustomerList(query: TCustomerListQuery) {
  return useQuery({ ...customerListQuery(query), placeholderData: keepPreviousData });
}
