import type { TStaff } from '@acf/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { accountKeys } from './list-accounts';

/** Locks (active: false) or unlocks an account; a locked account loses access at its next request. */
export function setAccountActive(id: string, active: boolean): Promise<TStaff> {
  return apiClient.put<TStaff>(`/admin/users/${id}/active`, { active });
}

export function useSetAccountActive() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: string; active: boolean }) => setAccountActive(v.id, v.active),
    onSuccess: () => qc.invalidateQueries({ queryKey: accountKeys.all }),
  });
}
