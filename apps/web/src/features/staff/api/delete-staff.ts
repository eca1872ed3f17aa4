import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { staffKeys } from './list-staff';

export function deleteStaff(id: string): Promise<void> {
  return apiClient.delete<void>(`/staff/${id}`);
}

export function useDeleteStaff() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteStaff,
    onSuccess: () => qc.invalidateQueries({ queryKey: staffKeys.all }),
  });
}
