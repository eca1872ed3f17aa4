import { apiClient } from '@/lib/api-client';
import { useListChange } from '@/lib/list-queries';
import { customerKeys } from './list-customers';

export function deleteCustomer(id: string): Promise<void> {
  return apiClient.delete<void>(`/customers/${id}`);
}

export const useDeleteCustomer = () => useListChange(deleteCustomer, customerKeys.all);
