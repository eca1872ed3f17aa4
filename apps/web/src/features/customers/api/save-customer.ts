import type { TCreateCustomerRequest, TCustomer, TUpdateCustomerRequest } from '@acf/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { customerKeys } from './list-customers';

export function createCustomer(body: TCreateCustomerRequest): Promise<TCustomer> {
  return apiClient.post<TCustomer>('/customers', body);
}

export function updateCustomer(id: string, body: TUpdateCustomerRequest): Promise<TCustomer> {
  return apiClient.patch<TCustomer>(`/customers/${id}`, body);
}

export function useSaveCustomer() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { id?: string; body: TCreateCustomerRequest }) =>
      v.id ? updateCustomer(v.id, v.body) : createCustomer(v.body),
    onSuccess: () => qc.invalidateQueries({ queryKey: customerKeys.all }),
  });
}
