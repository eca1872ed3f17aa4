import type { TAuthResponse, TRegisterRequest } from '@acf/shared';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { storeAuth } from '@/lib/session';

/** POST auth/register: a customer signs up and is logged in at once. */
export function register(body: TRegisterRequest): Promise<TAuthResponse> {
  return apiClient.post<TAuthResponse>('/auth/register', body);
}

export function useRegister() {
  return useMutation({ mutationFn: register, onSuccess: storeAuth });
}
