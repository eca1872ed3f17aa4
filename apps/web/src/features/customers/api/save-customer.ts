import type { TCreateCustomerRequest, TCustomer, TUpdateCustomerRequest } from '@acf/shared';
import { apiClient } from '@/lib/api-client';
import { useListChange } from '@/lib/list-queries';
import { customerKeys } from './list-customers';

export function createCustomer(body: TCreateCustomerRequest): Promise<TCustomer> {
  return apiClient.post<TCustomer>('/customers', body);
}

export function updateCustomer(id: string, body: TUpdateCustomerRequest): Promise<TCustomer> {
  return apiClient.patch<TCustomer>(`/customers/${id}`, body);
}

export const useSaveCustomer = () =>
  useListChange(
    (v: { id?: string; body: TCreateCustomerRequest }) =>
      v.id ? updateCustomer(v.id, v.body) : createCustomer(v.body),
    customerKeys.all,
  );
