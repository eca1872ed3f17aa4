import type { TResetPasswordRequest } from '@acf/shared';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** Seed §7: PUT admin/users/reset-password {userId, password}. */
export function resetPassword(body: TResetPasswordRequest): Promise<void> {
  return apiClient.put<void>('/admin/users/reset-password', body);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
