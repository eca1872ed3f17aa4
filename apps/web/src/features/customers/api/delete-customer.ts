import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { customerKeys } from './list-customers';

export function deleteCustomer(id: string): Promise<void> {
  return apiClient.delete<void>(`/customers/${id}`);
}

export function useDeleteCustomer() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteCustomer,
    onSuccess: () => qc.invalidateQueries({ queryKey: customerKeys.all }),
  });
}
