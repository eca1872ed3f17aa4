import type { TAuthResponse, TRegisterRequest } from '@acf/shared';
import { apiClient } from '@/lib/api-client';
import { storeAuth } from '@/lib/session';

/** POST auth/register: a customer signs up and is logged in at once (the session is stored). */
export async function register(body: TRegisterRequest): Promise<TAuthResponse> {
  const res = await apiClient.post<TAuthResponse>('/auth/register', body);
  storeAuth(res);
  return res;
}
