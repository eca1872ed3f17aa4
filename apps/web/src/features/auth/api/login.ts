import type { TAuthResponse, TLoginRequest } from '@acf/shared';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { storeAuth } from '@/lib/session';

export type LoginMode = 'user' | 'admin';

/** POST auth/login, or auth/admin/login for the administrator area (seed §6: a separate login). */
export function login(mode: LoginMode, body: TLoginRequest): Promise<TAuthResponse> {
  return apiClient.post<TAuthResponse>(mode === 'admin' ? '/auth/admin/login' : '/auth/login', body);
}

export function useLogin(mode: LoginMode) {
  return useMutation({
    mutationFn: (body: TLoginRequest) => login(mode, body),
    onSuccess: storeAuth,
  });
}
